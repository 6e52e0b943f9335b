import type { AppUserDetail } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import users from '../../locales/en-US/users.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import UserDetailPage from './detail.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const detail: AppUserDetail = {
  id: 5,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Liddell',
  fullName: 'Alice Liddell',
  status: 'banned',
  role: 'user',
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  lastLogin: null,
  version: 4,
  statusHistory: [
    {
      action: 'ban',
      from: 'active',
      to: 'banned',
      reason: 'Spamming other users',
      actorId: 3,
      actor: { id: 3, name: 'Grace Hopper', username: 'grace' },
      at: '2026-03-01T00:00:00.000Z',
    },
    {
      action: 'activate',
      from: 'inactive',
      to: 'active',
      reason: null,
      actorId: 99,
      actor: null,
      at: '2026-02-01T00:00:00.000Z',
    },
    {
      action: 'deactivate',
      from: 'active',
      to: 'inactive',
      reason: 'Dormant account',
      actorId: null,
      actor: null,
      at: '2026-01-15T00:00:00.000Z',
    },
  ],
};

describe('an app user page', () => {
  it('says which admin made each status change, linking to the admin', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ success: true, message: 'OK', data: detail }),
    );
    rendered = await renderRouted(
      signedInCore(fetch),
      await testI18n({ common, resource, users }),
      ['/users/5'],
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Routes>
          <Route path="/users/:userId" element={<UserDetailPage />} />
        </Routes>
      </QueryClientProvider>,
    );
    const view = rendered.container;
    await act(async () => {
      await vi.waitFor(() =>
        expect(view.querySelector('[data-slot="status-history"]')).not.toBeNull(),
      );
    });
    const entries = [...view.querySelectorAll('[data-slot="status-history"] li')].map(
      (entry) => entry.textContent,
    );
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('From Active to Banned — Spamming other users');
    expect(entries[0]).toContain('By Grace Hopper');
    // Older rows stay readable: an admin since removed, and a change the system made.
    expect(entries[1]).toContain('By a removed admin (#99)');
    expect(entries[2]).toContain('By the system');
    const link = view.querySelector('a[data-slot="change-actor"]');
    expect(link?.textContent).toBe('Grace Hopper');
    // The page is for super users, who may open any admin.
    expect(link?.getAttribute('href')).toBe('/admin-users/3/edit');
  });
});
