import type { Challenge, ChallengeOverview, ChallengeSearchHit, Goal } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { challenges } from '../../db/schema';
import { prefixMatchAny } from '../query-helpers';
import { auditRowsOf, type Envelope } from '../testing';

describe.each(testDatabases())('challenges ($name)', (database) => {
  let server: TestServer;
  let writer: string;
  let reader: string;
  let fitness: Goal;
  let reading: Goal;

  const create = (goalId: number, body: Record<string, unknown>) =>
    server.request<Envelope<Challenge>>('POST', `/goals/${goalId}/challenges`, {
      token: writer,
      body,
    });

  beforeAll(async () => {
    server = await createTestServer({ database });
    writer = (
      await server.signIn({ permissions: ['challenges:read', 'challenges:write', 'goals:write'] })
    ).token;
    reader = (await server.signIn({ permissions: ['challenges:read'] })).token;
    const goal = async (title: string) =>
      (
        await server.request<Envelope<Goal>>('POST', '/goals', {
          token: writer,
          body: { title, category: 'test' },
        })
      ).body.data;
    fitness = await goal('Fitness');
    reading = await goal('Reading');
  });
  afterAll(() => server.close());

  it('creates challenges in a goal, lists them and counts them per goal in the overview', async () => {
    const walk = await create(fitness.id, {
      title: 'Walk',
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 1,
    });
    const run = await create(fitness.id, {
      title: 'Run',
      xpReward: 100,
      difficulty: 'hard',
      durationDays: 14,
      isActive: false,
    });
    expect(walk.status).toBe(201);
    expect(walk.body.data).toMatchObject({
      goalId: fitness.id,
      sortOrder: 0,
      isActive: true,
      version: 1,
    });
    expect(run.body.data.sortOrder).toBe(1);

    const list = await server.request<Envelope<{ items: Challenge[]; total: number }>>(
      'GET',
      `/goals/${fitness.id}/challenges`,
      { token: reader, query: { sort: 'xpReward:desc' } },
    );
    expect(list.body.data.items.map((challenge) => challenge.title)).toEqual(['Run', 'Walk']);
    const hard = await server.request<Envelope<{ total: number }>>(
      'GET',
      `/goals/${fitness.id}/challenges`,
      {
        token: reader,
        query: { difficulty: 'hard' },
      },
    );
    expect(hard.body.data.total).toBe(1);

    const overview = await server.request<Envelope<ChallengeOverview>>('GET', '/challenges', {
      token: reader,
    });
    expect(overview.body.data.goals).toEqual([
      expect.objectContaining({
        goalId: fitness.id,
        total: 2,
        active: 1,
        byDifficulty: { easy: 1, medium: 0, hard: 1 },
        totalXp: 110,
      }),
      expect.objectContaining({ goalId: reading.id, total: 0, active: 0 }),
    ]);
    expect(overview.body.data).toMatchObject({ totalChallenges: 2, activeChallenges: 1 });
  });

  it('answers 404 for an unknown goal in the path and 400 with details for bad input', async () => {
    expect(
      (await create(424242, { title: 'x', xpReward: 1, difficulty: 'easy', durationDays: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await server.request('GET', '/goals/424242/challenges', { token: reader })).status,
    ).toBe(404);
    const bad = await create(fitness.id, {
      title: 'x',
      xpReward: -5,
      difficulty: 'extreme',
      durationDays: 0,
      goalId: 3,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['xpReward', 'difficulty', 'durationDays', 'goalId']),
    );
  });

  it('moves a challenge to another goal, refusing an unknown target goal with a goalId detail', async () => {
    const challenge = (
      await create(reading.id, {
        title: 'Read 20 pages',
        xpReward: 20,
        difficulty: 'easy',
        durationDays: 1,
      })
    ).body.data;
    const unknown = await server.request<Envelope<null>>('PUT', `/challenges/${challenge.id}`, {
      token: writer,
      body: { goalId: 999999, version: 1 },
    });
    // The input names no goal: a 400 on the field, not the path's 404 "Goal not found".
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Goal 999999 does not exist',
    });
    expect(unknown.body.details).toEqual([
      {
        path: 'goalId',
        message: 'Goal 999999 does not exist',
        rule: 'record.notFound',
        params: { resource: 'goals' },
      },
    ]);
    const moved = await server.request<Envelope<Challenge>>('PUT', `/challenges/${challenge.id}`, {
      token: writer,
      body: { goalId: fitness.id, version: 1 },
    });
    // At the end of its new goal's list (Walk and Run are 0 and 1).
    expect(moved.body.data).toMatchObject({ goalId: fitness.id, version: 2, sortOrder: 2 });
    const stale = await server.request('PUT', `/challenges/${challenge.id}`, {
      token: writer,
      body: { title: 'x', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(
      (await auditRowsOf(server.db, 'challenges', challenge.id)).map((row) => row.action),
    ).toEqual(['update', 'create']);
  });

  it('says a number beyond the maximum once, with the maximum the form states', async () => {
    const [walk] = (
      await server.request<Envelope<{ items: Challenge[] }>>(
        'GET',
        `/goals/${fitness.id}/challenges`,
        { token: reader },
      )
    ).body.data.items;
    const huge = await server.request<Envelope<null>>('PUT', `/challenges/${walk?.id}`, {
      token: writer,
      body: { xpReward: 1e308, version: walk?.version },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.details).toEqual([
      expect.objectContaining({
        path: 'xpReward',
        message: 'Too big: expected number to be <=100000',
      }),
    ]);
  });

  it('places a challenge at a taken position within its goal, and closes up the list it leaves', async () => {
    const goal = async (title: string) =>
      (
        await server.request<Envelope<Goal>>('POST', '/goals', {
          token: writer,
          body: { title, category: 'order' },
        })
      ).body.data;
    const [left, right] = [await goal('Left'), await goal('Right')];
    const add = async (goalId: number, title: string, sortOrder?: number) =>
      (
        await create(goalId, {
          title,
          xpReward: 1,
          difficulty: 'easy',
          durationDays: 1,
          ...(sortOrder === undefined ? {} : { sortOrder }),
        })
      ).body.data;
    const listOf = async (goalId: number) =>
      (
        await server.request<Envelope<{ items: Challenge[] }>>(
          'GET',
          `/goals/${goalId}/challenges`,
          { token: reader, query: { sort: 'sortOrder:asc' } },
        )
      ).body.data.items.map(({ title, sortOrder, version }) => ({ title, sortOrder, version }));
    await add(left.id, 'A');
    await add(left.id, 'B');
    await add(left.id, 'C');
    await add(right.id, 'X');
    await add(right.id, 'Y');
    // A taken position in another goal's list moves nothing there.
    await add(left.id, 'First', 0);
    expect(await listOf(left.id)).toEqual([
      { title: 'First', sortOrder: 0, version: 1 },
      { title: 'A', sortOrder: 1, version: 2 },
      { title: 'B', sortOrder: 2, version: 2 },
      { title: 'C', sortOrder: 3, version: 2 },
    ]);
    expect(await listOf(right.id)).toEqual([
      { title: 'X', sortOrder: 0, version: 1 },
      { title: 'Y', sortOrder: 1, version: 1 },
    ]);

    // B moves to the right goal at position 1: the left list closes up, the right one makes room.
    const b = (
      await server.request<Envelope<{ items: Challenge[] }>>(
        'GET',
        `/goals/${left.id}/challenges`,
        { token: reader, query: { q: 'B' } },
      )
    ).body.data.items[0] as Challenge;
    const moved = await server.request<Envelope<Challenge>>('PUT', `/challenges/${b.id}`, {
      token: writer,
      body: { goalId: right.id, sortOrder: 1, version: b.version },
    });
    expect(moved.body.data).toMatchObject({ goalId: right.id, sortOrder: 1, version: 3 });
    expect(await listOf(left.id)).toEqual([
      { title: 'First', sortOrder: 0, version: 1 },
      { title: 'A', sortOrder: 1, version: 2 },
      { title: 'C', sortOrder: 2, version: 3 },
    ]);
    expect(await listOf(right.id)).toEqual([
      { title: 'X', sortOrder: 0, version: 1 },
      { title: 'B', sortOrder: 1, version: 3 },
      { title: 'Y', sortOrder: 2, version: 2 },
    ]);
    const reorders = (await auditRowsOf(server.db, 'challenges'))
      .filter((row) => row.action === 'reorder')
      .slice(0, 2)
      .map(({ before, after }) => ({ before, after }));
    const idOf = async (goalId: number, title: string) =>
      (
        await server.request<Envelope<{ items: Challenge[] }>>(
          'GET',
          `/goals/${goalId}/challenges`,
          { token: reader, query: { q: title } },
        )
      ).body.data.items.find((challenge) => challenge.title === title)?.id;
    const [first, a, c, x, y] = [
      await idOf(left.id, 'First'),
      await idOf(left.id, 'A'),
      await idOf(left.id, 'C'),
      await idOf(right.id, 'X'),
      await idOf(right.id, 'Y'),
    ];
    expect(reorders).toEqual([
      { before: { goalId: right.id, ids: [x, y] }, after: { goalId: right.id, ids: [x, b.id, y] } },
      {
        before: { goalId: left.id, ids: [first, a, b.id, c] },
        after: { goalId: left.id, ids: [first, a, c] },
      },
    ]);
  });

  it('reorders the challenges of one goal', async () => {
    const ids = (
      await server.request<Envelope<{ items: Challenge[] }>>(
        'GET',
        `/goals/${fitness.id}/challenges`,
        { token: reader },
      )
    ).body.data.items.map((challenge) => challenge.id);
    const reversed = [...ids].reverse();
    const reordered = await server.request<Envelope<Challenge[]>>(
      'POST',
      `/goals/${fitness.id}/challenges/reorder`,
      {
        token: writer,
        body: { ids: reversed },
      },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((challenge) => challenge.id)).toEqual(reversed);
  });

  it('deletes a challenge with its version; a goal without challenges can then be deleted', async () => {
    const goal = (
      await server.request<Envelope<Goal>>('POST', '/goals', {
        token: writer,
        body: { title: 'Temp', category: 't' },
      })
    ).body.data;
    const challenge = (
      await create(goal.id, { title: 'Once', xpReward: 5, difficulty: 'easy', durationDays: 1 })
    ).body.data;
    expect(
      (
        await server.request('DELETE', `/goals/${goal.id}`, {
          token: writer,
          query: { version: 1 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.request('DELETE', `/challenges/${challenge.id}`, {
          token: reader,
          query: { version: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('DELETE', `/challenges/${challenge.id}`, {
          token: writer,
          query: { version: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.request('GET', `/challenges/${challenge.id}`, { token: reader })).status,
    ).toBe(404);
    expect(
      (
        await server.request('DELETE', `/goals/${goal.id}`, {
          token: writer,
          query: { version: 1 },
        })
      ).status,
    ).toBe(200);
  });

  it('searches the challenges of every goal by the words of the title, capped and validated', async () => {
    const add = (goalId: number, title: string) =>
      create(goalId, { title, xpReward: 1, difficulty: 'medium', durationDays: 2 });
    const sprint = (await add(fitness.id, 'Zebra sprint')).body.data;
    const zebraReading = (await add(reading.id, 'zebra reading')).body.data;
    const theZebra = (await add(reading.id, 'The zebra')).body.data;
    await add(fitness.id, 'Zeb_ra');
    const search = (query: Record<string, string | number>, token = reader) =>
      server.request<Envelope<ChallengeSearchHit[]>>('GET', '/challenges/search', {
        token,
        query,
      });

    const found = await search({ q: '  ZEBRA ' });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      {
        id: zebraReading.id,
        goalId: reading.id,
        goalTitle: 'Reading',
        title: 'zebra reading',
        difficulty: 'medium',
        isActive: true,
      },
      {
        id: sprint.id,
        goalId: fitness.id,
        goalTitle: 'Fitness',
        title: 'Zebra sprint',
        difficulty: 'medium',
        isActive: true,
      },
      // A word inside the title is found too, after the titles that start with it.
      {
        id: theZebra.id,
        goalId: reading.id,
        goalTitle: 'Reading',
        title: 'The zebra',
        difficulty: 'medium',
        isActive: true,
      },
    ]);
    // Every word, in any order.
    expect((await search({ q: 'sprint ZEB' })).body.data.map((hit) => hit.id)).toEqual([sprint.id]);
    expect((await search({ q: 'sprint reading' })).body.data).toEqual([]);
    expect((await search({ q: 'zebra', limit: 1 })).body.data.map((hit) => hit.id)).toEqual([
      zebraReading.id,
    ]);
    // LIKE's wildcards are taken literally.
    expect((await search({ q: 'zeb_' })).body.data.map((hit) => hit.title)).toEqual(['Zeb_ra']);
    expect((await search({ q: '%' })).body.data).toEqual([]);

    const empty = await search({ q: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details?.map((detail) => detail.path)).toEqual(['q']);
    const missing = await search({});
    expect(missing.status).toBe(400);
    const tooMany = await search({ q: 'zebra', limit: 21 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details?.map((detail) => detail.path)).toEqual(['limit']);
    expect((await search({ q: 'zebra', limit: 'lots' })).status).toBe(400);

    const stranger = (await server.signIn({ permissions: ['goals:read'] })).token;
    expect((await search({ q: 'zebra' }, stranger)).status).toBe(403);
  });

  it('finds titles by prefix through the lower(title) index', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: challenges.id })
        .from(challenges)
        .where(prefixMatchAny('zebra', [challenges.title]));
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    expect(plan).toContain('challenges_title_prefix_idx');
  });
});
