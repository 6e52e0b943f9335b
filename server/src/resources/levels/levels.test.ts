import type { Level } from '@console/contract';
import { eq, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import { levels, telegramUsers } from '../../db/schema';
import { auditRowsOf, type Envelope } from '../testing';
import { xpOrderRefusal } from './service';

const xpOrderProblem = (...args: Parameters<typeof xpOrderRefusal>) =>
  xpOrderRefusal(...args)?.message ?? null;

describe('xpOrderRefusal', () => {
  it('accepts a value strictly between the neighbours and names both bounds otherwise', () => {
    const below = { number: 2, requiredXp: 100 };
    const above = { number: 4, requiredXp: 300 };
    expect(xpOrderProblem(200, below, above)).toBeNull();
    expect(xpOrderProblem(100, below, above)).toBe(
      'Required XP must grow with the level number: it must be more than level 2 (100 XP) and less than level 4 (300 XP)',
    );
    expect(xpOrderProblem(300, below, above)).not.toBeNull();
    expect(xpOrderProblem(5, undefined, { number: 1, requiredXp: 5 })).toBe(
      'Required XP must grow with the level number: it must be less than level 1 (5 XP)',
    );
    expect(xpOrderProblem(0, undefined, undefined)).toBeNull();
    expect(xpOrderRefusal(100, below, above)?.rule).toEqual({
      rule: 'level.requiredXpOrder',
      params: { belowNumber: 2, belowXp: 100, aboveNumber: 4, aboveXp: 300 },
    });
  });
});

describe.each(testDatabases())('levels ($name)', (database) => {
  let server: TestServer;
  let writer: string;
  let reader: string;

  const create = (body: Record<string, unknown>) =>
    server.request<Envelope<Level>>('POST', '/levels', { token: writer, body });

  beforeAll(async () => {
    server = await createTestServer({ database });
    writer = (await server.signIn({ permissions: ['levels:read', 'levels:write'] })).token;
    reader = (await server.signIn({ permissions: ['levels:read'] })).token;
    for (const [number, requiredXp] of [
      [1, 0],
      [2, 100],
      [5, 1000],
    ] as const) {
      expect((await create({ number, name: `Level ${number}`, requiredXp })).status).toBe(201);
    }
  });
  afterAll(() => server.close());

  it('creates a level with structured rewards and lists levels by number', async () => {
    const created = await create({
      number: 3,
      name: 'Achiever',
      requiredXp: 300,
      badge: '⭐',
      rewards: [
        { type: 'coins', label: 'Bonus', amount: 150 },
        { type: 'badge', label: 'Star' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      number: 3,
      rewards: [{ type: 'coins', amount: 150 }, { type: 'badge' }],
    });
    const list = await server.request<Envelope<{ items: Level[]; total: number }>>(
      'GET',
      '/levels',
      { token: reader },
    );
    expect(list.body.data.items.map((level) => level.number)).toEqual([1, 2, 3, 5]);
    // The search finds a word anywhere in the name, in any case.
    const found = await server.request<Envelope<{ items: Level[] }>>('GET', '/levels', {
      token: reader,
      query: { q: 'HIEV' },
    });
    expect(found.body.data.items.map((level) => level.name)).toEqual(['Achiever']);
    expect((await auditRowsOf(server.db, 'levels', created.body.data.id))[0]?.action).toBe(
      'create',
    );
  });

  it('refuses XP that does not grow strictly with the number (409 with a requiredXp detail)', async () => {
    const auditBefore = (await auditRowsOf(server.db, 'levels')).length;
    const tooLow = await create({ number: 4, name: 'Four', requiredXp: 300 });
    expect(tooLow.status).toBe(409);
    const xpOrder = {
      message:
        'Required XP must grow with the level number: it must be more than level 3 (300 XP) and less than level 5 (1000 XP)',
      rule: 'level.requiredXpOrder',
      params: { belowNumber: 3, belowXp: 300, aboveNumber: 5, aboveXp: 1000 },
    };
    // The rule and its params ride beside the unchanged English message, on the field and the answer.
    expect(tooLow.body).toMatchObject(xpOrder);
    expect(tooLow.body.details).toEqual([{ path: 'requiredXp', ...xpOrder }]);
    const tooHigh = await create({ number: 4, name: 'Four', requiredXp: 1000 });
    expect(tooHigh.status).toBe(409);
    const taken = await create({ number: 2, name: 'Again', requiredXp: 150 });
    expect(taken.status).toBe(409);
    const numberTaken = {
      message: 'Level 2 already exists',
      rule: 'level.numberTaken',
      params: { number: 2 },
    };
    expect(taken.body).toMatchObject(numberTaken);
    expect(taken.body.details).toEqual([{ path: 'number', ...numberTaken }]);
    const last = await create({ number: 7, name: 'Seven', requiredXp: 10 });
    expect(last.body.details?.[0]).toMatchObject({
      message:
        'Required XP must grow with the level number: it must be more than level 5 (1000 XP)',
      params: { belowNumber: 5, belowXp: 1000 },
    });
    expect((await auditRowsOf(server.db, 'levels')).length).toBe(auditBefore);
  });

  it('checks the order on update too, and allows a valid move', async () => {
    const list = await server.request<Envelope<{ items: Level[] }>>('GET', '/levels', {
      token: reader,
    });
    const five = list.body.data.items.find((level) => level.number === 5) as Level;
    const bad = await server.request<Envelope<Level>>('PUT', `/levels/${five.id}`, {
      token: writer,
      body: { requiredXp: 50, version: five.version },
    });
    expect(bad.status).toBe(409);
    expect(bad.body.details?.[0]?.path).toBe('requiredXp');
    const moved = await server.request<Envelope<Level>>('PUT', `/levels/${five.id}`, {
      token: writer,
      body: { number: 6, requiredXp: 2000, version: five.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      number: 6,
      requiredXp: 2000,
      version: five.version + 1,
    });
    const stale = await server.request('PUT', `/levels/${five.id}`, {
      token: writer,
      body: { name: 'Stale', version: five.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: 'The record was changed by someone else. Reload it and try again.',
      rule: 'record.stale',
    });
    expect(stale.body).not.toHaveProperty('params');
    const missing = await server.request('GET', '/levels/999999', { token: reader });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      message: 'Level not found',
      rule: 'record.notFound',
      params: { resource: 'levels' },
    });
    const current = await server.request<Envelope<Level>>('GET', `/levels/${five.id}`, {
      token: reader,
    });
    expect(current.body.data.name).toBe('Level 5');
  });

  it('validates input with per-field details and rejects unknown fields', async () => {
    const bad = await create({
      number: 0,
      name: '',
      requiredXp: -1,
      rewards: [{ type: 'gold', label: 'x' }],
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['number', 'name', 'requiredXp', 'rewards.0.type', 'extra']),
    );
  });

  it('deletes with the current version only; 404 afterwards; readers may not write', async () => {
    const level = (await create({ number: 9, name: 'Nine', requiredXp: 9000 })).body.data;
    expect(
      (
        await server.request('DELETE', `/levels/${level.id}`, {
          token: writer,
          query: { version: 7 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.request('DELETE', `/levels/${level.id}`, {
          token: reader,
          query: { version: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('DELETE', `/levels/${level.id}`, {
          token: writer,
          query: { version: 1 },
        })
      ).status,
    ).toBe(200);
    expect((await server.request('GET', `/levels/${level.id}`, { token: reader })).status).toBe(
      404,
    );
    expect((await auditRowsOf(server.db, 'levels', level.id)).map((row) => row.action)).toEqual([
      'delete',
      'create',
    ]);
  });

  it('refuses to delete or renumber a level that Telegram users are on (409), and keeps it', async () => {
    const level = (await create({ number: 12, name: 'Twelve', requiredXp: 12000 })).body.data;
    await server.db.insert(telegramUsers).values(
      [1, 2].map((n) => ({
        telegramId: BigInt(1200 + n),
        firstName: `On twelve ${n}`,
        xp: 12500,
        level: 12,
      })),
    );
    const message =
      '2 Telegram users are on level 12. A level that users are on keeps its number and cannot be deleted; rename it or change its rewards instead.';

    // Known before a delete: the users on each level, for anyone who may read levels.
    const users = await server.request<Envelope<{ number: number; users: number }[]>>(
      'GET',
      '/levels/users',
      { token: reader },
    );
    expect(users.status).toBe(200);
    expect(users.body.data.find((row) => row.number === 12)).toEqual({ number: 12, users: 2 });
    expect(users.body.data.map((row) => row.number)).toEqual(
      users.body.data.map((row) => row.number).toSorted((a, b) => a - b),
    );
    expect(users.body.data.every((row) => row.users > 0)).toBe(true);
    const stranger = (await server.signIn({ permissions: ['goals:read'] })).token;
    expect((await server.request('GET', '/levels/users', { token: stranger })).status).toBe(403);

    const refused = await server.request<Envelope<null>>('DELETE', `/levels/${level.id}`, {
      token: writer,
      query: { version: level.version },
    });
    expect(refused.status).toBe(409);
    const rule = { rule: 'level.hasUsers', params: { number: 12, users: 2 } };
    expect(refused.body).toMatchObject({ message, ...rule });

    const renumbered = await server.request<Envelope<Level>>('PUT', `/levels/${level.id}`, {
      token: writer,
      body: { number: 13, version: level.version },
    });
    expect(renumbered.status).toBe(409);
    expect(renumbered.body.details).toEqual([{ path: 'number', message, ...rule }]);

    const renamed = await server.request<Envelope<Level>>('PUT', `/levels/${level.id}`, {
      token: writer,
      body: { name: 'Twelve and up', requiredXp: 11000, version: level.version },
    });
    expect(renamed.status).toBe(200);
    expect((await server.request('GET', `/levels/${level.id}`, { token: reader })).status).toBe(
      200,
    );
    expect((await auditRowsOf(server.db, 'levels', level.id)).map((row) => row.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('moves Telegram users to the level their XP reaches when a level is created or its XP changes', async () => {
    const [lower, upper] = await server.db
      .insert(telegramUsers)
      .values(
        [41_000, 43_000].map((xp, n) => ({
          telegramId: BigInt(4000 + n),
          firstName: `Climber ${n}`,
          xp,
          level: 12,
        })),
      )
      .returning({ id: telegramUsers.id });
    const levelOf = async (user: { id: number } | undefined) =>
      (
        await server.db
          .select({ level: telegramUsers.level })
          .from(telegramUsers)
          .where(eq(telegramUsers.id, user?.id ?? 0))
      )[0]?.level;

    const forty = (await create({ number: 40, name: 'Forty', requiredXp: 40_000 })).body.data;
    expect([await levelOf(lower), await levelOf(upper)]).toEqual([40, 40]);
    const fortyTwo = (await create({ number: 42, name: 'Forty-two', requiredXp: 42_000 })).body
      .data;
    expect([await levelOf(lower), await levelOf(upper)]).toEqual([40, 42]);

    // Raised above the upper user's XP: they go back to level 40.
    const raised = await server.request<Envelope<Level>>('PUT', `/levels/${fortyTwo.id}`, {
      token: writer,
      body: { requiredXp: 44_000, version: fortyTwo.version },
    });
    expect(raised.status).toBe(200);
    expect([await levelOf(lower), await levelOf(upper)]).toEqual([40, 40]);

    // Level 40 now needs more than the lower user holds: they fall to the highest level below.
    const stricter = await server.request<Envelope<Level>>('PUT', `/levels/${forty.id}`, {
      token: writer,
      body: { requiredXp: 41_500, version: forty.version },
    });
    expect(stricter.status).toBe(200);
    const [highestBelow] = await server.db
      .select({ number: max(levels.number) })
      .from(levels)
      .where(lte(levels.requiredXp, 41_000));
    expect(await levelOf(lower)).toBe(highestBelow?.number ?? 0);
    expect(await levelOf(upper)).toBe(40);

    // A change that moves nobody's threshold (the name) leaves everyone where they are.
    const renamed = await server.request<Envelope<Level>>('PUT', `/levels/${forty.id}`, {
      token: writer,
      body: { name: 'Forty and a half', version: stricter.body.data.version },
    });
    expect(renamed.status).toBe(200);
    expect(await levelOf(upper)).toBe(40);
  });
});
