import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { CreateAdminUserDialog } from './create-dialog';

let rendered: RenderedRoutes;

beforeEach(async () => {
  rendered = await renderRouted(
    signedInCore(vi.fn<typeof fetch>()),
    await testI18n({ 'admin-users': adminUsers, common, resource }),
    ['/admin-users'],
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route path="/admin-users" element={<CreateAdminUserDialog />} />
      </Routes>
    </QueryClientProvider>,
  );
});

afterEach(() => {
  rendered.unmount();
});

const buttons = () => [...document.body.querySelectorAll('button')];
const button = (name: string) => {
  const found = buttons().find(
    (candidate) => candidate.textContent === name || candidate.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`no "${name}" button`);
  return found;
};
const click = (name: string) =>
  act(async () => {
    button(name).click();
  });
const dialog = () => document.body.querySelector('[role="dialog"]');
const askDialog = () => document.body.querySelector('[role="alertdialog"]');
const nameInput = () => {
  const label = [...document.body.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(adminUsers.fields.name),
  );
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error('no name field');
  return input;
};
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const pressEscape = () =>
  act(async () => {
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
  });

describe('the "New admin user" dialog', () => {
  it('closes at once while nothing is typed', async () => {
    await click(adminUsers.create);
    expect(dialog()).not.toBeNull();
    await pressEscape();
    expect(dialog()).toBeNull();
    expect(askDialog()).toBeNull();
  });

  it('asks before Escape throws typed data away; Stay keeps the dialog and the text', async () => {
    await click(adminUsers.create);
    await type(nameInput(), 'Ada Lovelace');
    await pressEscape();
    expect(askDialog()?.textContent).toContain(resource.unsaved.title);
    expect(dialog()).not.toBeNull();
    await click(resource.unsaved.stay);
    expect(askDialog()).toBeNull();
    expect(nameInput().value).toBe('Ada Lovelace');
  });

  it('asks before the close button and Cancel do; Leave closes it, and it opens empty', async () => {
    await click(adminUsers.create);
    await type(nameInput(), 'Ada Lovelace');
    await click(common.actions.close);
    expect(askDialog()?.textContent).toContain(resource.unsaved.description);
    await click(resource.unsaved.stay);
    await click(common.actions.cancel);
    expect(askDialog()).not.toBeNull();
    await click(resource.unsaved.leave);
    expect(askDialog()).toBeNull();
    expect(dialog()).toBeNull();
    await click(adminUsers.create);
    expect(nameInput().value).toBe('');
  });
});
