import type { Goal } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { challenges } from '../../db/schema';
import { auditRowsOf, type Envelope } from '../testing';

describe.each(testDatabases())('goals ($name)', (database) => {
  let server: TestServer;
  let writer: string;
  let reader: string;

  const createGoal = async (body: Record<string, unknown>) =>
    server.request<Envelope<Goal>>('POST', '/goals', { token: writer, body });

  beforeAll(async () => {
    server = await createTestServer({ database });
    writer = (await server.signIn({ permissions: ['goals:read', 'goals:write'] })).token;
    reader = (await server.signIn({ permissions: ['goals:read'] })).token;
  });
  afterAll(() => server.close());

  it('creates, reads, lists, updates and deletes a goal, auditing each change', async () => {
    const created = await createGoal({ title: 'Run a 5k', category: 'fitness', icon: 'run' });
    expect(created.status).toBe(201);
    const goal = created.body.data;
    expect(goal).toMatchObject({ title: 'Run a 5k', description: '', isActive: true, version: 1 });

    const read = await server.request<Envelope<Goal>>('GET', `/goals/${goal.id}`, {
      token: reader,
    });
    expect(read.body.data).toEqual(goal);

    const list = await server.request<Envelope<{ items: Goal[]; total: number }>>('GET', '/goals', {
      token: reader,
      query: { q: 'run', isActive: 'true' },
    });
    expect(list.body.data.items.map((item) => item.id)).toContain(goal.id);

    const updated = await server.request<Envelope<Goal>>('PUT', `/goals/${goal.id}`, {
      token: writer,
      body: { title: 'Run a 10k', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'Run a 10k',
      category: 'fitness',
      version: 2,
    });

    const deleted = await server.request('DELETE', `/goals/${goal.id}`, {
      token: writer,
      query: { version: 2 },
    });
    expect(deleted.status).toBe(200);
    expect((await server.request('GET', `/goals/${goal.id}`, { token: reader })).status).toBe(404);

    const audit = await auditRowsOf(server.db, 'goals', goal.id);
    expect(audit.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[1]?.before).toMatchObject({ title: 'Run a 5k' });
    expect(audit[1]?.after).toMatchObject({ title: 'Run a 10k' });
  });

  it('rejects bad input and unknown fields with per-field details, writing nothing', async () => {
    const before = await auditRowsOf(server.db, 'goals');
    const bad = await createGoal({ title: '', category: 'x', color: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const paths = bad.body.details?.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'color']));
    const badSort = await server.request('GET', '/goals', {
      token: reader,
      query: { sort: 'secret:asc' },
    });
    expect(badSort.status).toBe(400);
    expect(await auditRowsOf(server.db, 'goals')).toHaveLength(before.length);
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const goal = (await createGoal({ title: 'Read', category: 'mind' })).body.data;
    await server.request('PUT', `/goals/${goal.id}`, {
      token: writer,
      body: { title: 'Read more', version: 1 },
    });
    const auditCount = (await auditRowsOf(server.db, 'goals', goal.id)).length;
    const stale = await server.request<Envelope<null>>('PUT', `/goals/${goal.id}`, {
      token: writer,
      body: { title: 'Overwritten', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    const staleDelete = await server.request('DELETE', `/goals/${goal.id}`, {
      token: writer,
      query: { version: 1 },
    });
    expect(staleDelete.status).toBe(409);
    const current = await server.request<Envelope<Goal>>('GET', `/goals/${goal.id}`, {
      token: reader,
    });
    expect(current.body.data).toMatchObject({ title: 'Read more', version: 2 });
    expect(await auditRowsOf(server.db, 'goals', goal.id)).toHaveLength(auditCount);
  });

  it('answers an update that changes nothing with the record as it is, writing nothing', async () => {
    const goal = (await createGoal({ title: 'Stretch', category: 'body', icon: 'yoga' })).body.data;
    for (const body of [
      { version: 1 },
      { title: 'Stretch', category: 'body', icon: 'yoga', isActive: true, version: 1 },
    ]) {
      const unchanged = await server.request<Envelope<Goal>>('PUT', `/goals/${goal.id}`, {
        token: writer,
        body,
      });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.data).toEqual(goal);
    }
    const stored = await server.request<Envelope<Goal>>('GET', `/goals/${goal.id}`, {
      token: reader,
    });
    expect(stored.body.data).toEqual(goal);
    expect((await auditRowsOf(server.db, 'goals', goal.id)).map((row) => row.action)).toEqual([
      'create',
    ]);

    await server.request('PUT', `/goals/${goal.id}`, {
      token: writer,
      body: { title: 'Stretch daily', version: 1 },
    });
    const staleNoOp = await server.request<Envelope<null>>('PUT', `/goals/${goal.id}`, {
      token: writer,
      body: { version: 1 },
    });
    expect(staleNoOp.status).toBe(409);
    expect(staleNoOp.body.code).toBe('CONFLICT');
  });

  it('answers 404 for an unknown goal', async () => {
    const missing = await server.request('PUT', '/goals/999999', {
      token: writer,
      body: { title: 'x', version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses to delete a goal that still has challenges (409) and keeps it', async () => {
    const goal = (await createGoal({ title: 'Sleep', category: 'health' })).body.data;
    await server.db.insert(challenges).values({
      goalId: goal.id,
      title: 'Bed by 11',
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 7,
    });
    const refused = await server.request<Envelope<null>>('DELETE', `/goals/${goal.id}`, {
      token: writer,
      query: { version: goal.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'This goal still has 1 challenge. Delete it or move it to another goal first.',
      rule: 'goal.hasChallenges',
      params: { count: 1 },
    });
    expect((await server.request('GET', `/goals/${goal.id}`, { token: reader })).status).toBe(200);
    expect((await auditRowsOf(server.db, 'goals', goal.id)).map((row) => row.action)).toEqual([
      'create',
    ]);
  });

  it('reorders every goal in one transaction and refuses an incomplete list', async () => {
    const all = await server.request<Envelope<{ items: Goal[] }>>('GET', '/goals', {
      token: reader,
      query: { pageSize: 100 },
    });
    const ids = all.body.data.items.map((goal) => goal.id);
    const reversed = [...ids].reverse();
    const reordered = await server.request<Envelope<Goal[]>>('POST', '/goals/reorder', {
      token: writer,
      body: { ids: reversed },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((goal) => goal.id)).toEqual(reversed);
    expect(reordered.body.data.map((goal) => goal.sortOrder)).toEqual(
      reversed.map((_, index) => index),
    );

    const partial = await server.request('POST', '/goals/reorder', {
      token: writer,
      body: { ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(409);
    expect(partial.body).toMatchObject({ rule: 'reorder.stale' });
    const duplicate = await server.request('POST', '/goals/reorder', {
      token: writer,
      body: { ids: [reversed[0], reversed[0]] },
    });
    expect(duplicate.status).toBe(400);
  });

  it('denies writes to a reader and everything to an admin without goals permissions', async () => {
    const denied = await server.request('POST', '/goals', {
      token: reader,
      body: { title: 'x', category: 'y' },
    });
    expect(denied.status).toBe(403);
    const stranger = (await server.signIn({ permissions: ['faq:read'] })).token;
    expect((await server.request('GET', '/goals', { token: stranger })).status).toBe(403);
    expect((await server.request('GET', '/goals')).status).toBe(401);
  });

  it('searches for every word anywhere in the title or the category, any case, wildcards literal', async () => {
    const eat = (await createGoal({ title: 'Eat healthier', category: 'Nutrition' })).body.data;
    const percent = (await createGoal({ title: '100% focus', category: 'mind' })).body.data;
    const found = async (q: string) =>
      (
        await server.request<Envelope<{ items: Goal[] }>>('GET', '/goals', {
          token: reader,
          query: { q, pageSize: 100 },
        })
      ).body.data.items.map((goal) => goal.id);
    expect(await found('healthier')).toEqual([eat.id]);
    expect(await found('HEALTH eat')).toEqual([eat.id]);
    expect(await found('healthier nutrition')).toEqual([eat.id]);
    expect(await found('trit')).toEqual([eat.id]);
    expect(await found('healthier mind')).toEqual([]);
    expect(await found('0%')).toEqual([percent.id]);
    expect(await found('0_')).toEqual([]);
  });

  it('places a goal at a taken position: the others move along, each moved one with a new version and a reorder audit row', async () => {
    const listAll = async () =>
      (
        await server.request<Envelope<{ items: Goal[] }>>('GET', '/goals', {
          token: reader,
          query: { pageSize: 100, sort: 'sortOrder:asc' },
        })
      ).body.data.items;
    const ids = (goals: readonly Goal[]) => goals.map((goal) => goal.id);
    const positions = (goals: readonly Goal[]) => goals.map((goal) => goal.sortOrder);
    const dense = (goals: readonly Goal[]) => goals.map((_, index) => index);
    const versionOf = (goals: readonly Goal[], id: number) =>
      goals.find((goal) => goal.id === id)?.version;
    await server.request('POST', '/goals/reorder', {
      token: writer,
      body: { ids: ids(await listAll()) },
    });
    const before = await listAll();
    expect(positions(before)).toEqual(dense(before));

    // POST with a taken position: it goes there, every goal from there on moves one down.
    const created = await createGoal({ title: 'First of all', category: 'order', sortOrder: 0 });
    expect(created.body.data.sortOrder).toBe(0);
    const afterCreate = await listAll();
    expect(ids(afterCreate)).toEqual([created.body.data.id, ...ids(before)]);
    expect(positions(afterCreate)).toEqual(dense(afterCreate));
    for (const goal of before) {
      expect(versionOf(afterCreate, goal.id)).toBe(goal.version + 1);
    }

    // PUT with a taken position: the last goal to position 1; the ones between move down.
    const last = afterCreate.at(-1) as Goal;
    const moved = await server.request<Envelope<Goal>>('PUT', `/goals/${last.id}`, {
      token: writer,
      body: { sortOrder: 1, version: last.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ sortOrder: 1, version: last.version + 1 });
    const afterUpdate = await listAll();
    const [head, ...rest] = ids(afterCreate).filter((id) => id !== last.id);
    expect(ids(afterUpdate)).toEqual([head, last.id, ...rest]);
    expect(positions(afterUpdate)).toEqual(dense(afterUpdate));
    expect(versionOf(afterUpdate, created.body.data.id)).toBe(created.body.data.version);
    for (const id of rest) {
      expect(versionOf(afterUpdate, id)).toBe((versionOf(afterCreate, id) as number) + 1);
    }
    const reorder = (await auditRowsOf(server.db, 'goals')).find((row) => row.action === 'reorder');
    expect(reorder).toMatchObject({
      before: { ids: [head, ...rest, last.id] },
      after: { ids: ids(afterUpdate) },
    });
    expect((await auditRowsOf(server.db, 'goals', last.id))[0]).toMatchObject({
      action: 'update',
      before: { sortOrder: afterCreate.length - 1 },
      after: { sortOrder: 1 },
    });

    // A position beyond the end is the end.
    const far = await server.request<Envelope<Goal>>('PUT', `/goals/${head}`, {
      token: writer,
      body: { sortOrder: 100_000, version: versionOf(afterUpdate, head as number) },
    });
    expect(far.body.data.sortOrder).toBe(afterUpdate.length - 1);
    const afterFar = await listAll();
    expect(ids(afterFar).at(-1)).toBe(head);
    expect(positions(afterFar)).toEqual(dense(afterFar));
  });

  it('filters by the whole category whatever its case', async () => {
    const flexibility = (await createGoal({ title: 'Touch your toes', category: 'Flexibility' }))
      .body.data;
    await createGoal({ title: 'Splits', category: 'Flexibility drills' });
    for (const category of ['flexibility', 'FLEXIBILITY', 'Flexibility']) {
      const list = await server.request<Envelope<{ items: Goal[] }>>('GET', '/goals', {
        token: reader,
        query: { category },
      });
      expect(list.body.data.items.map((goal) => goal.id)).toEqual([flexibility.id]);
    }
  });
});
