import type { AdminCore } from '@console/admin-core';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import auth from '../../locales/en-US/auth.json';
import common from '../../locales/en-US/common.json';
import { SIGN_OUT_STATE } from '../../routes/sign-out';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import RoutedLoginPage from './routed-login';

const answered = () =>
  new Response(JSON.stringify({ success: true, message: 'Logged out', data: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderAt(core: AdminCore, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <RoutedLoginPage /> },
      { path: '*', element: <h1>Console</h1> },
    ],
    { initialEntries: [path] },
  );
  rendered = await render(
    core,
    await testI18n({ auth, common }),
    <RouterProvider router={router} />,
  );
  return router;
}

const logoutCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/logout'));

describe('/login in the router', () => {
  it('ends the session when a sign-out arrives, once, then drops the sign-out state', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    const router = await renderAt(core, '/goals/edit/4');

    await act(async () => {
      await router.navigate('/login', { replace: true, state: SIGN_OUT_STATE });
    });
    await act(async () => {
      await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    });

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(core.session.getAccessToken()).toBeNull();
    expect(logoutCalls(fetch)).toHaveLength(1);
    expect(rendered?.container.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
  });

  it('does not sign anyone out on a plain visit (a guard redirect with its origin)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    core.auth.endSession();
    const router = await renderAt(core, '/goals');

    await act(async () => {
      await router.navigate('/login', {
        replace: true,
        state: { from: { pathname: '/goals', search: '', hash: '' } },
      });
    });

    expect(router.state.location.pathname).toBe('/login');
    expect(logoutCalls(fetch)).toHaveLength(0);
    expect(rendered?.container.textContent).toContain('Sign in with your administrator account.');
  });
});
