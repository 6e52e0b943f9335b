import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../test-support';
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

async function renderGuarded(signedIn: boolean, path: string) {
  const core = signedInCore(vi.fn<typeof fetch>());
  if (!signedIn) core.auth.endSession();
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
    const { shown } = await renderGuarded(true, '/goals');
    expect(shown()?.location.pathname).toBe('/goals');
    expect(rendered?.container.textContent).toBe('Console');
  });

  it('sends an unauthenticated visit to /login with its origin, replacing the history entry', async () => {
    const { shown } = await renderGuarded(false, '/goals?page=2#top');
    expect(shown()?.location.pathname).toBe('/login');
    expect(shown()?.action).toBe('REPLACE');
    expect(shown()?.location.state).toEqual({
      from: { pathname: '/goals', search: '?page=2', hash: '#top' },
    });
  });

  it('goes to /login as soon as the session ends while a page is open, naming whose it was', async () => {
    const { core, shown } = await renderGuarded(true, '/goals/edit/3');
    const adminId = core.auth.getSnapshot().user?.id;
    expect(adminId).toBe(1);
    await act(async () => core.auth.endSession());
    expect(shown()?.location.pathname).toBe('/login');
    expect(shown()?.location.state).toEqual({
      from: { pathname: '/goals/edit/3', search: '', hash: '' },
      adminId,
    });
  });
});
