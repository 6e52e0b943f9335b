import { describe, expect, it, vi } from 'vitest';
import { createAdminCore, createMemoryStorage } from './index';

const jwt = (exp: number) =>
  `${btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${btoa(JSON.stringify({ exp, sub: '1' })).replace(/=+$/, '')}.c2ln`;

describe('smoke', () => {
  it('logs in through the API client', async () => {
    const user = { id: 1, name: 'A', username: 'admin', isSuperUser: true, permissions: [] };
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ success: true, message: 'ok', data: { user, token: jwt(Date.now() / 1000 + 60), refreshToken: 'r' } }), { status: 200 }),
    );
    const storage = createMemoryStorage();
    const core = createAdminCore({ storage, fetch: fetchMock, crossTab: null, activitySource: null, navigation: null, matchMedia: null });
    const stop = core.start();
    expect(core.auth.getSnapshot().loading).toBe(false);
    await core.auth.login({ username: 'admin', password: 'pw' });
    expect(core.auth.getSnapshot().isAuthenticated).toBe(true);
    expect(core.inactivity.getSnapshot().status).toBe('active');
    stop();
  });
});
