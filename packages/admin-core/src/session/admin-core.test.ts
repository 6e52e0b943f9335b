import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInactivityMonitor } from '../inactivity/lazy-monitor';
import { createMemoryStorage } from '../storage';
import {
  adminUser,
  createFakeMatchMedia,
  createTabHub,
  failure,
  ok,
  tokenExpiringIn,
} from '../test-support';
import { type AdminCoreOptions, createAdminCore } from './admin-core';

const MINUTE = 60_000;

// The monitor's code is fetched on the first sign-in (see lazy-monitor.test.ts); here it is
// there already, as it is for every sign-in after the first, so the monitor starts at once.
beforeAll(() => loadInactivityMonitor());

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2030, 0, 1, 8));
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.className = '';
});

function setup(overrides: AdminCoreOptions = {}) {
  const storage = createMemoryStorage();
  const activity = new EventTarget();
  const events = new EventTarget();
  const root = document.createElement('html');
  const media = createFakeMatchMedia({ '(prefers-color-scheme: dark)': true });
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    ok({ user: adminUser, token: tokenExpiringIn(3600), refreshToken: 'refresh-1' }),
  );
  const core = createAdminCore({
    storage,
    fetch: fetchMock as unknown as typeof fetch,
    crossTab: null,
    eventTarget: events,
    navigation: null,
    logger: { warn() {}, error() {} },
    activitySource: (listener) => {
      activity.addEventListener('click', listener);
      return () => activity.removeEventListener('click', listener);
    },
    matchMedia: media.matchMedia,
    root,
    navigator: { language: 'fr-FR', languages: ['fr-FR'] },
    diagnostics: false,
    ...overrides,
  });
  return { core, storage, activity, events, root, media, fetchMock };
}

describe('createAdminCore', () => {
  it('restores the session and applies theme and language on start', () => {
    const { core, storage, root } = setup();
    storage.setItem('admin_access_token', tokenExpiringIn(60));
    storage.setItem('admin_user', JSON.stringify(adminUser));
    expect(core.auth.getSnapshot().loading).toBe(true);
    core.start();
    expect(core.auth.getSnapshot()).toMatchObject({ isAuthenticated: true, loading: false });
    expect(core.inactivity.getSnapshot().status).toBe('active');
    expect(root.className).toBe('dark');
    expect(root.getAttribute('lang')).toBe('fr-FR');
    expect(core.language.getSnapshot()).toBe('fr-FR');
    expect(core.accessibility.getSnapshot()).toEqual({ reducedMotion: false, highContrast: false });
  });

  it('runs the inactivity monitor only while signed in', async () => {
    const { core } = setup();
    core.start();
    expect(core.inactivity.getSnapshot().status).toBe('idle');
    await core.auth.login({ username: 'ada', password: 'secret' });
    expect(core.inactivity.getSnapshot().status).toBe('active');
    await core.auth.logout();
    expect(core.inactivity.getSnapshot().status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('signs out after 720 idle minutes, clearing the tokens and telling the other tabs', async () => {
    const hub = createTabHub();
    const channel = hub.openTab();
    const other = hub.openTab();
    const fromOthers = vi.fn();
    other.subscribe(fromOthers);
    const { core, storage, activity } = setup({ crossTab: channel });
    core.start();
    await core.auth.login({ username: 'ada', password: 'secret' });
    const expired = vi.fn();
    core.inactivity.on(expired);
    vi.advanceTimersByTime(600 * MINUTE);
    activity.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(720 * MINUTE - 1);
    expect(core.auth.getSnapshot().isAuthenticated).toBe(true);
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenLastCalledWith({
      type: 'expired',
      message: 'Your session has expired due to inactivity. Please log in again.',
    });
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(storage.getItem('admin_access_token')).toBeNull();
    expect(fromOthers).toHaveBeenLastCalledWith({ type: 'signed-out', reason: null });
  });

  it('signs out when the API client reports an expired session', async () => {
    const { core, events } = setup();
    core.start();
    await core.auth.login({ username: 'ada', password: 'secret' });
    events.dispatchEvent(new Event('admin-auth-expired'));
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(core.inactivity.getSnapshot().status).toBe('idle');
  });

  it('stops every listener and can start again', () => {
    const { core, storage, media, events } = setup();
    storage.setItem('admin_access_token', tokenExpiringIn(60));
    storage.setItem('admin_user', JSON.stringify(adminUser));
    const stop = core.start();
    stop();
    expect(media.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    events.dispatchEvent(new Event('admin-auth-expired'));
    expect(core.auth.getSnapshot().isAuthenticated).toBe(true);
    core.start();
    expect(core.inactivity.getSnapshot().status).toBe('active');
  });

  it("takes the admin's current rights from the server after a refusal, once for a burst", async () => {
    const demoted = { ...adminUser, permissions: ['goals:read'] };
    const { core, fetchMock, storage } = setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/login')) {
        return ok({ user: adminUser, token: tokenExpiringIn(3600), refreshToken: 'refresh-1' });
      }
      if (url.endsWith('/auth/me')) return ok(demoted);
      return failure(403, 'FORBIDDEN', 'Access forbidden');
    });
    core.start();
    await core.auth.login({ username: 'ada', password: 'secret' });
    const refused = () => core.client.request('GET', '/levels').catch(() => undefined);
    await Promise.all([refused(), refused(), refused()]);
    await vi.waitFor(() => expect(core.auth.getSnapshot().user).toEqual(demoted));
    const meCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/auth/me')).length;
    expect(meCalls()).toBe(1);
    expect(JSON.parse(storage.getItem('admin_user') ?? 'null')).toEqual(demoted);
    // A refusal of a request sent after that read began reads again at once, within the 10 s.
    vi.advanceTimersByTime(1_000);
    await refused();
    await vi.waitFor(() => expect(meCalls()).toBe(2));
  });

  it('says a check of the rights is under way from the refusal until the read is done', async () => {
    const demoted = { ...adminUser, permissions: ['users:read'] };
    let answerMe: (response: Response) => void = () => {};
    const { core, fetchMock } = setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/login')) {
        return ok({ user: adminUser, token: tokenExpiringIn(3600), refreshToken: 'refresh-1' });
      }
      if (url.endsWith('/auth/me')) return new Promise<Response>((resolve) => (answerMe = resolve));
      return failure(403, 'FORBIDDEN', 'Access forbidden');
    });
    core.start();
    await core.auth.login({ username: 'ada', password: 'secret' });
    // The shell's read as it shows the session, answered with the rights unchanged.
    core.rereadUser();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answerMe(ok(adminUser));
    vi.advanceTimersByTime(2_000);
    expect(core.rightsCheck.getSnapshot()).toBe(false);

    const error = await core.client.request('GET', '/goals').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'forbidden' });
    // The caller hears of the 403 with the check already under way, inside the 10 s.
    expect(core.rightsCheck.getSnapshot()).toBe(true);
    let checked = false;
    const done = core.rightsChecked().then(() => {
      checked = true;
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(checked).toBe(false);
    answerMe(ok(demoted));
    await done;
    expect(core.auth.getSnapshot().user).toEqual(demoted);
    expect(core.rightsCheck.getSnapshot()).toBe(false);
  });

  it('installs the token diagnostics on window in development and removes them on stop', () => {
    const { core } = setup({ diagnostics: undefined });
    const stop = core.start();
    expect(window).toHaveProperty('__adminTokenDiagnostics');
    stop();
    expect(window).not.toHaveProperty('__adminTokenDiagnostics');
    setup({ diagnostics: false }).core.start();
    expect(window).not.toHaveProperty('__adminTokenDiagnostics');
  });

  it("follows the API client's outcomes and probes /healthz until the server is back", async () => {
    const { core, fetchMock } = setup({ network: null, baseUrl: 'https://console.test' });
    core.start();
    expect(core.connectivity.getSnapshot()).toBe('online');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(core.auth.login({ username: 'ada', password: 'secret' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(core.connectivity.getSnapshot()).toBe('offline');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenLastCalledWith(
      'https://console.test/healthz',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(core.connectivity.getSnapshot()).toBe('offline');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(core.connectivity.getSnapshot()).toBe('online');
  });

  it('counts an error answer as the server being reachable', async () => {
    const { core, fetchMock } = setup({ network: null });
    core.start();
    core.connectivity.reportNetworkFailure();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: 'Nope', code: 'UNAUTHORIZED' }), {
        status: 401,
      }),
    );
    await expect(core.auth.login({ username: 'ada', password: 'bad' })).rejects.toThrow();
    expect(core.connectivity.getSnapshot()).toBe('online');
  });

  it('works with every default', () => {
    const core = createAdminCore();
    const stop = core.start();
    expect(core.auth.getSnapshot().loading).toBe(false);
    expect(core.client.prefix).toBe('/api/admin');
    stop();
  });
});
