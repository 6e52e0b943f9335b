import type { AuditLog, Goal, TelegramLog, TelegramUser } from '@console/contract';
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, PgTimestamp, PgTimestampString } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../test/harness';
import { rowsOf } from '../operations/backup';
import type { Envelope } from '../resources/testing';
import * as schema from './schema';
import { goals } from './schema';
import { timestampFromPostgres } from './timestamp';

/** PostgreSQL's text of an instant, and the ISO string the API answers for it. */
const year50 = { text: '0050-03-01 12:00:00+00', iso: '0050-03-01T12:00:00.000Z' };
const year1 = { text: '0001-01-01 00:00:00+00', iso: '0001-01-01T00:00:00.000Z' };
/** Microseconds are cut to milliseconds, not rounded. */
const modern = { text: '2024-05-01 12:34:56.789999+00', iso: '2024-05-01T12:34:56.789Z' };

const isoOf = (date: Date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString());

describe('timestampFromPostgres', () => {
  it.each([
    [year50.text, year50.iso],
    [year1.text, year1.iso],
    [modern.text, modern.iso],
    ['0099-12-31 23:59:59.999999+00', '0099-12-31T23:59:59.999Z'],
    ['0100-01-01 00:00:00+00', '0100-01-01T00:00:00.000Z'],
    ['9999-12-31 23:59:59.999999+00', '9999-12-31T23:59:59.999Z'],
    ['2024-05-01 12:00:00.5+00', '2024-05-01T12:00:00.500Z'],
    // As JSON writes it (Drizzle's relational queries hand the mapping a row's JSON).
    ['0050-03-01T12:00:00+00:00', year50.iso],
    ['2024-05-01T12:34:56.789999+00:00', modern.iso],
    // Offsets of a session whose time zone is not UTC, local mean time to the second among them.
    ['2024-05-01 14:34:56.789999+02', modern.iso],
    ['0050-03-01 17:30:00+05:30', year50.iso],
    ['0050-03-01 08:30:00-03:30', year50.iso],
    ['0050-03-01 12:19:32+00:19:32', year50.iso],
    ['1850-01-01 12:00:00+00:53:28', '1850-01-01T11:06:32.000Z'],
    // The first instant of year 1, written in a zone west of UTC: still year 1.
    ['0001-12-31 20:29:08-03:30:52 BC', year1.iso],
    ['10000-01-01 05:30:00+05:30', '+010000-01-01T00:00:00.000Z'],
    // Before year 1, beyond JavaScript's dates, or no date at all.
    ['0001-01-01 00:30:00+01', 'Invalid Date'],
    ['0001-12-31 23:59:59.999+00 BC', 'Invalid Date'],
    ['294277-01-01 05:29:59+05:30', 'Invalid Date'],
    ['infinity', 'Invalid Date'],
    ['-infinity', 'Invalid Date'],
  ])('reads %s as %s', (text, iso) => {
    expect(isoOf(timestampFromPostgres(text))).toBe(iso);
  });

  it('is the reading of every timestamp column of the schema', () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    const columns = tables.flatMap((table) =>
      Object.values(getTableColumns(table)).map((column) => ({ table, column })),
    );
    const timestamps = columns.filter(({ column }) => is(column, PgTimestamp));
    expect(timestamps.length).toBeGreaterThanOrEqual(25);
    for (const { table, column } of timestamps) {
      const name = `${getTableName(table)}.${column.name}`;
      expect(isoOf(column.mapFromDriverValue(year50.text) as Date), name).toBe(year50.iso);
    }
    expect(columns.filter(({ column }) => is(column, PgTimestampString))).toEqual([]);
  });
});

describe.each(testDatabases())('timestamps read back exactly ($name)', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
  });
  afterAll(() => server.close());

  const insertedId = async (statement: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ id: number | string }>(server.db, statement);
    if (!row) throw new Error('nothing inserted');
    return Number(row.id);
  };

  it('hands Drizzle PostgreSQL’s text of a timestamptz, not a Date', async () => {
    const [row] = await rowsOf<{ at: unknown }>(
      server.db,
      sql`select ${year50.text}::timestamptz as at`,
    );
    expect(row?.at).toBe(year50.text);
  });

  it('answers a goal’s years 50 and 1 and a modern instant as stored, on its read and its list', async () => {
    const old = await insertedId(
      sql`insert into goals (title, category, created_at, updated_at) values ('Old', 'history', ${year50.text}, ${year1.text}) returning id`,
    );
    const recent = await insertedId(
      sql`insert into goals (title, category, created_at, updated_at) values ('New', 'history', ${modern.text}, ${modern.text}) returning id`,
    );

    const read = await server.request<Envelope<Goal>>('GET', `/goals/${old}`, { token });
    expect(read.body.data).toMatchObject({ createdAt: year50.iso, updatedAt: year1.iso });
    const list = await server.request<Envelope<{ items: Goal[] }>>('GET', '/goals', {
      token,
      query: { category: 'history' },
    });
    const listed = new Map(list.body.data.items.map((goal) => [goal.id, goal]));
    expect(listed.get(old)).toMatchObject({ createdAt: year50.iso, updatedAt: year1.iso });
    expect(listed.get(recent)).toMatchObject({ createdAt: modern.iso, updatedAt: modern.iso });
  });

  it('answers a Telegram user’s and their log’s early years as stored, on the lists and the log', async () => {
    const userId = await insertedId(
      sql`insert into telegram_users (telegram_id, first_name, joined_at, last_active_at) values (5050, 'Livia', ${year1.text}, ${year50.text}) returning id`,
    );
    await server.db.execute(
      sql`insert into telegram_user_logs (telegram_user_id, type, created_at) values (${userId}, 'start', ${year50.text}), (${userId}, 'start', ${modern.text})`,
    );

    const expected = { joinedAt: year1.iso, lastActiveAt: year50.iso };
    const read = await server.request<Envelope<TelegramUser>>('GET', `/telegram-users/${userId}`, {
      token,
    });
    expect(read.body.data).toMatchObject(expected);
    const list = await server.request<Envelope<{ items: TelegramUser[] }>>(
      'GET',
      '/telegram-users',
      { token, query: { q: 'Livia' } },
    );
    expect(list.body.data.items).toEqual([expect.objectContaining(expected)]);
    const logs = await server.request<Envelope<{ items: TelegramLog[] }>>(
      'GET',
      `/telegram-users/${userId}/logs`,
      { token },
    );
    expect(logs.body.data.items.map((log) => log.createdAt)).toEqual([modern.iso, year50.iso]);
  });

  it('answers an audit row of year 50 as stored', async () => {
    await server.db.execute(
      sql`insert into audit_logs (action, resource, record_id, at) values ('update', 'early-years', '1', ${year50.text})`,
    );
    const audit = await server.request<Envelope<{ items: AuditLog[] }>>('GET', '/audit-logs', {
      token,
      query: { resource: 'early-years' },
    });
    expect(audit.body.data.items.map((row) => row.at)).toEqual([year50.iso]);
  });

  it('reads the same instants in a session whose time zone is not UTC', async () => {
    const id = await insertedId(
      sql`insert into goals (title, category, created_at, updated_at) values ('Zones', 'zones', ${year1.text}, ${year50.text}) returning id`,
    );
    for (const zone of ['Europe/Amsterdam', 'America/St_Johns', 'Asia/Kathmandu']) {
      const [row] = await server.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        return tx.select().from(goals).where(eq(goals.id, id));
      });
      expect(
        [row?.createdAt, row?.updatedAt].map((at) => at && isoOf(at)),
        zone,
      ).toEqual([year1.iso, year50.iso]);
    }
  });

  it('writes and reads back instants from year 1 to 9999 through Drizzle', async () => {
    for (const iso of [
      year1.iso,
      year50.iso,
      '0999-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
    ]) {
      const [row] = await server.db
        .insert(goals)
        .values({ title: `At ${iso}`, category: 'writes', createdAt: new Date(iso) })
        .returning();
      expect(row?.createdAt.toISOString(), iso).toBe(iso);
      const [read] = await server.db
        .select({ createdAt: goals.createdAt })
        .from(goals)
        .where(eq(goals.id, row?.id ?? 0));
      expect(read?.createdAt.toISOString(), iso).toBe(iso);
    }
  });
});
