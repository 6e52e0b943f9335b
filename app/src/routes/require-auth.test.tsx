import { createMemoryStorage, STORAGE_KEYS } from '@console/admin-core';
import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../test-support';
import { RequireAuth } from './require-auth';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function LoginStand() {
  const { state } = useLocation();
  return <pre data-testid="origin">{JSON.stringify(state)}</pre>;
}

/**
 * `signed-in`: a valid stored session; `none`: nothing stored (a first visit); `restore-refused`:
 * admin 1 is still stored but their token is not, so the restore at startup clears the session.
 */
type Session = 'signed-in' | 'none' | 'restore-refused';

function storageFor(session: Session) {
  if (session === 'none') return createMemoryStorage();
  const storage = signedInStorage();
  if (session === 'restore-refused') storage.removeItem(STORAGE_KEYS.accessToken);
  return storage;
}

async function renderGuarded(session: Session, path: string) {
  const core = signedInCore(vi.fn<typeof fetch>(), { storage: storageFor(session) });
  rendered = await renderRouted(
    core,
    await testI18n({}),
    ['/dashboard', path],
    <Routes>
      <Route path="/login" element={<LoginStand />} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <h1>Console</h1>
          </RequireAuth>
        }
      />
    </Routes>,
  );
  return { core, shown: () => rendered?.history.getSnapshot() };
}

describe('RequireAuth in the console router', () => {
  it('shows the console to a signed-in admin', async () => {
    const { shown } = await renderGuarded('signed-in', '/goals');
    expect(shown()?.location.pathname).toBe('/goals');
    expect(rendered?.container.textContent).toBe('Console');
  });

  it('sends an unauthenticated visit to /login with its origin, replacing the history entry', async () => {
    const { shown } = await renderGuarded('none', '/goals?page=2#top');
    expect(shown()?.location.pathname).toBe('/login');
    expect(shown()?.action).toBe('REPLACE');
    expect(shown()?.location.state).toEqual({
      from: { pathname: '/goals', search: '?page=2', hash: '#top' },
    });
  });

  it('goes to /login as soon as the session ends while a page is open, naming whose it was', async () => {
    const { core, shown } = await renderGuarded('signed-in', '/goals/edit/3');
    const adminId = core.auth.getSnapshot().user?.id;
    expect(adminId).toBe(1);
    await act(async () => core.auth.endSession());
    expect(shown()?.location.pathname).toBe('/login');
    expect(shown()?.location.state).toEqual({
      from: { pathname: '/goals/edit/3', search: '', hash: '' },
      adminId,
    });
  });

  it('names the stored admin when a reload finds their session refused and cleared', async () => {
    const { core, shown } = await renderGuarded('restore-refused', '/admin-users?isActive=true');
    expect(core.auth.getSnapshot()).toMatchObject({ isAuthenticated: false, user: null });
    expect(shown()?.location.pathname).toBe('/login');
    expect(shown()?.location.state).toEqual({
      from: { pathname: '/admin-users', search: '?isActive=true', hash: '' },
      adminId: 1,
    });
  });
});
