import {
  type TelegramLog,
  type TelegramUser,
  type TelegramUserDetail,
  type TelegramUserPage,
  telegramUserListQuerySchema,
} from '@console/contract';
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import {
  challenges,
  goals,
  levels,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../../db/schema';
import { auditRowsOf, type Envelope } from '../testing';
import {
  decodeLogCursor,
  encodeLogCursor,
  telegramIdPrefixRanges,
  telegramUserFilter,
  telegramUserOrder,
  telegramUserWhere,
} from './service';

describe('telegram id prefix search', () => {
  it('turns a digit prefix into id ranges of every longer length', () => {
    const ranges = telegramIdPrefixRanges('12');
    expect(ranges[0]).toEqual([12n, 12n]);
    expect(ranges[1]).toEqual([120n, 129n]);
    expect(ranges[2]).toEqual([1200n, 1299n]);
    expect(ranges.at(-1)?.[1]).toBeLessThanOrEqual(9_223_372_036_854_775_807n);
  });

  it('round-trips cursors and rejects forged ones', () => {
    const cursor = { at: '2025-01-02T03:04:05.123456Z', id: '42' };
    expect(decodeLogCursor(encodeLogCursor(cursor))).toEqual(cursor);
    expect(() => decodeLogCursor('not-a-cursor')).toThrow('Invalid cursor');
    expect(() => decodeLogCursor(Buffer.from('["x","1"]').toString('base64url'))).toThrow(
      'Invalid cursor',
    );
  });
});

describe('list filter shapes', () => {
  const dialect = new PgDialect();
  const filters = [
    {},
    { q: 'ann' },
    { q: '@Bob_' },
    { q: '100%' },
    { q: '12' },
    { q: '13' },
    { q: '123' },
    { q: '9223372036854775807' },
    { status: 'blocked' as const },
    { status: 'active' as const, isPremium: false },
    { isPremium: true, languageCode: 'ru' },
    { level: 7, goalId: 3 },
    { joinedFrom: '2025-01-01' },
    { joinedTo: '2025-02-01' },
    { joinedTo: '2025-02-01T10:00:00.000Z' },
    { joinedFrom: '2025-01-01T00:00:00.000Z', joinedTo: '2025-03-01' },
    { q: 'ann', status: 'blocked' as const, joinedTo: '2025-02-01' },
    { q: 'Anna Karenina' },
    { q: 'anna  kar' },
    { q: '赵娟' },
    { q: '佐藤' },
    { q: '赵 娟' },
    { q: '佐藤 結衣' },
  ];
  const built = filters.map((query) => {
    const filter = telegramUserFilter(query);
    const prepared = filter.where ? dialect.sqlToQuery(filter.where) : { sql: '', params: [] };
    const inline = telegramUserWhere(query);
    return {
      query,
      shape: filter.shape,
      prepared: { sql: prepared.sql, params: fillPlaceholders(prepared.params, filter.values) },
      inline: inline ? dialect.sqlToQuery(inline) : { sql: '', params: [] },
    };
  });

  it('runs with placeholders exactly the statement built with the values', () => {
    for (const { prepared, inline } of built) {
      expect(prepared.sql).toBe(inline.sql);
      expect(prepared.params).toEqual(inline.params);
    }
  });

  it('gives two filters one shape exactly when they build the same SQL', () => {
    for (const a of built) {
      for (const b of built) {
        expect(a.shape === b.shape, `${JSON.stringify(a.query)} / ${JSON.stringify(b.query)}`).toBe(
          a.prepared.sql === b.prepared.sql,
        );
      }
    }
    expect(built.find((entry) => entry.query.q === '12')?.shape).toBe(
      built.find((entry) => entry.query.q === '13')?.shape,
    );
  });

  it('filters a language code by plain equality, read in lower case', () => {
    // lower(language_code) has no planner statistics: a code as common as "ru" looked rare, so
    // every such page counted the million users exactly (62 ms instead of 3 ms at 1 M users).
    const query = telegramUserListQuerySchema.parse({ languageCode: 'PT-br' });
    expect(query.languageCode).toBe('pt-br');
    const where = telegramUserWhere(query);
    expect(where ? dialect.sqlToQuery(where) : null).toMatchObject({
      sql: '"telegram_users"."language_code" = $1',
      params: ['pt-br'],
    });
  });
});

describe.each(testDatabases())('telegram users ($name)', (database) => {
  let server: TestServer;
  let reader: string;
  let writer: string;
  let writerAdmin: { id: number; name: string; username: string };
  let anna: number;
  let boris: number;
  const sameInstant = new Date('2025-03-01T10:00:00.000Z');

  beforeAll(async () => {
    server = await createTestServer({ database });
    reader = (await server.signIn({ permissions: ['users:read'] })).token;
    const signedInWriter = await server.signIn({
      name: 'Ada Lovelace',
      permissions: ['users:read', 'users:write'],
    });
    writer = signedInWriter.token;
    writerAdmin = {
      id: signedInWriter.admin.id,
      name: signedInWriter.admin.name,
      username: signedInWriter.admin.username,
    };
    const [goal] = await server.db
      .insert(goals)
      .values({ title: 'Read more', category: 'learning' })
      .returning();
    if (!goal) throw new Error('goal insert failed');
    const goalChallenges = await server.db
      .insert(challenges)
      .values(
        ['One', 'Two', 'Three'].map((title) => ({
          goalId: goal.id,
          title,
          xpReward: 10,
          difficulty: 'easy' as const,
          durationDays: 1,
        })),
      )
      .returning();
    await server.db.insert(levels).values([
      { number: 1, name: 'Newcomer', requiredXp: 0 },
      { number: 2, name: 'Explorer', requiredXp: 100 },
    ]);
    const users = await server.db
      .insert(telegramUsers)
      .values([
        {
          telegramId: 123456789n,
          username: 'anna_k',
          firstName: 'Анна',
          lastName: 'Каренина',
          languageCode: 'ru',
          xp: 40,
          level: 1,
          currentGoalId: goal.id,
          joinedAt: new Date('2025-01-01T00:00:00Z'),
        },
        {
          telegramId: 987654321012n,
          username: null,
          firstName: 'Boris',
          languageCode: 'en',
          isPremium: true,
          xp: 150,
          level: 2,
          joinedAt: new Date('2025-02-01T00:00:00Z'),
        },
      ])
      .returning();
    anna = users[0]?.id as number;
    boris = users[1]?.id as number;
    await server.db.insert(telegramChallengeProgress).values([
      {
        telegramUserId: anna,
        challengeId: goalChallenges[0]?.id as number,
        completedAt: new Date(),
      },
      { telegramUserId: anna, challengeId: goalChallenges[1]?.id as number },
    ]);
    // 57 logs, 30 of them at the very same instant, so pages must break ties by id.
    await server.db.insert(telegramUserLogs).values(
      Array.from({ length: 57 }, (_, index) => ({
        telegramUserId: anna,
        type: index % 3 === 0 ? 'command' : 'message',
        payload: { index },
        createdAt:
          index < 30 ? sameInstant : new Date(sameInstant.getTime() - (index - 29) * 60_000),
      })),
    );
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string>) =>
    server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', { token: reader, query });

  it('lists with the current goal, telegramId as a string and an exact small total', async () => {
    const page = await list({});
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      total: 2,
      totalIsEstimate: false,
      page: 1,
      pageSize: 20,
    });
    expect(page.body.data.items.map((user) => user.id)).toEqual([boris, anna]);
    const first = page.body.data.items[1] as TelegramUser;
    expect(first).toMatchObject({
      telegramId: '123456789',
      currentGoal: { title: 'Read more' },
      status: 'active',
    });
  });

  it('searches by name, @username and Telegram id prefix, and filters', async () => {
    const ids = async (query: Record<string, string>) =>
      (await list(query)).body.data.items.map((user) => user.id);
    expect(await ids({ q: 'анн' })).toEqual([anna]);
    expect(await ids({ q: '@ANNA_' })).toEqual([anna]);
    expect(await ids({ q: 'kar' })).toEqual([]);
    expect(await ids({ q: 'карен' })).toEqual([anna]);
    // Several words: the full name as the list shows it, first name then last name.
    expect(await ids({ q: 'Анна Каренина' })).toEqual([anna]);
    expect(await ids({ q: 'анна  кар' })).toEqual([anna]);
    expect(await ids({ q: 'Каренина Анна' })).toEqual([]);
    expect(await ids({ q: 'Анна Б' })).toEqual([]);
    expect(await ids({ q: '98765' })).toEqual([boris]);
    expect(await ids({ q: '123456789' })).toEqual([anna]);
    expect(await ids({ isPremium: 'true' })).toEqual([boris]);
    expect(await ids({ level: '1', languageCode: 'ru' })).toEqual([anna]);
    expect(await ids({ languageCode: 'RU' })).toEqual([anna]);
    expect(await ids({ languageCode: 'En-Gb' })).toEqual([]);
    expect(await ids({ joinedFrom: '2025-01-15', sort: 'xp:asc' })).toEqual([boris]);
    // A date takes in its whole day, an instant is taken exactly: two statement shapes.
    expect(await ids({ joinedTo: '2025-02-01' })).toEqual([boris, anna]);
    expect(await ids({ joinedTo: '2025-01-31T23:59:59.999Z' })).toEqual([anna]);
    expect(await ids({ joinedTo: '2025-01-31' })).toEqual([anna]);
    expect(await ids({ joinedTo: '2025-02-01T00:00:00.000Z' })).toEqual([boris, anna]);
    expect((await list({ sort: 'telegramId:asc' })).status).toBe(400);
  });

  it('sorts by the name the list shows, case-insensitively, through its own index', async () => {
    const names = async (sort: string) =>
      (await list({ sort })).body.data.items.map((user) => user.id);
    // By @username Boris (none) would come after anna_k; by name Latin "b" comes before
    // Cyrillic "а" in every collation the tests run on.
    expect(await names('name:asc')).toEqual([boris, anna]);
    expect(await names('name:desc')).toEqual([anna, boris]);
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const query = tx
        .select({ id: telegramUsers.id })
        .from(telegramUsers)
        .orderBy(...telegramUserOrder({ sort: 'name:asc' }))
        .limit(20);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    expect(plan).toContain('telegram_users_name_sort_idx');
  });

  it('shows the detail with progress per goal and XP to the next level', async () => {
    const detail = await server.request<Envelope<TelegramUserDetail>>(
      'GET',
      `/telegram-users/${anna}`,
      { token: reader },
    );
    expect(detail.body.data.goalProgress).toEqual([
      expect.objectContaining({ goalTitle: 'Read more', started: 2, completed: 1, total: 3 }),
    ]);
    expect(detail.body.data.xpToNextLevel).toBe(60);
    // The challenge Anna completed is no longer offered: every figure counts active ones only.
    const [completedOne] = await server.db
      .update(challenges)
      .set({ isActive: false })
      .where(eq(challenges.title, 'One'))
      .returning({ id: challenges.id });
    try {
      const withInactive = await server.request<Envelope<TelegramUserDetail>>(
        'GET',
        `/telegram-users/${anna}`,
        { token: reader },
      );
      expect(withInactive.body.data.goalProgress).toEqual([
        expect.objectContaining({ goalTitle: 'Read more', started: 1, completed: 0, total: 2 }),
      ]);
    } finally {
      await server.db
        .update(challenges)
        .set({ isActive: true })
        .where(eq(challenges.id, completedOne?.id as number));
    }
    const top = await server.request<Envelope<TelegramUserDetail>>(
      'GET',
      `/telegram-users/${boris}`,
      { token: reader },
    );
    expect(top.body.data).toMatchObject({
      goalProgress: [],
      xpToNextLevel: null,
      telegramId: '987654321012',
    });
    // Level 1's requirement raised above Anna's 40 XP: she is still on level 1, and what she needs
    // is still level 2's requirement, not level 1's.
    await server.db.update(levels).set({ requiredXp: 50 }).where(eq(levels.number, 1));
    try {
      const raised = await server.request<Envelope<TelegramUserDetail>>(
        'GET',
        `/telegram-users/${anna}`,
        { token: reader },
      );
      expect(raised.body.data).toMatchObject({ level: 1, xpToNextLevel: 60 });
    } finally {
      await server.db.update(levels).set({ requiredXp: 0 }).where(eq(levels.number, 1));
    }
    expect((await server.request('GET', '/telegram-users/999999', { token: reader })).status).toBe(
      404,
    );
  });

  it('pages logs by cursor without duplicates or gaps, newest first', async () => {
    const seen: TelegramLog[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await server.request<
        Envelope<{ items: TelegramLog[]; nextCursor: string | null }>
      >('GET', `/telegram-users/${anna}/logs`, {
        token: reader,
        query: { limit: 7, ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.items);
      cursor = page.body.data.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(9);
    expect(seen).toHaveLength(57);
    expect(new Set(seen.map((log) => log.id)).size).toBe(57);
    const order = seen.map((log) => [Date.parse(log.createdAt), BigInt(log.id)] as const);
    for (let index = 1; index < order.length; index++) {
      const [prevAt, prevId] = order[index - 1] as (typeof order)[number];
      const [at, id] = order[index] as (typeof order)[number];
      expect(at < prevAt || (at === prevAt && id < prevId)).toBe(true);
    }
  });

  it('pages a filtered log by cursor and keeps each filter shape apart', async () => {
    const logs = (query: Record<string, string | number>) =>
      server.request<Envelope<{ items: TelegramLog[]; nextCursor: string | null }>>(
        'GET',
        `/telegram-users/${anna}/logs`,
        { token: reader, query },
      );
    const commands: TelegramLog[] = [];
    let cursor: string | null = null;
    do {
      const page = await logs({ type: 'command', limit: 4, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      commands.push(...page.body.data.items);
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(commands).toHaveLength(19);
    expect(new Set(commands.map((log) => log.id)).size).toBe(19);
    expect(commands.every((log) => log.type === 'command')).toBe(true);
    // A date-time `to` is inclusive: the 30 logs at that instant and the 27 before it.
    const upTo = async (to: Date) =>
      (await logs({ to: to.toISOString(), limit: 100 })).body.data.items.length;
    expect(await upTo(sameInstant)).toBe(57);
    expect(await upTo(new Date(sameInstant.getTime() - 1))).toBe(27);
    const fromInstant = await logs({
      from: sameInstant.toISOString(),
      type: 'command',
      limit: 100,
    });
    expect(fromInstant.body.data.items).toHaveLength(10);
    expect((await logs({ limit: 100 })).body.data.items).toHaveLength(57);
  });

  it('filters logs by type and date, and rejects a bad cursor', async () => {
    const commands = await server.request<Envelope<{ items: TelegramLog[] }>>(
      'GET',
      `/telegram-users/${anna}/logs`,
      {
        token: reader,
        query: { type: 'command', limit: 100 },
      },
    );
    expect(commands.body.data.items).toHaveLength(19);
    expect(commands.body.data.items.every((log) => log.type === 'command')).toBe(true);
    const sameDay = await server.request<Envelope<{ items: TelegramLog[] }>>(
      'GET',
      `/telegram-users/${anna}/logs`,
      {
        token: reader,
        query: { from: '2025-03-01T09:59:00Z', to: '2025-03-01', limit: 100 },
      },
    );
    expect(sameDay.body.data.items).toHaveLength(31);
    const bad = await server.request<Envelope<null>>('GET', `/telegram-users/${anna}/logs`, {
      token: reader,
      query: { cursor: 'garbage' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
    expect(
      (
        await server.request('GET', `/telegram-users/${anna}/logs`, {
          token: reader,
          query: { type: 'nope' },
        })
      ).status,
    ).toBe(400);
  });

  it('blocks with users:write and the version read, auditing the change', async () => {
    const denied = await server.request('PATCH', `/telegram-users/${boris}/status`, {
      token: reader,
      body: { status: 'blocked', reason: 'Abusive messages', version: 1 },
    });
    expect(denied.status).toBe(403);
    // A block needs a reason of 3 characters or more, as an app user's ban does.
    for (const reason of [undefined, '  ', 'no']) {
      const unexplained = await server.request('PATCH', `/telegram-users/${boris}/status`, {
        token: writer,
        body: { status: 'blocked', reason, version: 1 },
      });
      expect(unexplained.status).toBe(400);
      expect(unexplained.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ path: 'reason' })],
      });
    }
    const blocked = await server.request<Envelope<TelegramUser>>(
      'PATCH',
      `/telegram-users/${boris}/status`,
      {
        token: writer,
        body: { status: 'blocked', reason: 'Abusive messages', version: 1 },
      },
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ status: 'blocked', version: 2 });
    const stale = await server.request('PATCH', `/telegram-users/${boris}/status`, {
      token: writer,
      body: { status: 'active', version: 1 },
    });
    expect(stale.status).toBe(409);
    const again = await server.request('PATCH', `/telegram-users/${boris}/status`, {
      token: writer,
      body: { status: 'blocked', reason: 'Abusive messages', version: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Telegram user is already blocked',
      rule: 'status.unchanged',
      params: { resource: 'telegramUsers', status: 'blocked' },
    });
    const [row] = await auditRowsOf(server.db, 'telegramUsers', boris);
    expect(row).toMatchObject({ action: 'block', reason: 'Abusive messages' });
    // A reader sees why, by whom and when, newest first, the current status's change on top.
    const detail = async () =>
      (
        await server.request<Envelope<TelegramUserDetail>>('GET', `/telegram-users/${boris}`, {
          token: reader,
        })
      ).body.data;
    const blockedDetail = await detail();
    expect(blockedDetail.status).toBe('blocked');
    expect(blockedDetail.statusHistory).toEqual([
      {
        action: 'block',
        from: 'active',
        to: 'blocked',
        reason: 'Abusive messages',
        actorId: writerAdmin.id,
        actor: writerAdmin,
        at: row?.at.toISOString(),
      },
    ]);
    const unblocked = await server.request('PATCH', `/telegram-users/${boris}/status`, {
      token: writer,
      body: { status: 'active', version: 2 },
    });
    expect(unblocked.status).toBe(200);
    const unblockedDetail = await detail();
    expect(unblockedDetail.statusHistory.map((change) => [change.action, change.reason])).toEqual([
      ['unblock', null],
      ['block', 'Abusive messages'],
    ]);
    expect(unblockedDetail.statusHistory[0]?.actor).toEqual(writerAdmin);
    const unknown = await server.request('PATCH', `/telegram-users/${boris}/status`, {
      token: writer,
      body: { status: 'deleted', version: 3 },
    });
    expect(unknown.status).toBe(400);
  });
});
