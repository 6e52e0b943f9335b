import type { AdminUser } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { AccountActions } from './account-actions';

const target: AdminUser = {
  id: 2,
  name: 'Grace',
  username: 'grace',
  isSuperUser: false,
  permissions: ['faq:read'],
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const button = (name: string, within: ParentNode = document.body) => {
  const found = [...within.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
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
const passwordInput = () => {
  const input = dialog()?.querySelector('input[type="password"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no password field');
  return input;
};

describe('the reset-password dialog', () => {
  it('asks before Escape throws a typed password away, and closes at once when empty', async () => {
    rendered = await renderRouted(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({ 'admin-users': adminUsers, common, resource }),
      ['/admin-users/2/edit'],
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/admin-users/2/edit" element={<AccountActions user={target} />} />
        </Routes>
      </QueryClientProvider>,
    );
    const pressEscape = () =>
      act(async () => {
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
        );
      });

    await click(adminUsers.actions.resetPassword);
    await pressEscape();
    expect(dialog()).toBeNull();

    await click(adminUsers.actions.resetPassword);
    await act(async () => {
      const input = passwordInput();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        'another-Password-2',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await pressEscape();
    expect(askDialog()?.textContent).toContain(resource.unsaved.title);
    await click(resource.unsaved.stay);
    expect(passwordInput().value).toBe('another-Password-2');
    await click(common.actions.cancel);
    await click(resource.unsaved.leave);
    expect(dialog()).toBeNull();
  });
});

describe('the deactivate dialog', () => {
  it('takes an optional reason and sends it with the deactivation', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: { ...target, isActive: false, version: 4 } }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    rendered = await renderRouted(
      signedInCore(fetch),
      await testI18n({ 'admin-users': adminUsers, common, resource }),
      ['/admin-users/2/edit'],
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/admin-users/2/edit" element={<AccountActions user={target} />} />
        </Routes>
      </QueryClientProvider>,
    );
    await click(adminUsers.actions.deactivate);
    const ask = askDialog();
    if (!ask) throw new Error('no deactivate dialog');
    const reason = ask.querySelector('textarea');
    if (!(reason instanceof HTMLTextAreaElement)) throw new Error('no reason field');
    expect(ask.textContent).toContain(adminUsers.actions.reason);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        reason,
        'Left the team',
      );
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      button(adminUsers.actions.deactivate, ask).click();
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/admin-users/2/deactivate');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Left the team' });
  });
});
