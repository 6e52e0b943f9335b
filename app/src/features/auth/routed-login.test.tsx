import type { AdminCore } from '@console/admin-core';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import auth from '../../locales/en-US/auth.json';
import common from '../../locales/en-US/common.json';
import shell from '../../locales/en-US/shell.json';
import { SIGN_OUT_STATE } from '../../routes/sign-out';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import RoutedLoginPage from './routed-login';

const answered = () =>
  new Response(JSON.stringify({ success: true, message: 'Logged out', data: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderAt(core: AdminCore, path: string) {
  rendered = await renderRouted(
    core,
    await testI18n({ auth, common, shell }),
    [path],
    <Routes>
      <Route path="/login" element={<RoutedLoginPage />} />
      <Route path="*" element={<h1>Console</h1>} />
    </Routes>,
  );
  const { history } = rendered;
  return {
    shown: () => history.getSnapshot(),
    replace: (to: string, state: unknown) => history.navigator.replace(to, state),
  };
}

const logoutCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/logout'));

describe('/login in the router', () => {
  it('ends the session when a sign-out arrives, once, then drops the sign-out state', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    const router = await renderAt(core, '/goals/edit/4');

    await act(async () => {
      router.replace('/login', SIGN_OUT_STATE);
    });
    await act(async () => {
      await vi.waitFor(() => expect(router.shown().location.state).toBeNull());
    });

    expect(router.shown().location.pathname).toBe('/login');
    expect(router.shown().action).toBe('REPLACE');
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
      router.replace('/login', { from: { pathname: '/goals', search: '', hash: '' } });
    });

    expect(router.shown().location.pathname).toBe('/login');
    expect(logoutCalls(fetch)).toHaveLength(0);
    expect(rendered?.container.textContent).toContain('Sign in with your administrator account.');
  });

  it('says why when the server ended the session, until a sign-in starts', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    const router = await renderAt(core, '/goals');
    await act(async () => {
      core.auth.endSession('deactivated');
      router.replace('/login', { from: { pathname: '/goals', search: '', hash: '' } });
    });

    const notice = rendered?.container.querySelector('[role="status"]');
    expect(notice?.textContent).toBe(
      'An administrator deactivated your account and signed you out.',
    );
    act(() => core.auth.dispatch({ type: 'LOGIN_START' }));
    expect(rendered?.container.querySelector('[role="status"]')).toBeNull();
  });

  it('says only that the session ended for a reason this console does not know', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    const router = await renderAt(core, '/goals');
    await act(async () => {
      core.auth.endSession('aReasonOfANewerServer');
      router.replace('/login', { from: { pathname: '/goals', search: '', hash: '' } });
    });
    expect(rendered?.container.querySelector('[role="status"]')?.textContent).toBe(
      'Your session has ended. Sign in again to continue.',
    );
  });

  it('says nothing more after a sign-out of its own', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answered());
    const core = signedInCore(fetch);
    const router = await renderAt(core, '/goals');
    await act(async () => {
      core.auth.endSession();
      router.replace('/login', { from: { pathname: '/goals', search: '', hash: '' } });
    });
    expect(rendered?.container.textContent).toContain('Sign in with your administrator account.');
    expect(rendered?.container.querySelector('[role="status"]')).toBeNull();
  });

  it('puts the focus in the username field on arrival', async () => {
    const core = signedInCore(vi.fn<typeof globalThis.fetch>(async () => answered()));
    core.auth.endSession();
    await renderAt(core, '/login');
    expect(document.activeElement).toBe(
      rendered?.container.querySelector('input[name="username"]'),
    );
  });

  it('says the account is deactivated when the server names that rule', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'This account is deactivated',
            code: 'UNAUTHORIZED',
            rule: 'auth.accountDeactivated',
          }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const core = signedInCore(fetch);
    core.auth.endSession();
    await renderAt(core, '/login');
    const form = rendered?.container.querySelector('form');
    const field = (name: string) =>
      rendered?.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await act(async () => {
      (field('username') as HTMLInputElement).value = 'former_admin';
      (field('password') as HTMLInputElement).value = 'the-right-password';
      form?.requestSubmit();
    });
    await act(async () => {
      await vi.waitFor(() =>
        expect(rendered?.container.querySelector('[role="alert"]')?.textContent).toBe(
          auth.login.deactivated,
        ),
      );
    });
  });

  describe('the return after a sign-in on the page the guard sent to /login', () => {
    const accessToken = [
      { alg: 'HS256', typ: 'JWT' },
      { sub: '2', exp: Math.floor(Date.now() / 1000) + 3600 },
    ]
      .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
      .concat('signature')
      .join('.');
    const signedInAnswer = (id: number) =>
      new Response(
        JSON.stringify({
          success: true,
          message: 'OK',
          data: {
            token: accessToken,
            refreshToken: 'refresh',
            user: { id, name: 'Bea', username: 'bea', isSuperUser: false, permissions: [] },
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );

    /** Admin 1's session ends on /admin-users?status=active; then admin `id` signs in. */
    async function signInAfterTheSessionOfAdmin1Ended(id: number) {
      const core = signedInCore(vi.fn<typeof globalThis.fetch>(async () => signedInAnswer(id)));
      const router = await renderAt(core, '/admin-users?status=active');
      await act(async () => {
        core.auth.endSession();
        router.replace('/login', {
          from: { pathname: '/admin-users', search: '?status=active', hash: '' },
          adminId: 1,
        });
      });
      const field = (name: string) =>
        rendered?.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      await act(async () => {
        (field('username') as HTMLInputElement).value = 'bea';
        (field('password') as HTMLInputElement).value = 'a-password';
        rendered?.container.querySelector('form')?.requestSubmit();
      });
      await act(async () => {
        await vi.waitFor(() => expect(router.shown().location.pathname).not.toBe('/login'));
      });
      return router.shown().location;
    }

    it('returns the same admin to their page with its query', async () => {
      const location = await signInAfterTheSessionOfAdmin1Ended(1);
      expect(`${location.pathname}${location.search}`).toBe('/admin-users?status=active');
    });

    it('sends another admin to the dashboard, without the first one’s query', async () => {
      const location = await signInAfterTheSessionOfAdmin1Ended(2);
      expect(`${location.pathname}${location.search}`).toBe('/dashboard');
    });
  });
});
