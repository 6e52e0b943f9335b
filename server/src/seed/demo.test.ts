import type { TelegramUserPage } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { createDatabase, IN_MEMORY } from '../db';
import type { Envelope } from '../resources/testing';
import { hasDemoData, seedDemo } from './demo';

const now = new Date('2025-06-01T12:00:00Z');
const sizes = { goals: 8, levels: 10, faq: 20, appUsers: 50, telegramUsers: 1500, logs: 6000 };

const rows = async (server: TestServer, query: string) =>
  ((await server.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

describe('seedDemo (PGlite)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer();
    token = (await server.signIn({ permissions: ['users:read'] })).token;
    const report = await seedDemo(server.db, sizes, { now });
    expect(report.sizes).toEqual(sizes);
  });
  afterAll(() => server.close());

  it('fills every table with the requested sizes', async () => {
    const [counts] = await rows(
      server,
      `select (select count(*) from goals)::int as goals, (select count(*) from levels)::int as levels,
         (select count(*) from faq_entries)::int as faq, (select count(*) from app_users)::int as app_users,
         (select count(*) from telegram_users)::int as telegram_users,
         (select count(*) from telegram_user_logs)::int as logs,
         (select count(distinct locale) from faq_entries)::int as locales`,
    );
    expect(counts).toEqual({
      goals: 8,
      levels: 10,
      faq: 20,
      app_users: 50,
      telegram_users: 1500,
      logs: 6000,
      locales: 8,
    });
  });

  it('is coherent: levels grow with XP, every user sits on the level of their XP, logs lie in their active span', async () => {
    const [order] = await rows(
      server,
      `select count(*)::int as broken from levels a join levels b on b.number > a.number where b.required_xp <= a.required_xp`,
    );
    expect(order?.broken).toBe(0);
    const [wrongLevel] = await rows(
      server,
      `select count(*)::int as n from telegram_users u
       where u.level <> (select coalesce(max(number), 0) from levels where required_xp <= u.xp)`,
    );
    expect(wrongLevel?.n).toBe(0);
    const [outside] = await rows(
      server,
      `select count(*)::int as n from telegram_user_logs l join telegram_users u on u.id = l.telegram_user_id
       where l.created_at < u.joined_at or l.created_at > u.last_active_at or l.created_at > '${now.toISOString()}'`,
    );
    expect(outside?.n).toBe(0);
    const [progress] = await rows(
      server,
      `select count(*)::int as n from telegram_challenge_progress p join telegram_users u on u.id = p.telegram_user_id
       where p.started_at < u.joined_at or p.completed_at < p.started_at or p.completed_at > u.last_active_at`,
    );
    expect(progress?.n).toBe(0);
    const languages = await rows(
      server,
      'select distinct language_code from telegram_users order by 1',
    );
    expect(languages.map((row) => row.language_code)).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'ja',
      'pt',
      'ru',
      'zh',
    ]);
  });

  it('gives every history time to happen: streaks within the tenure, XP earned over time, no burst of logs at one instant', async () => {
    const [tenure] = await rows(
      server,
      `select min(extract(epoch from '${now.toISOString()}'::timestamptz - joined_at))::float8 as newest,
         count(*) filter (where streak > floor(extract(epoch from '${now.toISOString()}'::timestamptz - joined_at) / 86400) + 1)::int as long_streaks,
         max(xp) filter (where joined_at > '${now.toISOString()}'::timestamptz - interval '1 day')::int as new_xp,
         max(xp)::int as top_xp
       from telegram_users`,
    );
    expect(tenure?.newest).toBeGreaterThanOrEqual(3600);
    expect(tenure?.long_streaks).toBe(0);
    expect(Number(tenure?.new_xp)).toBeLessThan(Number(tenure?.top_xp) / 20);
    const newest = await rows(
      server,
      `select telegram_user_id, created_at from telegram_user_logs order by created_at desc, id desc limit 10`,
    );
    expect(new Set(newest.map((row) => row.telegram_user_id)).size).toBeGreaterThan(3);
    expect(new Set(newest.map((row) => String(row.created_at))).size).toBeGreaterThan(5);
  });

  it('writes log payloads that agree with the user and the content: levels reached, XP earned, streak lengths', async () => {
    const [mismatches] = await rows(
      server,
      `select
         count(*) filter (where l.type = 'level_up'
           and ((l.payload->>'level')::int > u.level or (l.payload->>'level')::int < 2))::int as levels_above,
         count(*) filter (where l.type = 'level_up')::int as level_ups,
         count(*) filter (where l.type = 'challenge_completed'
           and (l.payload->>'xp')::int is distinct from c.xp_reward)::int as wrong_xp,
         count(*) filter (where l.type = 'challenge_completed')::int as completions,
         count(*) filter (where l.type = 'streak' and (l.payload->>'days')::int
           > floor(extract(epoch from l.created_at - u.joined_at) / 86400) + 1)::int as streaks_too_long,
         count(distinct (l.payload->>'days')) filter (where l.type = 'streak')::int as streak_lengths
       from telegram_user_logs l
       join telegram_users u on u.id = l.telegram_user_id
       left join challenges c on l.type = 'challenge_completed' and c.id = (l.payload->>'challengeId')::int`,
    );
    expect(mismatches).toMatchObject({ levels_above: 0, wrong_xp: 0, streaks_too_long: 0 });
    expect(mismatches?.level_ups).toBeGreaterThan(50);
    expect(mismatches?.completions).toBeGreaterThan(300);
    expect(mismatches?.streak_lengths).toBeGreaterThan(10);
  });

  it('gives the ten busiest users a long history, as real activity is skewed', async () => {
    const [share] = await rows(
      server,
      `select count(*) filter (where telegram_user_id <= 10)::float8 / count(*) as busy
         from telegram_user_logs`,
    );
    // 2 % of the logs go to users 1–10, plus their even share of the rest (10 of 1,500 users).
    expect(Number(share?.busy)).toBeGreaterThan(0.015);
    expect(Number(share?.busy)).toBeLessThan(0.04);
  });

  it('is deterministic: the same sizes and instant give the same users and logs', async () => {
    const other = await createDatabase({ dataDir: IN_MEMORY });
    try {
      await other.migrate();
      await seedDemo(other.db, sizes, { now });
      const fingerprint = `select md5(string_agg(concat_ws('|', id, telegram_id, username, first_name, last_name, xp, level,
          current_goal_id, status, joined_at, last_active_at), ',' order by id)) as users,
        (select md5(string_agg(concat_ws('|', telegram_user_id, type, payload::text, created_at), ',' order by id))
          from telegram_user_logs) as logs
        from telegram_users`;
      const [mine] = await rows(server, fingerprint);
      const theirs = (
        (await other.db.execute(sql.raw(fingerprint))) as unknown as { rows: unknown[] }
      ).rows[0];
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  });

  it('refuses to seed a database that already holds demo data', async () => {
    expect(await hasDemoData(server.db)).toBe(true);
    await expect(seedDemo(server.db, sizes, { now })).rejects.toThrow('already holds demo data');
  });

  it('answers an estimated total above 1,000 expected matches and an exact one for a narrow search', async () => {
    const all = await server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', {
      token,
    });
    expect(all.body.data.totalIsEstimate).toBe(true);
    expect(all.body.data.total).toBeGreaterThan(1000);
    const [row] = await rows(
      server,
      'select username from telegram_users where username is not null order by id limit 1',
    );
    const narrow = await server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', {
      token,
      query: { q: String(row?.username), pageSize: 1 },
    });
    expect(narrow.body.data.totalIsEstimate).toBe(false);
    expect(narrow.body.data.total).toBeGreaterThanOrEqual(1);
  });
});
