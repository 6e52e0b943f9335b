import type { AdminCore } from '@console/admin-core';
import type { AdminUser } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import { AdminUserEditForm } from './edit-form';

const superUser: AdminUser = {
  id: 2,
  name: 'Grace',
  username: 'grace',
  isSuperUser: true,
  permissions: [],
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

async function renderForm(core: AdminCore, user: AdminUser) {
  const path = `/admin-users/${user.id}/edit`;
  rendered = await renderRouted(
    core,
    await testI18n({ 'admin-users': adminUsers, common, resource }),
    [path],
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route path={path} element={<AdminUserEditForm user={user} />} />
      </Routes>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const buttonNames = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.textContent);

describe('the admin-user edit form', () => {
  it('offers no Save to an admin who may only look at a super user', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const manager = signedInStorage({
      isSuperUser: false,
      permissions: ['adminUsers:read', 'adminUsers:write'],
    });
    const form = await renderForm(signedInCore(fetch, { storage: manager }), superUser);

    expect(form.textContent).toContain('Only super users can change a super user.');
    expect(buttonNames(form)).not.toContain('Save changes');
    expect(form.querySelector('a[href="/admin-users"]')?.textContent).toBe('Back to the list');
  });

  it('offers Save to a super user', async () => {
    const form = await renderForm(signedInCore(vi.fn<typeof globalThis.fetch>()), superUser);

    expect(buttonNames(form)).toContain('Save changes');
    expect(form.querySelector('a[href="/admin-users"]')?.textContent).toBe('Cancel');
  });
});
