import { type AdminUser, type SecurityEventType, weakPasswordMessage } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/audit/audit';
import { adminUsers, auditLogs, securityEvents } from '../src/db/schema';
import { createTestServer, type SignedInAdmin, type TestServer, testDatabases } from './harness';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  code?: string;
}

describe.each(testDatabases())('admin users ($name)', (database) => {
  let server: TestServer;
  let root: SignedInAdmin;

  beforeAll(async () => {
    server = await createTestServer({ database });
    root = await server.signIn({ isSuperUser: true, username: 'root_admin' });
  });
  afterAll(() => server.close());

  const auditRowsFor = (recordId: number) =>
    server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'adminUsers'), eq(auditLogs.recordId, String(recordId))));

  /** The security events about an admin of the given types, oldest first. */
  const securityDetailsFor = (adminUserId: number, types: SecurityEventType[]) =>
    server.db
      .select({ type: securityEvents.type, details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.adminUserId, adminUserId), inArray(securityEvents.type, types)))
      .orderBy(asc(securityEvents.id));

  const get = async (id: number) =>
    (await server.request<Envelope<AdminUser>>('GET', `/admin-users/${id}`, { token: root.token }))
      .body.data;

  it('creates, lists, reads and updates with audit rows', async () => {
    const created = await server.request<Envelope<AdminUser>>('POST', '/admin-users', {
      token: root.token,
      body: {
        name: 'Content Editor',
        username: 'editor_one',
        password: 'initial-password-1',
        permissions: ['goals:read', 'goals:write'],
      },
    });
    expect(created.status).toBe(201);
    const record = created.body.data;
    expect(record).toMatchObject({
      name: 'Content Editor',
      username: 'editor_one',
      isSuperUser: false,
      isActive: true,
      lastLoginAt: null,
      version: 1,
    });
    expect(record).not.toHaveProperty('passwordHash');

    const login = await server.request('POST', '/auth/login', {
      body: { username: 'editor_one', password: 'initial-password-1' },
    });
    expect(login.status).toBe(200);

    const list = await server.request<Envelope<{ items: AdminUser[]; total: number }>>(
      'GET',
      '/admin-users',
      { token: root.token, query: { q: 'EDITOR_o', sort: 'username:desc', isActive: 'true' } },
    );
    expect(list.body.data.items.map((item) => item.username)).toEqual(['editor_one']);
    expect(list.body.data.total).toBe(1);

    const updated = await server.request<Envelope<AdminUser>>('PUT', `/admin-users/${record.id}`, {
      token: root.token,
      body: { name: 'Senior Editor', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Senior Editor', version: 2 });

    const rows = await auditRowsFor(record.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    const update = rows[1];
    expect(update?.actorId).toBe(root.admin.id);
    expect(update?.before).toMatchObject({ name: 'Content Editor', version: 1 });
    expect(update?.after).toMatchObject({ name: 'Senior Editor', version: 2 });
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const { admin } = await server.createAdmin({ name: 'Original' });
    const first = await server.request('PUT', `/admin-users/${admin.id}`, {
      token: root.token,
      body: { name: 'First writer', version: 1 },
    });
    expect(first.status).toBe(200);
    const stale = await server.request('PUT', `/admin-users/${admin.id}`, {
      token: root.token,
      body: { name: 'Second writer', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await get(admin.id)).toMatchObject({ name: 'First writer', version: 2 });
    expect((await auditRowsFor(admin.id)).map((row) => row.action)).toEqual(['update']);
  });

  it('answers an admin update or a profile save that changes nothing as it is, writing nothing', async () => {
    const me = await server.signIn({ name: 'Steady', permissions: ['goals:read'] });
    const before = await get(me.admin.id);
    const unchanged = await server.request<Envelope<AdminUser>>(
      'PUT',
      `/admin-users/${me.admin.id}`,
      { token: root.token, body: { name: 'Steady', permissions: ['goals:read'], version: 1 } },
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toEqual(before);
    const profile = await server.request<Envelope<{ version: number; updatedAt: string }>>(
      'PUT',
      '/settings/profile',
      { token: me.token, body: { name: 'Steady', username: me.admin.username, version: 1 } },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ version: 1, updatedAt: before.updatedAt });
    expect(await get(me.admin.id)).toEqual(before);
    expect(await auditRowsFor(me.admin.id)).toEqual([]);
  });

  it('rejects a taken username in any letter case', async () => {
    await server.createAdmin({ username: 'taken_name' });
    const response = await server.request('POST', '/admin-users', {
      token: root.token,
      body: { name: 'Twin', username: 'TAKEN_NAME', password: 'some-password-7' },
    });
    expect(response.status).toBe(409);
    const usernameTaken = { message: 'Username is already taken', rule: 'username.taken' };
    expect(response.body).toMatchObject({
      ...usernameTaken,
      details: [{ path: 'username', ...usernameTaken }],
    });
    const missing = await server.request('GET', '/admin-users/999999', { token: root.token });
    expect(missing.body).toMatchObject({
      message: 'Admin user not found',
      rule: 'record.notFound',
      params: { resource: 'adminUsers' },
    });
  });

  it('never removes the last active super user', { timeout: 120_000 }, async () => {
    const solo = await createTestServer({ database });
    try {
      const only = await solo.signIn({ isSuperUser: true });
      const demote = await solo.request('PUT', `/admin-users/${only.admin.id}`, {
        token: only.token,
        body: { isSuperUser: false, version: 1 },
      });
      expect(demote.status).toBe(409);
      // The refusal names the field, so the form can show the switch as it is, with the reason.
      expect(demote.body).toMatchObject({
        code: 'CONFLICT',
        rule: 'adminUser.lastSuperUser',
        details: [{ path: 'isSuperUser', rule: 'adminUser.lastSuperUser' }],
      });

      const second = await solo.signIn({ isSuperUser: true });
      const deactivateSecond = await solo.request(
        'POST',
        `/admin-users/${second.admin.id}/deactivate`,
        { token: only.token, body: { reason: 'left the team' } },
      );
      expect(deactivateSecond.status).toBe(200);
      const deactivateLast = await solo.request(
        'POST',
        `/admin-users/${only.admin.id}/deactivate`,
        {
          token: only.token,
          body: {},
        },
      );
      expect(deactivateLast.status).toBe(409);
      expect(deactivateLast.body).toMatchObject({ rule: 'adminUser.deactivateSelf' });
      const [row] = await solo.db.select().from(adminUsers).where(eq(adminUsers.id, only.admin.id));
      expect(row).toMatchObject({ isActive: true, isSuperUser: true });
    } finally {
      await solo.close();
    }
  });

  it('stops admins from raising their own rights or granting what they lack', async () => {
    const manager = await server.signIn({ permissions: ['adminUsers:read', 'adminUsers:write'] });
    const selfGrant = await server.request('PUT', `/admin-users/${manager.admin.id}`, {
      token: manager.token,
      body: { permissions: ['adminUsers:read', 'adminUsers:write', 'goals:write'], version: 1 },
    });
    expect(selfGrant.status).toBe(403);
    expect(selfGrant.body).toMatchObject({ rule: 'adminUser.ownRights' });
    const selfSuper = await server.request('PUT', `/admin-users/${manager.admin.id}`, {
      token: manager.token,
      body: { isSuperUser: true, version: 1 },
    });
    expect(selfSuper.status).toBe(403);

    const makeSuper = await server.request('POST', '/admin-users', {
      token: manager.token,
      body: {
        name: 'Boss',
        username: 'new_boss',
        password: 'harbor-password-7',
        isSuperUser: true,
      },
    });
    expect(makeSuper.status).toBe(403);
    expect(makeSuper.body).toMatchObject({ rule: 'adminUser.superUserGrant' });
    const grantUnheld = await server.request('POST', '/admin-users', {
      token: manager.token,
      body: {
        name: 'Proxy',
        username: 'proxy_admin',
        password: 'lantern-password-7',
        permissions: ['faq:write'],
      },
    });
    expect(grantUnheld.status).toBe(403);
    expect(grantUnheld.body).toMatchObject({
      message: 'You cannot grant permissions you do not hold: faq:write',
      rule: 'adminUser.permissionsNotHeld',
      params: { permissions: 'faq:write' },
    });
    const resetSuper = await server.request(
      'POST',
      `/admin-users/${root.admin.id}/reset-password`,
      {
        token: manager.token,
        body: { newPassword: 'taken-over-pass-1' },
      },
    );
    expect(resetSuper.status).toBe(403);
    expect(resetSuper.body).toMatchObject({ rule: 'adminUser.superUserManage' });

    const selfLower = await server.request<Envelope<AdminUser>>(
      'PUT',
      `/admin-users/${manager.admin.id}`,
      {
        token: manager.token,
        body: { permissions: ['adminUsers:read', 'adminUsers:write'], name: 'Manager', version: 1 },
      },
    );
    expect(selfLower.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, manager.admin.id));
    expect(row).toMatchObject({
      isSuperUser: false,
      permissions: ['adminUsers:read', 'adminUsers:write'],
    });

    const superGrants = await server.request<Envelope<AdminUser>>('POST', '/admin-users', {
      token: root.token,
      body: {
        name: 'Deputy',
        username: 'deputy',
        password: 'orchard-password-7',
        isSuperUser: true,
      },
    });
    expect(superGrants.status).toBe(201);
    expect(superGrants.body.data.isSuperUser).toBe(true);
  });

  it('lets a non-super admin manage only admins whose rights are within their own', async () => {
    const manager = await server.signIn({
      permissions: ['adminUsers:read', 'adminUsers:write', 'goals:read', 'goals:write'],
    });
    const power = await server.signIn({ permissions: ['goals:write', 'levels:write'] });
    const tryAll = async (targetId: number, version: number) => ({
      update: await server.request('PUT', `/admin-users/${targetId}`, {
        token: manager.token,
        body: { name: 'Renamed', version },
      }),
      reset: await server.request('POST', `/admin-users/${targetId}/reset-password`, {
        token: manager.token,
        body: { newPassword: 'Taken-over-999!' },
      }),
      deactivate: await server.request('POST', `/admin-users/${targetId}/deactivate`, {
        token: manager.token,
        body: {},
      }),
      revoke: await server.request('POST', `/admin-users/${targetId}/revoke-sessions`, {
        token: manager.token,
        body: {},
      }),
    });

    const refused = await tryAll(power.admin.id, 1);
    for (const answer of Object.values(refused)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        rule: 'adminUser.morePowerful',
        params: { permissions: 'levels:write' },
      });
    }
    const [untouched] = await server.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, power.admin.id));
    expect(untouched).toMatchObject({ name: power.admin.name, isActive: true, version: 1 });
    expect(untouched?.passwordHash).toBe(power.admin.passwordHash);
    expect((await server.request('GET', '/auth/me', { token: power.token })).status).toBe(200);

    const peer = await server.signIn({ permissions: ['goals:read', 'goals:write'] });
    const allowed = await tryAll(peer.admin.id, 1);
    expect(allowed.update.status).toBe(200);
    expect(allowed.reset.status).toBe(200);
    expect(allowed.deactivate.status).toBe(200);
    expect(allowed.revoke.status).toBe(200);
  });

  it('refuses a weak password when creating an admin or resetting one', async () => {
    const weakCreate = await server.request<{ details: { path: string; message: string }[] }>(
      'POST',
      '/admin-users',
      { token: root.token, body: { name: 'Weak', username: 'weak_one', password: 'password' } },
    );
    expect(weakCreate.status).toBe(400);
    expect(weakCreate.body.details).toEqual([{ path: 'password', message: weakPasswordMessage }]);
    const target = await server.signIn();
    const weakReset = await server.request<{ details: { path: string; message: string }[] }>(
      'POST',
      `/admin-users/${target.admin.id}/reset-password`,
      { token: root.token, body: { newPassword: 'Password' } },
    );
    expect(weakReset.status).toBe(400);
    expect(weakReset.body.details).toEqual([{ path: 'newPassword', message: weakPasswordMessage }]);
    expect((await server.request('GET', '/auth/me', { token: target.token })).status).toBe(200);
  });

  it("refuses a password that leans on the admin's own username or name", async () => {
    const create = await server.request<{ details: { path: string; message: string }[] }>(
      'POST',
      '/admin-users',
      {
        token: root.token,
        body: { name: 'Maria Lopez', username: 'mlopez', password: 'mlopez-2024!' },
      },
    );
    expect(create.status).toBe(400);
    expect(create.body.details).toEqual([{ path: 'password', message: weakPasswordMessage }]);

    const target = await server.signIn({ username: 'dkowalski', name: 'Dorota Kowalski' });
    const reset = await server.request<{ details: { path: string; message: string }[] }>(
      'POST',
      `/admin-users/${target.admin.id}/reset-password`,
      { token: root.token, body: { newPassword: 'Dorota.Kowalski-7' } },
    );
    expect(reset.status).toBe(400);
    expect(reset.body.details).toEqual([{ path: 'newPassword', message: weakPasswordMessage }]);
    // Refused before anything changed: the target's session and password stand.
    expect((await server.request('GET', '/auth/me', { token: target.token })).status).toBe(200);
    const login = await server.request('POST', '/auth/login', {
      body: { username: 'dkowalski', password: target.password },
    });
    expect(login.status).toBe(200);
  });

  it('reset password and revoke sessions end the target sessions', async () => {
    const target = await server.signIn();
    const reset = await server.request('POST', `/admin-users/${target.admin.id}/reset-password`, {
      token: root.token,
      body: { newPassword: 'reset-by-root-1', reason: 'forgot it' },
    });
    expect(reset.status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: target.token })).status).toBe(401);
    const login = await server.request<Envelope<{ token: string }>>('POST', '/auth/login', {
      body: { username: target.admin.username, password: 'reset-by-root-1' },
    });
    expect(login.status).toBe(200);
    const revoke = await server.request<Envelope<{ revokedSessions: number }>>(
      'POST',
      `/admin-users/${target.admin.id}/revoke-sessions`,
      { token: root.token, body: {} },
    );
    expect(revoke.body.data.revokedSessions).toBe(1);
    expect((await server.request('GET', '/auth/me', { token: login.body.data.token })).status).toBe(
      401,
    );
    expect((await auditRowsFor(target.admin.id)).map((row) => [row.action, row.reason])).toEqual([
      ['resetPassword', 'forgot it'],
      ['revokeSessions', null],
    ]);
    // The security log says who did it to the admin, by the name they had then.
    const byRoot = { by: root.admin.id, byUsername: root.admin.username };
    expect(
      await securityDetailsFor(target.admin.id, ['password.reset', 'sessions.revoked']),
    ).toEqual([
      { type: 'password.reset', details: { ...byRoot, reason: 'forgot it', revokedSessions: 1 } },
      { type: 'sessions.revoked', details: { ...byRoot, reason: null, revokedSessions: 1 } },
    ]);
  });

  it('deactivates and activates, ending sessions on deactivation', async () => {
    const target = await server.signIn();
    const off = await server.request<Envelope<AdminUser>>(
      'POST',
      `/admin-users/${target.admin.id}/deactivate`,
      { token: root.token, body: { reason: 'left the team' } },
    );
    expect(off.body.data).toMatchObject({ isActive: false, version: 2 });
    expect((await server.request('GET', '/auth/me', { token: target.token })).status).toBe(401);
    const on = await server.request<Envelope<AdminUser>>(
      'POST',
      `/admin-users/${target.admin.id}/activate`,
      { token: root.token, body: {} },
    );
    expect(on.body.data).toMatchObject({ isActive: true, version: 3 });
    expect(await securityDetailsFor(target.admin.id, ['sessions.revoked'])).toEqual([
      {
        type: 'sessions.revoked',
        details: {
          by: root.admin.id,
          byUsername: root.admin.username,
          cause: 'deactivated',
          reason: 'left the team',
          revokedSessions: 1,
        },
      },
    ]);
    const self = await server.request('POST', `/admin-users/${root.admin.id}/deactivate`, {
      token: root.token,
      body: {},
    });
    expect(self.status).toBe(409);
    const missing = await server.request('POST', '/admin-users/424242/deactivate', {
      token: root.token,
      body: {},
    });
    expect(missing.status).toBe(404);
  });

  it('writes the audit row in the transaction of the change: a failed write leaves none', async () => {
    const { admin } = await server.createAdmin({ name: 'Rollback target' });
    await expect(
      server.db.transaction(async (tx) => {
        await tx.update(adminUsers).set({ name: 'Changed' }).where(eq(adminUsers.id, admin.id));
        await audit(
          tx,
          { actor: root.admin, ip: '127.0.0.1' },
          {
            action: 'update',
            resource: 'adminUsers',
            recordId: admin.id,
            before: { name: 'Rollback target' },
            after: { name: 'Changed' },
          },
        );
        await tx.insert(adminUsers).values({
          name: 'Duplicate',
          username: admin.username,
          passwordHash: 'x',
        });
      }),
    ).rejects.toThrow();
    expect(await auditRowsFor(admin.id)).toEqual([]);
    expect(await get(admin.id)).toMatchObject({ name: 'Rollback target', version: 1 });
  });

  it('lists the audit trail and security events for super users only', async () => {
    const trail = await server.request<
      Envelope<{ items: { action: string; actorUsername: string | null }[] }>
    >('GET', '/audit-logs', {
      token: root.token,
      query: { resource: 'adminUsers', action: 'create', pageSize: 5 },
    });
    expect(trail.status).toBe(200);
    expect(trail.body.data.items.length).toBeGreaterThan(0);
    expect(trail.body.data.items.every((item) => item.action === 'create')).toBe(true);
    expect(trail.body.data.items[0]?.actorUsername).toBe('root_admin');

    const future = await server.request<Envelope<{ total: number }>>('GET', '/audit-logs', {
      token: root.token,
      query: { from: '2999-01-01T00:00:00Z' },
    });
    expect(future.body.data.total).toBe(0);
    const byActor = await server.request<Envelope<{ items: { actorId: number | null }[] }>>(
      'GET',
      '/audit-logs',
      { token: root.token, query: { actorId: root.admin.id, to: new Date().toISOString() } },
    );
    expect(byActor.body.data.items.length).toBeGreaterThan(0);
    expect(byActor.body.data.items.every((item) => item.actorId === root.admin.id)).toBe(true);
    const badDate = await server.request('GET', '/audit-logs', {
      token: root.token,
      query: { from: 'yesterday' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toMatchObject({ details: [{ path: 'from' }] });

    const events = await server.request<Envelope<{ items: { type: string }[] }>>(
      'GET',
      '/security-events',
      { token: root.token, query: { type: 'login.succeeded' } },
    );
    expect(events.status).toBe(200);
    expect(events.body.data.items.length).toBeGreaterThan(0);
    expect(events.body.data.items.every((item) => item.type === 'login.succeeded')).toBe(true);
  });

  it('lets every admin edit their own profile with a version', async () => {
    const me = await server.signIn({ name: 'Plain Admin' });
    const profile = await server.request<Envelope<{ version: number; name: string }>>(
      'GET',
      '/settings/profile',
      { token: me.token },
    );
    expect(profile.body.data).toMatchObject({ name: 'Plain Admin', version: 1 });
    const saved = await server.request<Envelope<{ name: string; version: number }>>(
      'PUT',
      '/settings/profile',
      { token: me.token, body: { name: 'Renamed', username: me.admin.username, version: 1 } },
    );
    expect(saved.body.data).toMatchObject({ name: 'Renamed', version: 2 });
    const stale = await server.request('PUT', '/settings/profile', {
      token: me.token,
      body: { name: 'Again', username: me.admin.username, version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('saves a profile field on its own, leaving a stored username from before the rules as it is', async () => {
    // A first admin bootstrapped before the server checked CONSOLE_ADMIN_USERNAME.
    const me = await server.signIn({ name: 'First Admin', username: 'qa' });
    const renamed = await server.request<Envelope<{ name: string; username: string }>>(
      'PUT',
      '/settings/profile',
      { token: me.token, body: { name: 'Quinn', version: 1 } },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Quinn', username: 'qa', version: 2 });
    const tooShort = await server.request<{ details: { path: string }[] }>(
      'PUT',
      '/settings/profile',
      { token: me.token, body: { username: 'qb', version: 2 } },
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.details.map((detail) => detail.path)).toEqual(['username']);
    const audit = await auditRowsFor(me.admin.id);
    expect(audit.find((row) => row.action === 'updateProfile')).toMatchObject({
      action: 'updateProfile',
      before: { name: 'First Admin', username: 'qa' },
      after: { name: 'Quinn', username: 'qa' },
    });
  });
});
