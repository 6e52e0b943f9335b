import type { AppUser } from '@console/contract';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import users from '../../locales/en-US/users.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import type { ResourceBulkContext } from '../resource';
import { type BulkRequest, BulkStatusMenu, BulkStatusRunner } from './bulk-actions';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const context: ResourceBulkContext = {
  selection: { mode: 'ids', ids: ['7'] },
  selectedCount: 1,
  filterQuery: {},
  clearSelection: () => {},
  labelOf: () => undefined,
  refresh: async () => {},
};

const noPage = async () => ({ items: [] as AppUser[], total: 0, page: 1, pageSize: 20 });

/** The users list's toolbar menu and the runner it asks, as the list page wires them. */
function BulkToolbar() {
  const [request, setRequest] = useState<BulkRequest | null>(null);
  return (
    <main>
      <BulkStatusMenu
        count={1}
        onChoose={(action, opener) => setRequest({ action, context, opener })}
      />
      <BulkStatusRunner request={request} onClose={() => setRequest(null)} fetchPage={noPage} />
    </main>
  );
}

async function chooseUnban(container: HTMLElement) {
  const trigger = await vi.waitFor(() => {
    const button = [...container.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.textContent === users.bulk.menu.replace('{{selected}}', '1'),
    );
    if (!button) throw new Error('the bulk menu is not shown yet');
    return button;
  });
  trigger.focus();
  await act(async () => {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  const item = await vi.waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (candidate) => candidate.textContent === users.actions.unban,
    );
    if (!found) throw new Error('the bulk menu is not open yet');
    return found;
  });
  item.focus();
  await act(async () => item.click());
  await vi.waitFor(() => {
    if (!document.querySelector('[role="alertdialog"]')) throw new Error('no confirmation yet');
  });
  return trigger;
}

describe('the users list’s bulk actions', () => {
  it('give the keyboard back to the Bulk actions button when the confirmation is cancelled', async () => {
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({ common, resource, users }),
      <BulkToolbar />,
    );
    const trigger = await chooseUnban(rendered.container);
    const cancel = [
      ...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button'),
    ].find((button) => button.textContent === common.actions.cancel);
    await act(async () => cancel?.click());
    await act(async () => {
      await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('give it back on Escape too', async () => {
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({ common, resource, users }),
      <BulkToolbar />,
    );
    const trigger = await chooseUnban(rendered.container);
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    await act(async () => {
      await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
