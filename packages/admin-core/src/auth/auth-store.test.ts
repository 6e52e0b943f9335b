import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createMemoryStorage } from '../storage';
import {
  adminUser,
  createTabHub,
  failure,
  jsonResponse,
  ok,
  tokenExpiringIn,
} from '../test-support';
import { createAuthStore } from './auth-store';
import { createSessionStorage } from './session-storage';

function setup(
  handler: (url: string) => Response | Promise<Response> = () => ok(null),
  crossTab: ReturnType<ReturnType<typeof createTabHub>['openTab']> | null = null,
) {
  const storage = createMemoryStorage();
  const session = createSessionStorage(storage);
  const events = new EventTarget();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  const client = createApiClient({
    session,
    fetch: fetchMock as typeof fetch,
    logger: { warn() {}, error() {} },
    navigation: null,
    eventTarget: events,
  });
  const auth = createAuthStore({ client, session, eventTarget: events, crossTab });
  return { auth, client, session, storage, events, fetchMock };
}

const loginAnswer = () =>
  ok({ user: adminUser, token: tokenExpiringIn(3600), refreshToken: 'refresh-1' });

/** Two tabs of one origin: they share localStorage and a cross-tab channel. */
function twoTabs() {
  const hub = createTabHub();
  const storage = createMemoryStorage();
  const tab = () => {
    const session = createSessionStorage(storage);
    const client = createApiClient({
      session,
      fetch: (async () => loginAnswer()) as unknown as typeof fetch,
      navigation: null,
      eventTarget: null,
      logger: { warn() {}, error() {} },
    });
    return createAuthStore({ client, session, eventTarget: null, crossTab: hub.openTab() });
  };
  return { first: tab(), second: tab(), storage };
}

describe('auth store', () => {
  it('starts loading, then restores a valid stored session and ends loading', () => {
    const { auth, session } = setup();
    expect(auth.getSnapshot()).toEqual({
      user: null,
      isAuthenticated: false,
      loading: true,
      error: null,
      endReason: null,
    });
    session.saveSession({ accessToken: tokenExpiringIn(60), refreshToken: 'r', user: adminUser });
    auth.start();
    expect(auth.getSnapshot()).toEqual({
      user: adminUser,
      isAuthenticated: true,
      loading: false,
      error: null,
      endReason: null,
      lastUserId: adminUser.id,
    });
  });

  const HOUR_S = 3600;

  it('restores nothing from a token that ran out longer than the inactivity timeout ago', () => {
    const { auth, session, storage, fetchMock } = setup();
    session.saveSession({
      accessToken: tokenExpiringIn(-13 * HOUR_S),
      refreshToken: 'r',
      user: adminUser,
    });
    auth.start();
    // Whose session ended stays known after the keys are cleared.
    expect(auth.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      user: null,
      lastUserId: adminUser.id,
    });
    expect(storage.getItem('admin_refresh_token')).toBeNull();
    expect(storage.getItem('admin_user')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes a token that ran out recently before restoring, loading until then', async () => {
    const fresh = tokenExpiringIn(900);
    const { auth, session, fetchMock } = setup((url) =>
      url.endsWith('/auth/refresh') ? ok({ token: fresh, refreshToken: 'r2' }) : ok(null),
    );
    session.saveSession({ accessToken: tokenExpiringIn(-60), refreshToken: 'r', user: adminUser });
    auth.start();
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, loading: true });
    await vi.waitFor(() => expect(auth.getSnapshot().loading).toBe(false));
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: true, user: adminUser });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBe(fresh);
    expect(session.getRefreshToken()).toBe('r2');
  });

  it('signs out when the server refuses that refresh, clearing the keys', async () => {
    const { auth, session, storage } = setup(() =>
      failure(401, 'UNAUTHORIZED', 'Token refresh failed'),
    );
    session.saveSession({ accessToken: tokenExpiringIn(-60), refreshToken: 'r', user: adminUser });
    auth.start();
    await vi.waitFor(() => expect(auth.getSnapshot().loading).toBe(false));
    expect(auth.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      user: null,
      lastUserId: adminUser.id,
    });
    expect(storage.getItem('admin_refresh_token')).toBeNull();
    expect(storage.getItem('admin_user')).toBeNull();
  });

  it('knows no previous admin when nothing was stored', () => {
    const { auth } = setup();
    auth.start();
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, loading: false });
    expect(auth.getSnapshot().lastUserId).toBeUndefined();
  });

  it('keeps why the server refused that refresh, when it names a reason', async () => {
    const refusedWith = async (reason: unknown) => {
      const { auth, session } = setup(() =>
        jsonResponse(401, {
          success: false,
          message: 'Token refresh failed',
          code: 'UNAUTHORIZED',
          rule: 'session.ended',
          params: { reason },
        }),
      );
      session.saveSession({
        accessToken: tokenExpiringIn(-60),
        refreshToken: 'r',
        user: adminUser,
      });
      auth.start();
      await vi.waitFor(() => expect(auth.getSnapshot().loading).toBe(false));
      expect(auth.getSnapshot().isAuthenticated).toBe(false);
      return auth.getSnapshot().endReason;
    };
    expect(await refusedWith('deactivated')).toBe('deactivated');
    expect(await refusedWith('passwordReset')).toBe('passwordReset');
    // A newer server's reason is kept: the console says the session ended, without the why.
    expect(await refusedWith('someReasonOfANewerServer')).toBe('someReasonOfANewerServer');
    expect(await refusedWith(42)).toBeNull();
  });

  it('keeps the session when the server cannot be reached for that refresh', async () => {
    const { auth, session } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    session.saveSession({ accessToken: tokenExpiringIn(-60), refreshToken: 'r', user: adminUser });
    auth.start();
    await vi.waitFor(() => expect(auth.getSnapshot().loading).toBe(false));
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: true, user: adminUser });
    expect(session.getRefreshToken()).toBe('r');
  });

  it('logs in: loading while waiting, then authenticated', async () => {
    const { auth, session } = setup(loginAnswer);
    auth.start();
    const states: boolean[] = [];
    auth.subscribe(() => states.push(auth.getSnapshot().loading));
    await expect(auth.login({ username: 'ada', password: 'secret' })).resolves.toEqual(adminUser);
    expect(states).toEqual([true, false]);
    expect(auth.getSnapshot()).toEqual({
      user: adminUser,
      isAuthenticated: true,
      loading: false,
      error: null,
      endReason: null,
      lastUserId: adminUser.id,
    });
    expect(session.getRefreshToken()).toBe('refresh-1');
  });

  it('keeps the login error message and rethrows', async () => {
    const { auth } = setup(() => failure(401, 'UNAUTHORIZED', 'Invalid username or password'));
    auth.start();
    await expect(auth.login({ username: 'ada', password: 'bad' })).rejects.toBeInstanceOf(ApiError);
    expect(auth.getSnapshot()).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Invalid username or password',
      endReason: null,
    });
    auth.clearError();
    expect(auth.getSnapshot().error).toBeNull();
  });

  it("falls back to 'Login failed' for errors without a message", async () => {
    const storage = createMemoryStorage();
    const session = createSessionStorage(storage);
    const client = {
      login: vi.fn(async () => {
        throw 'weird';
      }),
    } as unknown as Parameters<typeof createAuthStore>[0]['client'];
    const auth = createAuthStore({ client, session, eventTarget: null });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toBe('weird');
    expect(auth.getSnapshot().error).toBe('Login failed');
  });

  it('logs out whatever the server answers', async () => {
    const { auth, session, storage } = setup(() => failure(500, 'INTERNAL_ERROR', 'down'));
    session.saveSession({ accessToken: tokenExpiringIn(60), refreshToken: 'r', user: adminUser });
    auth.start();
    await auth.logout();
    expect(auth.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(storage.getItem('admin_access_token')).toBeNull();
  });

  it('signs out on the admin-auth-expired window event', () => {
    const { auth, session, events } = setup();
    session.saveSession({ accessToken: tokenExpiringIn(60), refreshToken: 'r', user: adminUser });
    const stop = auth.start();
    events.dispatchEvent(new Event('admin-auth-expired'));
    expect(auth.getSnapshot()).toMatchObject({ user: null, isAuthenticated: false });
    expect(session.getAccessToken()).toBeNull();
    stop();
    auth.dispatch({ type: 'LOGIN_SUCCESS', user: adminUser });
    events.dispatchEvent(new Event('admin-auth-expired'));
    expect(auth.getSnapshot().isAuthenticated).toBe(true);
  });

  it("says why when the admin-auth-expired event carries the server's refusal", () => {
    const { auth, session, events } = setup();
    session.saveSession({ accessToken: tokenExpiringIn(60), refreshToken: 'r', user: adminUser });
    auth.start();
    const refusal = new ApiError({
      kind: 'unauthorized',
      status: 401,
      rule: 'session.ended',
      params: { reason: 'revokedByAdmin' },
    });
    events.dispatchEvent(new CustomEvent('admin-auth-expired', { detail: refusal }));
    expect(auth.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      endReason: 'revokedByAdmin',
    });
    auth.dispatch({ type: 'LOGIN_SUCCESS', user: adminUser });
    events.dispatchEvent(new CustomEvent('admin-auth-expired', { detail: 'not an answer' }));
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, endReason: null });
  });

  it('keeps the reason when a request that was in flight fails after the session ended', async () => {
    let answerLate: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    const { auth, client, session } = setup(async (url) => {
      if (url.endsWith('/auth/refresh')) {
        return jsonResponse(401, {
          success: false,
          message: 'Token refresh failed',
          code: 'UNAUTHORIZED',
          rule: 'session.ended',
          params: { reason: 'deactivated' },
        });
      }
      if (url.endsWith('/late')) await late;
      return failure(401, 'UNAUTHORIZED', 'Unauthorized access');
    });
    session.saveSession({ accessToken: tokenExpiringIn(600), refreshToken: 'r', user: adminUser });
    auth.start();
    const lateRequest = client.request('GET', '/late').catch(() => undefined);
    await client.request('GET', '/first').catch(() => undefined);
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, endReason: 'deactivated' });
    answerLate();
    await lateRequest;
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, endReason: 'deactivated' });
  });

  it('listens on window by default', () => {
    const { session } = setup();
    const client = { logout: vi.fn() } as unknown as Parameters<
      typeof createAuthStore
    >[0]['client'];
    const auth = createAuthStore({ client, session });
    session.saveSession({ accessToken: tokenExpiringIn(60), refreshToken: 'r', user: adminUser });
    const stop = auth.start();
    window.dispatchEvent(new Event('admin-auth-expired'));
    expect(auth.getSnapshot().isAuthenticated).toBe(false);
    stop();
  });

  it('signs every tab out and in together', async () => {
    const { first, second } = twoTabs();
    first.start();
    second.start();
    await first.login({ username: 'ada', password: 'secret' });
    expect(second.getSnapshot()).toMatchObject({ isAuthenticated: true, user: adminUser });
    first.endSession('passwordReset');
    expect(second.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      endReason: 'passwordReset',
    });
    await second.login({ username: 'ada', password: 'secret' });
    await second.logout();
    expect(first.getSnapshot().isAuthenticated).toBe(false);
  });

  it('updates the signed-in user in the state, the stored admin_user and the other tabs', async () => {
    const { first, second, storage } = twoTabs();
    first.start();
    second.start();
    await first.login({ username: 'ada', password: 'secret' });
    const tokenBefore = storage.getItem('admin_access_token');

    first.updateUser({ name: 'Ada L.', username: 'ada.l' });

    const renamed = { ...adminUser, name: 'Ada L.', username: 'ada.l' };
    expect(first.getSnapshot()).toMatchObject({ isAuthenticated: true, user: renamed });
    expect(JSON.parse(storage.getItem('admin_user') ?? 'null')).toEqual(renamed);
    expect(storage.getItem('admin_access_token')).toBe(tokenBefore);
    expect(second.getSnapshot().user).toEqual(renamed);
  });

  it("takes the admin's own rights, as saved, into the session", async () => {
    const { auth, storage } = setup(loginAnswer);
    auth.start();
    await auth.login({ username: 'ada', password: 'secret' });
    auth.updateUser({ isSuperUser: false, permissions: ['goals:read'] });
    const demoted = { ...adminUser, isSuperUser: false, permissions: ['goals:read'] };
    expect(auth.getSnapshot().user).toEqual(demoted);
    expect(JSON.parse(storage.getItem('admin_user') ?? 'null')).toEqual(demoted);
  });

  it('ignores updateUser when nobody is signed in', () => {
    const { auth, storage } = setup();
    auth.start();
    auth.updateUser({ name: 'Nobody' });
    expect(auth.getSnapshot()).toMatchObject({ isAuthenticated: false, user: null });
    expect(storage.getItem('admin_user')).toBeNull();
  });
});
