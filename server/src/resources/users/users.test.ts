import { createHash } from 'node:crypto';
import type {
  AppUser,
  AppUserBulkMatch,
  AppUserBulkResult,
  AppUserDetail,
  AppUserStats,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { appUsers, auditLogs } from '../../db/schema';
import { auditRowsOf, type Envelope } from '../testing';
import { planTransition } from './service';

describe('planTransition', () => {
  it('applies allowed transitions, skips no-ops and refuses leaving "banned" other than by unban', () => {
    expect(planTransition('ban', 'active')).toEqual({ kind: 'apply', to: 'banned' });
    expect(planTransition('ban', 'inactive')).toEqual({ kind: 'apply', to: 'banned' });
    expect(planTransition('ban', 'banned')).toEqual({
      kind: 'skip',
      message: 'User is already banned',
      rule: 'status.unchanged',
      params: { resource: 'appUsers', status: 'banned' },
    });
    expect(planTransition('unban', 'banned')).toEqual({ kind: 'apply', to: 'active' });
    expect(planTransition('unban', 'active')).toEqual({
      kind: 'skip',
      message: 'User is not banned',
      rule: 'appUser.notBanned',
    });
    expect(planTransition('activate', 'inactive')).toEqual({ kind: 'apply', to: 'active' });
    expect(planTransition('activate', 'banned').kind).toBe('refuse');
    expect(planTransition('deactivate', 'active')).toEqual({ kind: 'apply', to: 'inactive' });
    expect(planTransition('deactivate', 'inactive').kind).toBe('skip');
    expect(planTransition('deactivate', 'banned').kind).toBe('refuse');
  });
});

/** Which users these are, as the contract describes the stamp (computed here independently). */
const stampOf = (ids: readonly (number | undefined)[]) =>
  createHash('sha256')
    .update(
      [...ids]
        .map(Number)
        .sort((a, b) => a - b)
        .map((id) => `${id}\n`)
        .join(''),
    )
    .digest('hex');

const alice = { username: 'alice', fullName: 'Alice Liddell' };
const bob = { username: 'bob', fullName: 'Bob Builder' };

describe.each(testDatabases())('app users ($name)', (database) => {
  let server: TestServer;
  let superToken: string;
  let superAdmin: { id: number; name: string; username: string };
  let ids: Record<string, number>;

  const get = (id: number) =>
    server.request<Envelope<AppUserDetail>>('GET', `/users/${id}`, { token: superToken });
  const post = <T>(path: string, body: unknown) =>
    server.request<Envelope<T>>('POST', path, { token: superToken, body });
  const bulkMatchOf = async (query: Record<string, string>) => {
    const answer = await server.request<Envelope<AppUserBulkMatch>>('GET', '/users/bulk-match', {
      token: superToken,
      query,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await createTestServer({ database });
    const signedIn = await server.signIn({ isSuperUser: true, name: 'Grace Hopper' });
    superToken = signedIn.token;
    superAdmin = {
      id: signedIn.admin.id,
      name: signedIn.admin.name,
      username: signedIn.admin.username,
    };
    const rows = await server.db
      .insert(appUsers)
      .values([
        {
          username: 'alice',
          email: 'alice@example.com',
          firstName: 'Alice',
          lastName: 'Liddell',
          verified: true,
        },
        {
          username: 'bob',
          email: 'bob@example.com',
          firstName: 'Bob',
          lastName: 'Builder',
          status: 'inactive',
        },
        {
          username: 'carol',
          email: 'carol@example.com',
          firstName: 'Carol',
          lastName: 'Danvers',
          status: 'banned',
          role: 'moderator',
        },
        {
          username: 'dave',
          email: 'dave@example.com',
          firstName: 'Dave',
          lastName: 'Grohl',
          createdAt: new Date('2020-01-15T10:00:00Z'),
        },
      ])
      .returning();
    ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
  });
  afterAll(() => server.close());

  it('is for super users only', async () => {
    const admin = (
      await server.signIn({ permissions: ['users:read', 'users:write', 'adminUsers:read'] })
    ).token;
    expect((await server.request('GET', '/users', { token: admin })).status).toBe(403);
    expect(
      (
        await server.request('POST', `/users/${ids.alice}/ban`, {
          token: admin,
          body: { reason: 'spam', version: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('lists with filters, prefix search and sorting', async () => {
    const list = (query: Record<string, string>) =>
      server.request<Envelope<{ items: AppUser[]; total: number }>>('GET', '/users', {
        token: superToken,
        query,
      });
    expect((await list({ status: 'banned' })).body.data.items.map((user) => user.username)).toEqual(
      ['carol'],
    );
    expect((await list({ verified: 'true' })).body.data.total).toBe(1);
    expect((await list({ role: 'moderator' })).body.data.items[0]?.fullName).toBe('Carol Danvers');
    expect((await list({ q: 'BU' })).body.data.items.map((user) => user.username)).toEqual(['bob']);
    // Several words: the full name as the list shows it.
    expect((await list({ q: 'bob build' })).body.data.items.map((user) => user.username)).toEqual([
      'bob',
    ]);
    expect((await list({ q: 'Carol Builder' })).body.data.total).toBe(0);
    expect(
      (await list({ createdTo: '2020-01-15' })).body.data.items.map((user) => user.username),
    ).toEqual(['dave']);
    expect((await list({ createdFrom: '2020-01-16' })).body.data.total).toBe(3);
    expect(
      (await list({ sort: 'username:desc' })).body.data.items.map((user) => user.username),
    ).toEqual(['dave', 'carol', 'bob', 'alice']);
    const bad = await list({ status: 'deleted', createdFrom: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['status', 'createdFrom']),
    );
  });

  it('counts per status and new today', async () => {
    const stats = await server.request<Envelope<AppUserStats>>('GET', '/users/stats', {
      token: superToken,
    });
    expect(stats.body.data).toEqual({
      total: 4,
      newToday: 3,
      byStatus: { active: 2, inactive: 1, banned: 1 },
      verified: 1,
      unverified: 3,
    });
  });

  it('bans with a required reason kept in the audit row and the status history', async () => {
    const noReason = await post(`/users/${ids.alice}/ban`, { version: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details?.[0]?.path).toBe('reason');
    const banned = await post<AppUser>(`/users/${ids.alice}/ban`, {
      reason: 'Spamming other users',
      version: 1,
    });
    expect(banned.status).toBe(200);
    expect(banned.body.data).toMatchObject({ status: 'banned', version: 2 });
    const [row] = await auditRowsOf(server.db, 'appUsers', ids.alice as number);
    expect(row).toMatchObject({ action: 'ban', reason: 'Spamming other users' });
    expect(row?.before).toMatchObject({ status: 'active' });
    const detail = await get(ids.alice as number);
    expect(detail.body.data.statusHistory).toEqual([
      expect.objectContaining({
        action: 'ban',
        from: 'active',
        to: 'banned',
        reason: 'Spamming other users',
        actorId: superAdmin.id,
        actor: superAdmin,
      }),
    ]);

    const again = await post(`/users/${ids.alice}/ban`, { reason: 'Again please', version: 2 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'User is already banned',
      rule: 'status.unchanged',
      params: { resource: 'appUsers', status: 'banned' },
    });
    const activate = await post(`/users/${ids.alice}/activate`, { version: 2 });
    expect(activate.status).toBe(409);
    expect(activate.body).toMatchObject({
      message: 'A banned user must be unbanned first',
      rule: 'appUser.bannedFirst',
    });
    const stale = await post(`/users/${ids.alice}/unban`, { version: 1 });
    expect(stale.status).toBe(409);
    expect((await get(ids.alice as number)).body.data.status).toBe('banned');
    const unbanned = await post<AppUser>(`/users/${ids.alice}/unban`, { version: 2 });
    expect(unbanned.body.data.status).toBe('active');
  });

  it('keeps older trail rows readable: a system change, a removed admin, an unknown status left out', async () => {
    const id = String(ids.dave);
    await server.db.insert(auditLogs).values([
      {
        actorId: null,
        action: 'deactivate',
        resource: 'appUsers',
        recordId: id,
        before: { status: 'active' },
        after: { status: 'inactive' },
        reason: 'Dormant account',
        at: new Date('2024-01-01T10:00:00Z'),
      },
      {
        actorId: 987_654,
        action: 'activate',
        resource: 'appUsers',
        recordId: id,
        before: { status: 'inactive' },
        after: { status: 'active' },
        at: new Date('2024-02-01T10:00:00Z'),
      },
      {
        actorId: superAdmin.id,
        action: 'ban',
        resource: 'appUsers',
        recordId: id,
        before: { status: 'active' },
        after: { status: 'suspended' },
        at: new Date('2024-03-01T10:00:00Z'),
      },
    ]);
    const history = (await get(ids.dave as number)).body.data.statusHistory;
    expect(history).toEqual([
      {
        action: 'activate',
        from: 'inactive',
        to: 'active',
        reason: null,
        actorId: 987_654,
        actor: null,
        at: '2024-02-01T10:00:00.000Z',
      },
      {
        action: 'deactivate',
        from: 'active',
        to: 'inactive',
        reason: 'Dormant account',
        actorId: null,
        actor: null,
        at: '2024-01-01T10:00:00.000Z',
      },
    ]);
  });

  it('updates profile fields, refusing a taken email with a field detail and unknown fields', async () => {
    const bob = (await get(ids.bob as number)).body.data;
    const taken = await server.request<Envelope<null>>('PUT', `/users/${bob.id}`, {
      token: superToken,
      body: { email: 'ALICE@example.com', version: bob.version },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([
      { path: 'email', message: 'Email is already in use', rule: 'email.taken' },
    ]);
    const takenName = await server.request('PUT', `/users/${bob.id}`, {
      token: superToken,
      body: { username: 'Alice', version: bob.version },
    });
    expect(takenName.body).toMatchObject({
      message: 'Username is already taken',
      rule: 'username.taken',
      details: [{ path: 'username', message: 'Username is already taken', rule: 'username.taken' }],
    });
    const status = await server.request('PUT', `/users/${bob.id}`, {
      token: superToken,
      body: { status: 'active', version: bob.version },
    });
    expect(status.status).toBe(400);
    const updated = await server.request<Envelope<AppUser>>('PUT', `/users/${bob.id}`, {
      token: superToken,
      body: { role: 'premium', verified: true, version: bob.version },
    });
    expect(updated.body.data).toMatchObject({
      role: 'premium',
      verified: true,
      version: bob.version + 1,
    });
    expect((await server.request('GET', '/users/424242', { token: superToken })).status).toBe(404);
  });

  it('bulk-deactivates a list of ids with per-item results: done, skipped, failed', async () => {
    const before = (await auditRowsOf(server.db, 'appUsers')).length;
    const missingReason = await post('/users/bulk', { action: 'deactivate', ids: [ids.alice] });
    expect(missingReason.status).toBe(400);
    const result = await post<AppUserBulkResult>('/users/bulk', {
      action: 'deactivate',
      reason: 'Spring cleaning',
      ids: [ids.alice, ids.bob, ids.carol, 987654],
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      action: 'deactivate',
      done: 1,
      skipped: 1,
      failed: 2,
      results: [
        { id: ids.alice, user: alice, outcome: 'done' },
        {
          id: ids.bob,
          user: bob,
          outcome: 'skipped',
          message: 'User is already inactive',
          rule: 'status.unchanged',
          params: { resource: 'appUsers', status: 'inactive' },
        },
        {
          id: ids.carol,
          user: { username: 'carol', fullName: 'Carol Danvers' },
          outcome: 'failed',
          message: 'A banned user must be unbanned first',
          rule: 'appUser.bannedFirst',
        },
        {
          id: 987654,
          outcome: 'failed',
          message: 'User not found',
          rule: 'record.notFound',
          params: { resource: 'appUsers' },
        },
      ],
    });
    const audit = await auditRowsOf(server.db, 'appUsers');
    expect(audit.length).toBe(before + 1);
    expect(audit[0]).toMatchObject({
      action: 'deactivate',
      recordId: String(ids.alice),
      reason: 'Spring cleaning',
    });
  });

  it('refuses "all matching" when the matching users are not the number confirmed, changing nothing', async () => {
    // The admin confirmed one inactive user; another change made a second one match meanwhile.
    const changed = await post('/users/bulk', {
      action: 'activate',
      filter: { status: 'inactive' },
      expectedTotal: 1,
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      rule: 'bulk.matchChanged',
      params: { expected: 1, actual: 2 },
    });
    const inactive = await server.request<Envelope<{ total: number }>>('GET', '/users', {
      token: superToken,
      query: { status: 'inactive' },
    });
    expect(inactive.body.data.total).toBe(2);
    // The confirmed count is part of "all matching", and only of it.
    const withoutCount = await post('/users/bulk', {
      action: 'activate',
      filter: { status: 'inactive' },
    });
    expect(withoutCount.status).toBe(400);
    const countWithIds = await post('/users/bulk', {
      action: 'activate',
      ids: [ids.bob],
      expectedTotal: 1,
    });
    expect(countWithIds.status).toBe(400);
  });

  it('says which users match a filter: how many, and the stamp of their ids in ascending order', async () => {
    const match = await bulkMatchOf({ status: 'inactive' });
    expect(match).toEqual({ total: 2, stamp: stampOf([ids.alice, ids.bob]) });
    expect(await bulkMatchOf({ status: 'banned', role: 'moderator' })).toEqual({
      total: 1,
      stamp: stampOf([ids.carol]),
    });
    expect(await bulkMatchOf({ q: 'nobody-matches' })).toEqual({ total: 0, stamp: stampOf([]) });
    const unknown = await server.request('GET', '/users/bulk-match', {
      token: superToken,
      query: { status: 'inactive', page: '2' },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses "all matching" when others match, as many as confirmed, changing nothing', async () => {
    const { stamp } = await bulkMatchOf({ status: 'inactive' });
    const auditBefore = (await auditRowsOf(server.db, 'appUsers')).length;
    // Meanwhile another change swaps one of them for another user: still two match.
    const setStatus = (id: number | undefined, status: 'active' | 'inactive') =>
      server.db
        .update(appUsers)
        .set({ status })
        .where(eq(appUsers.id, id ?? 0));
    await setStatus(ids.bob, 'active');
    await setStatus(ids.dave, 'inactive');
    try {
      const swapped = await post('/users/bulk', {
        action: 'activate',
        filter: { status: 'inactive' },
        expectedTotal: 2,
        expectedStamp: stamp,
      });
      expect(swapped.status).toBe(409);
      expect(swapped.body).toMatchObject({
        message:
          'The users matching the filter changed: still 2, but not the users confirmed; nothing was changed',
        rule: 'bulk.matchChanged',
        // What the client needs to ask again for the users matching now.
        params: { expected: 2, actual: 2, stamp: stampOf([ids.alice, ids.dave]) },
      });
      const statuses = await server.db
        .select({ id: appUsers.id, status: appUsers.status })
        .from(appUsers)
        .where(inArray(appUsers.id, [ids.alice, ids.bob, ids.dave].map(Number)));
      expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
        [String(ids.alice)]: 'inactive',
        [String(ids.bob)]: 'active',
        [String(ids.dave)]: 'inactive',
      });
      expect((await auditRowsOf(server.db, 'appUsers')).length).toBe(auditBefore);
      // A count that differs is said with both counts, and also carries the stamp of now.
      const fewer = await post('/users/bulk', {
        action: 'activate',
        filter: { status: 'inactive' },
        expectedTotal: 3,
        expectedStamp: stamp,
      });
      expect(fewer.status).toBe(409);
      expect(fewer.body).toMatchObject({
        params: { expected: 3, actual: 2, stamp: stampOf([ids.alice, ids.dave]) },
      });
    } finally {
      await setStatus(ids.bob, 'inactive');
      await setStatus(ids.dave, 'active');
    }
    // The stamp belongs to "all matching", and only to it; it is a SHA-256 in hex.
    const stampWithIds = await post('/users/bulk', {
      action: 'activate',
      ids: [ids.bob],
      expectedStamp: stamp,
    });
    expect(stampWithIds.status).toBe(400);
    const notAStamp = await post('/users/bulk', {
      action: 'activate',
      filter: { status: 'inactive' },
      expectedTotal: 2,
      expectedStamp: 'abc',
    });
    expect(notAStamp.status).toBe(400);
  });

  it('bulk-activates all users matching a filter', async () => {
    const { stamp } = await bulkMatchOf({ status: 'inactive' });
    const result = await post<AppUserBulkResult>('/users/bulk', {
      action: 'activate',
      filter: { status: 'inactive' },
      expectedTotal: 2,
      expectedStamp: stamp,
    });
    expect(result.body.data.done).toBe(2);
    // Users the admin may never have seen in the list: the report names them from the answer.
    expect(result.body.data.results).toEqual([
      { id: ids.alice, user: alice, outcome: 'done' },
      { id: ids.bob, user: bob, outcome: 'done' },
    ]);
    const inactive = await server.request<Envelope<{ total: number }>>('GET', '/users', {
      token: superToken,
      query: { status: 'inactive' },
    });
    expect(inactive.body.data.total).toBe(0);
    const neither = await post('/users/bulk', { action: 'activate' });
    expect(neither.status).toBe(400);
  });
});
