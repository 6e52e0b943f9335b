import type { AppUser, TelegramUserPage } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../test/harness';
import { appUsers, telegramUsers } from '../db/schema';
import { telegramUserWhere } from './telegram-users/service';
import type { Envelope } from './testing';
import { appUserWhere } from './users/service';

const dialect = new PgDialect();
const sqlOf = (where: SQL | undefined) => (where ? dialect.sqlToQuery(where) : null);

describe('a search written in CJK characters', () => {
  it('keeps the SQL of every other search as it was', () => {
    expect(sqlOf(telegramUserWhere({ q: 'ann' }))).toMatchObject({
      sql: '(lower("telegram_users"."username") like $1 or lower("telegram_users"."first_name") like $2 or lower("telegram_users"."last_name") like $3)',
      params: ['ann%', 'ann%', 'ann%'],
    });
    expect(sqlOf(telegramUserWhere({ q: 'Anna Karenina' }))).toMatchObject({
      sql: `(lower("telegram_users"."first_name") like $1 and lower("telegram_users"."first_name" || ' ' || coalesce("telegram_users"."last_name", '')) like $2)`,
      params: ['anna%', 'anna karenina%'],
    });
    expect(sqlOf(appUserWhere({ q: 'bob' }))).toMatchObject({
      sql: '(lower("app_users"."username") like $1 or lower("app_users"."email") like $2 or lower("app_users"."first_name") like $3 or lower("app_users"."last_name") like $4)',
      params: ['bob%', 'bob%', 'bob%', 'bob%'],
    });
    // Latin, digits or an @ beside CJK characters: not a CJK name, searched as before.
    for (const q of ['赵1', '@赵', '赵 Juan', 'Zhao']) {
      expect(sqlOf(telegramUserWhere({ q }))?.sql).not.toContain(
        'coalesce("telegram_users"."last_name", \'\') ||',
      );
    }
  });

  it('also reads the text as a name family name first, one word or two', () => {
    const oneWord = sqlOf(telegramUserWhere({ q: '赵娟' }));
    expect(oneWord?.sql).toContain(
      `or lower(coalesce("telegram_users"."last_name", '') || "telegram_users"."first_name") like $4)`,
    );
    expect(oneWord?.params).toEqual(['赵娟%', '赵娟%', '赵娟%', '赵娟%']);
    const twoWords = sqlOf(appUserWhere({ q: ' 赵　娟 ' }));
    expect(twoWords?.sql).toContain(
      `or (lower(coalesce("app_users"."last_name", '') || "app_users"."first_name") like $3 and lower("app_users"."last_name") = $4))`,
    );
    expect(twoWords?.params).toEqual(['赵%', '赵 娟%', '赵娟%', '赵']);
  });
});

describe.each(testDatabases())('family name first search ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const telegram: Record<string, number> = {};
  const app: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
    const people = [
      { key: 'zhaoJuan', firstName: '娟', lastName: '赵' },
      { key: 'zhaoJuanjuan', firstName: '娟娟', lastName: '赵' },
      { key: 'zhaoxiaJuan', firstName: '娟', lastName: '赵夏' },
      { key: 'wangJuan', firstName: '娟', lastName: '王' },
      { key: 'satoYui', firstName: '結衣', lastName: '佐藤' },
      { key: 'kimMinjun', firstName: '민준', lastName: '김' },
      { key: 'whole', firstName: '赵娟', lastName: null },
      { key: 'juanZhao', firstName: 'Juan', lastName: 'Zhao' },
    ];
    const tgRows = await server.db
      .insert(telegramUsers)
      .values(
        people.map((person, index) => ({
          telegramId: BigInt(500 + index),
          firstName: person.firstName,
          lastName: person.lastName,
        })),
      )
      .returning({ id: telegramUsers.id });
    const appRows = await server.db
      .insert(appUsers)
      .values(
        people.map((person, index) => ({
          username: `person${index}`,
          email: `person${index}@example.com`,
          firstName: person.firstName,
          lastName: person.lastName ?? '',
        })),
      )
      .returning({ id: appUsers.id });
    people.forEach((person, index) => {
      telegram[person.key] = tgRows[index]?.id as number;
      app[person.key] = appRows[index]?.id as number;
    });
  });
  afterAll(() => server.close());

  const telegramIds = async (q: string) => {
    const page = await server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', {
      token,
      query: { q, sort: 'name:asc' },
    });
    expect(page.status).toBe(200);
    return page.body.data.items.map((user) => user.id).sort((a, b) => a - b);
  };
  const appUserIds = async (q: string) => {
    const page = await server.request<Envelope<{ items: AppUser[] }>>('GET', '/users', {
      token,
      query: { q },
    });
    expect(page.status).toBe(200);
    return page.body.data.items.map((user) => user.id).sort((a, b) => a - b);
  };
  const idsOf = (ids: Record<string, number>, ...keys: string[]) =>
    keys.map((key) => ids[key] as number).sort((a, b) => a - b);

  it.each([
    ['telegram users', telegramIds, telegram],
    ['app users', appUserIds, app],
  ] as const)('finds %s by the name family name first', async (_, search, ids) => {
    // As written: family name, then given name, no space; a prefix of it too.
    expect(await search('赵娟')).toEqual(idsOf(ids, 'zhaoJuan', 'zhaoJuanjuan', 'whole'));
    expect(await search('佐藤結')).toEqual(idsOf(ids, 'satoYui'));
    expect(await search('김민준')).toEqual(idsOf(ids, 'kimMinjun'));
    // With a space (an ideographic one too) the first word is the whole family name.
    expect(await search('赵 娟')).toEqual(idsOf(ids, 'zhaoJuan', 'zhaoJuanjuan'));
    expect(await search('赵　娟娟')).toEqual(idsOf(ids, 'zhaoJuanjuan'));
    expect(await search('赵夏 娟')).toEqual(idsOf(ids, 'zhaoxiaJuan'));
    // One name part, as before: a prefix of the first or the last name.
    expect(await search('娟')).toEqual(
      idsOf(ids, 'zhaoJuan', 'zhaoJuanjuan', 'zhaoxiaJuan', 'wangJuan'),
    );
    expect(await search('赵')).toEqual(
      idsOf(ids, 'zhaoJuan', 'zhaoJuanjuan', 'zhaoxiaJuan', 'whole'),
    );
    // The Western order with a space still finds the name (as Telegram itself shows it).
    expect(await search('娟 赵')).toEqual(idsOf(ids, 'zhaoJuan', 'zhaoxiaJuan'));
    expect(await search('王赵')).toEqual([]);
    expect(await search('娟赵')).toEqual([]);
    // Latin names keep given name first.
    expect(await search('Juan Zhao')).toEqual(idsOf(ids, 'juanZhao'));
    expect(await search('ZhaoJuan')).toEqual([]);
  });

  it.each([
    ['telegram_users', () => telegramUserWhere({ q: '赵娟' }), telegramUsers],
    ['app_users', () => appUserWhere({ q: '赵娟' }), appUsers],
  ] as const)(
    'finds the candidates in %s through the family-name-first prefix index',
    async (table, where, from) => {
      const plan = await server.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: from.id }).from(from).where(where());
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: Record<string, unknown>[];
        };
        return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
      });
      expect(plan).toContain(`${table}_family_name_first_prefix_idx`);
    },
  );
});
