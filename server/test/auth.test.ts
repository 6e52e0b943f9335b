import {
  ACCOUNT_DEACTIVATED_RULE,
  type LoginResponse,
  type RefreshResponse,
  weakPasswordMessage,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS } from '../src/auth/routes';
import { adminSessions, adminUsers, securityEvents } from '../src/db/schema';
import { authenticate } from '../src/http/authenticate';
import { rateLimitedMessage } from '../src/http/errors';
import { createTestServer, type TestServer, testDatabases } from './harness';

const securityEventTypesFor = async (server: TestServer, adminUserId: number) =>
  (
    await server.db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(eq(securityEvents.adminUserId, adminUserId))
  ).map((row) => row.type);

describe.each(testDatabases())('auth ($name)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      database,
      config: {
        loginRateLimit: { windowMs: 60_000, maxFailuresPerUsername: 3, maxFailuresPerIp: 6 },
      },
    });
  });
  afterAll(() => server.close());

  /** Each test signs in from its own address so the per-IP limit of one test cannot leak. */
  let addressCounter = 0;
  const nextAddress = () => `10.0.0.${++addressCounter}`;

  const login = (username: string, password: string, remoteAddress = nextAddress()) =>
    server.request<LoginResponse>('POST', '/auth/login', {
      body: { username, password },
      remoteAddress,
    });
  const refresh = (refreshToken: string) =>
    server.request<RefreshResponse>('POST', '/auth/refresh', { body: { refreshToken } });

  it('signs in with the exact answer shape and a short-lived JWT', async () => {
    const { admin, password } = await server.createAdmin({ permissions: ['goals:read'] });
    const response = await login(admin.username.toUpperCase(), password);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        user: {
          id: admin.id,
          name: admin.name,
          username: admin.username,
          isSuperUser: false,
          permissions: ['goals:read'],
        },
      },
    });
    expect(Object.keys(response.body.data.user).sort()).toEqual(
      ['id', 'isSuperUser', 'name', 'permissions', 'username'].sort(),
    );
    const claims = decodeJwt(response.body.data.token);
    expect(claims.sub).toBe(String(admin.id));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(server.config.accessTokenTtlSeconds);
    expect(response.body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const me = await server.request('GET', '/auth/me', { token: response.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, data: { id: admin.id } });
    expect(await securityEventTypesFor(server, admin.id)).toContain('login.succeeded');
  });

  it('answers a wrong password and an unknown username identically', async () => {
    const { admin } = await server.createAdmin();
    const wrongPassword = await login(admin.username, 'not-the-password');
    const unknownUser = await login('nobody_by_that_name', 'whatever-password');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: INVALID_CREDENTIALS,
        code: 'UNAUTHORIZED',
      });
    }
    expect(await securityEventTypesFor(server, admin.id)).toEqual(['login.failed']);
  });

  it('refuses deactivated admins; only the right password learns why', async () => {
    const { admin, password } = await server.createAdmin({ isActive: false });
    const address = nextAddress();
    const wrongPassword = await login(admin.username, 'not-the-password', address);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      message: INVALID_CREDENTIALS,
      code: 'UNAUTHORIZED',
    });
    const rightPassword = await login(admin.username, password, address);
    expect(rightPassword.status).toBe(401);
    expect(rightPassword.body).toEqual({
      success: false,
      message: ACCOUNT_DEACTIVATED,
      code: 'UNAUTHORIZED',
      rule: ACCOUNT_DEACTIVATED_RULE,
    });
    // Still a failed sign-in: it counts towards the limit like a wrong password.
    expect((await login(admin.username, password, address)).status).toBe(401);
    expect((await login(admin.username, password, address)).status).toBe(429);
    const failures = await server.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.adminUserId, admin.id), eq(securityEvents.type, 'login.failed')))
      .orderBy(securityEvents.id);
    expect(failures.map((row) => row.details)).toEqual([
      { reason: 'wrongPassword' },
      { reason: 'inactive' },
      { reason: 'inactive' },
    ]);
  });

  it('locks a username after too many failures with 429 and Retry-After', async () => {
    const { admin, password } = await server.createAdmin();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(admin.username, 'wrong-password')).status).toBe(401);
    }
    const locked = await login(admin.username, password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.body.message).toBe(rateLimitedMessage(retryAfter));
    const events = await server.db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.username, admin.username),
          eq(securityEvents.type, 'login.rateLimited'),
        ),
      );
    expect(events).toHaveLength(1);
  });

  it('limits one address across usernames', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(`ghost_${attempt}`, 'wrong-password', address)).status).toBe(401);
    }
    const { admin, password } = await server.createAdmin();
    expect((await login(admin.username, password, address)).status).toBe(429);
    expect((await login(admin.username, password)).status).toBe(200);
  });

  it('a successful sign-in clears the username counter', async () => {
    const { admin, password } = await server.createAdmin();
    for (let round = 0; round < 2; round++) {
      expect((await login(admin.username, 'wrong-password')).status).toBe(401);
      expect((await login(admin.username, 'wrong-password')).status).toBe(401);
      expect((await login(admin.username, password)).status).toBe(200);
    }
  });

  it('rotates refresh tokens; reusing a rotated one revokes the whole family', async () => {
    const signedIn = await server.signIn();
    const first = await refresh(signedIn.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Token refreshed' });
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
    const latest = second.body.data;

    const reuse = await refresh(signedIn.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, message: 'Token refresh failed' });

    expect((await refresh(latest.refreshToken)).status).toBe(401);
    expect((await server.request('GET', '/auth/me', { token: latest.token })).status).toBe(401);
    const [session] = await server.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.id, signedIn.sessionId));
    expect(session?.revokedAt).not.toBeNull();
    expect(await securityEventTypesFor(server, signedIn.admin.id)).toContain(
      'refresh.reuseDetected',
    );
  });

  it('rejects unknown refresh tokens and refreshes of deactivated admins', async () => {
    expect((await refresh('not-a-token-we-issued')).status).toBe(401);
    const { admin, password } = await server.createAdmin();
    const signedIn = await login(admin.username, password);
    const { token: superToken } = await server.signIn({ isSuperUser: true });
    const deactivated = await server.request('POST', `/admin-users/${admin.id}/deactivate`, {
      token: superToken,
      body: {},
    });
    expect(deactivated.status).toBe(200);
    expect((await refresh(signedIn.body.data.refreshToken)).status).toBe(401);
    expect(
      (await server.request('GET', '/auth/me', { token: signedIn.body.data.token })).status,
    ).toBe(401);
  });

  it('a refused refresh tells the session holder why the session ended', async () => {
    const { token: superToken } = await server.signIn({ isSuperUser: true });
    const endedBy = async (refreshToken: string) => {
      const refused = await refresh(refreshToken);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ message: 'Token refresh failed' });
      return (refused.body as unknown as { rule?: string; params?: { reason?: string } }).params
        ?.reason;
    };
    const signInAs = async () => {
      const { admin, password } = await server.createAdmin();
      const signedIn = await login(admin.username, password);
      return { admin, password, ...signedIn.body.data };
    };
    const asSuper = (path: string, body: object = {}) =>
      server.request('POST', path, { token: superToken, body });

    const reset = await signInAs();
    expect(
      (
        await asSuper(`/admin-users/${reset.admin.id}/reset-password`, {
          newPassword: 'Another-pass-1!',
        })
      ).status,
    ).toBe(200);
    expect(await endedBy(reset.refreshToken)).toBe('passwordReset');

    const deactivated = await signInAs();
    expect((await asSuper(`/admin-users/${deactivated.admin.id}/deactivate`)).status).toBe(200);
    expect(await endedBy(deactivated.refreshToken)).toBe('deactivated');

    const revoked = await signInAs();
    expect((await asSuper(`/admin-users/${revoked.admin.id}/revoke-sessions`)).status).toBe(200);
    expect(await endedBy(revoked.refreshToken)).toBe('revokedByAdmin');

    const changer = await signInAs();
    const other = await login(changer.admin.username, changer.password);
    const changed = await server.request('PUT', '/auth/change-password', {
      token: changer.token,
      body: { currentPassword: changer.password, newPassword: 'a-new-password-2' },
    });
    expect(changed.status).toBe(200);
    expect(await endedBy(other.body.data.refreshToken)).toBe('passwordChanged');

    const signedOut = await signInAs();
    await server.request('POST', '/auth/logout', {
      body: { refreshToken: signedOut.refreshToken },
    });
    expect(await endedBy(signedOut.refreshToken)).toBe('signedOut');

    const reused = await signInAs();
    expect((await refresh(reused.refreshToken)).status).toBe(200);
    expect(await endedBy(reused.refreshToken)).toBe('tokenReused');

    const expired = await signInAs();
    await server.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.adminUserId, expired.admin.id));
    expect(await endedBy(expired.refreshToken)).toBe('expired');

    // Nothing is told to whoever presents a token the server never issued.
    const unknown = await refresh('not-a-token-we-issued');
    expect(unknown.status).toBe(401);
    expect(unknown.body).not.toHaveProperty('rule');
    expect(unknown.body).not.toHaveProperty('params');
  });

  it('logout revokes the session and always answers success', async () => {
    const signedIn = await server.signIn();
    const response = await server.request('POST', '/auth/logout', {
      body: { refreshToken: signedIn.refreshToken },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out', data: null });
    expect((await refresh(signedIn.refreshToken)).status).toBe(401);
    expect((await server.request('GET', '/auth/me', { token: signedIn.token })).status).toBe(401);
    const again = await server.request('POST', '/auth/logout', {
      body: { refreshToken: 'unknown-token' },
    });
    expect(again.status).toBe(200);
  });

  it('changing the password revokes every other session and keeps the current one', async () => {
    const { admin, password } = await server.createAdmin();
    const current = await login(admin.username, password);
    const other = await login(admin.username, password);
    const { token, refreshToken } = current.body.data;

    const wrong = await server.request('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: 'wrong-password', newPassword: 'a-new-Password-9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      rule: 'password.currentIncorrect',
      details: [{ path: 'currentPassword', rule: 'password.currentIncorrect' }],
    });
    const same = await server.request('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: password },
    });
    expect(same.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'newPassword', rule: 'password.unchanged' }],
    });

    const changed = await server.request('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'a-new-Password-9' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: 'Password changed successfully' });

    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: other.body.data.token })).status).toBe(
      401,
    );
    expect((await refresh(other.body.data.refreshToken)).status).toBe(401);

    expect((await login(admin.username, password)).status).toBe(401);
    expect((await login(admin.username, 'a-new-Password-9')).status).toBe(200);
    expect(await securityEventTypesFor(server, admin.id)).toContain('password.changed');
  });

  it('refuses a weak new password with the rule every password follows, and keeps the old one', async () => {
    const { admin, password } = await server.createAdmin();
    const { token } = (await login(admin.username, password)).body.data;
    const weak = await server.request('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'newPassword', message: weakPasswordMessage }],
    });
    expect((await login(admin.username, password)).status).toBe(200);
  });

  it("refuses a new password that leans on the admin's own username or name", async () => {
    const { admin, password } = await server.createAdmin({
      username: 'jtanaka',
      name: 'Jun Tanaka',
    });
    const { token } = (await login(admin.username, password)).body.data;
    const own = await server.request('PUT', '/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'Tanaka-jtanaka!8' },
    });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      details: [{ path: 'newPassword', message: weakPasswordMessage }],
    });
    expect((await login(admin.username, password)).status).toBe(200);
  });

  it('two password changes at once: one lands, the other changes nothing', async () => {
    const { admin, password } = await server.createAdmin();
    const { token } = (await login(admin.username, password)).body.data;
    const attempts = await Promise.all(
      ['first-new-password-1', 'second-new-password-2'].map((newPassword) =>
        server.request('PUT', '/auth/change-password', {
          token,
          body: { currentPassword: password, newPassword },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // Checked against the old hash after the other landed (409), or against the new one (400).
    expect(statuses.filter((status) => status === 409 || status === 400)).toHaveLength(1);
    const landed = statuses[0] === 200 ? 'first-new-password-1' : 'second-new-password-2';
    const lost =
      landed === 'first-new-password-1' ? 'second-new-password-2' : 'first-new-password-1';
    expect((await login(admin.username, landed)).status).toBe(200);
    expect((await login(admin.username, lost)).status).toBe(401);
  });

  it('the signed-in admin a handler sees carries no password hash', async () => {
    const signedIn = await server.signIn();
    const { actor } = await authenticate(server.app.services, {
      headers: { authorization: `Bearer ${signedIn.token}` },
    } as FastifyRequest);
    expect(actor.id).toBe(signedIn.admin.id);
    expect(Object.keys(actor)).not.toContain('passwordHash');
    expect(Object.values(actor)).not.toContain(
      (await server.db.select().from(adminUsers).where(eq(adminUsers.id, actor.id)))[0]
        ?.passwordHash,
    );
  });

  it('tells an expired access token from a missing or forged one', async () => {
    const signedIn = await server.signIn();
    const expired = await server.request('GET', '/auth/me', {
      token: await server.expiredTokenFor(signedIn),
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token is expired' });

    const missing = await server.request('GET', '/auth/me');
    expect(missing.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await server.request('GET', '/auth/me', {
      token: `${signedIn.token.slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
