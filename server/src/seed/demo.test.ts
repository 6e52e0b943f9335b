import type { TelegramUserDetail, TelegramUserPage } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { createDatabase, type Database, IN_MEMORY } from '../db';
import type { Envelope } from '../resources/testing';
import { hasDemoData, seedDemo } from './demo';

const now = new Date('2025-06-01T12:00:00Z');
const sizes = { goals: 8, levels: 10, faq: 20, appUsers: 50, telegramUsers: 1500, logs: 15000 };

const rowsOf = async (db: Database, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
const rows = (server: TestServer, query: string) => rowsOf(server.db, query);

/**
 * Counts of logs that contradict the user's record. The `missing_*` counts are only zero when the
 * requested number of logs leaves room for every derived log.
 */
async function logsAgainstRecords(db: Database) {
  const [counts] = await rowsOf(
    db,
    `select
       (select count(*) from (select telegram_user_id from telegram_user_logs where type = 'start'
          group by 1 having count(*) > 1) as repeated)::int as repeated_starts,
       (select count(*) from telegram_user_logs l join telegram_users u on u.id = l.telegram_user_id
          where l.type = 'start' and l.created_at <> u.joined_at)::int as starts_after_join,
       (select count(*) from telegram_user_logs l join telegram_user_logs s
          on s.telegram_user_id = l.telegram_user_id and s.type = 'start'
          where (l.created_at, l.id) < (s.created_at, s.id))::int as logs_before_start,
       (select count(distinct l.telegram_user_id) from telegram_user_logs l where not exists
          (select 1 from telegram_user_logs s where s.telegram_user_id = l.telegram_user_id
             and s.type = 'start'))::int as users_without_start,
       (select count(*) from (select distinct on (telegram_user_id) telegram_user_id,
            (payload->>'goalId')::int as goal_id
          from telegram_user_logs where type = 'goal_selected'
          order by telegram_user_id, created_at desc, id desc) as latest
          join telegram_users u on u.id = latest.telegram_user_id
          where latest.goal_id is distinct from u.current_goal_id)::int as latest_goal_not_current,
       (select count(*) from telegram_user_logs l where l.type in ('challenge_started', 'challenge_completed')
          and not exists (select 1 from telegram_challenge_progress p join challenges c on c.id = p.challenge_id
            where p.telegram_user_id = l.telegram_user_id and p.challenge_id = (l.payload->>'challengeId')::int
              and case when l.type = 'challenge_started' then p.started_at = l.created_at
                else p.completed_at = l.created_at and (l.payload->>'xp')::int = c.xp_reward end)
       )::int as challenge_logs_without_progress,
       (select count(*) from (select 1 from telegram_user_logs
          where type in ('challenge_started', 'challenge_completed')
          group by telegram_user_id, type, payload->>'challengeId' having count(*) > 1) as repeated
       )::int as repeated_challenge_logs,
       (select count(*) from telegram_challenge_progress p join challenges c on c.id = p.challenge_id
          join telegram_users u on u.id = p.telegram_user_id
          where not c.is_active or c.goal_id <> u.current_goal_id)::int as progress_off_screen,
       (select count(*) from telegram_users u where u.current_goal_id is not null and not exists
          (select 1 from telegram_user_logs l where l.telegram_user_id = u.id
             and l.type = 'goal_selected'))::int as missing_goal_selected,
       (select count(*) from telegram_challenge_progress p where not exists
          (select 1 from telegram_user_logs l where l.telegram_user_id = p.telegram_user_id
             and l.type = 'challenge_started' and (l.payload->>'challengeId')::int = p.challenge_id)
          or (p.completed_at is not null and not exists
          (select 1 from telegram_user_logs l where l.telegram_user_id = p.telegram_user_id
             and l.type = 'challenge_completed' and (l.payload->>'challengeId')::int = p.challenge_id))
       )::int as missing_challenge_logs`,
  );
  return counts;
}

const noContradiction = {
  repeated_starts: 0,
  starts_after_join: 0,
  logs_before_start: 0,
  users_without_start: 0,
  latest_goal_not_current: 0,
  challenge_logs_without_progress: 0,
  repeated_challenge_logs: 0,
  progress_off_screen: 0,
};

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
      logs: 15000,
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
    const [earned] = await rows(
      server,
      `select
         count(*) filter (where u.xp < coalesce(e.xp, 0))::int as users_below_their_completions,
         count(*) filter (where u.level is distinct from (select coalesce(max(l.number), 0)
           from levels l where l.required_xp <= u.xp))::int as levels_off_xp
       from telegram_users u
       left join (select p.telegram_user_id as id, sum(c.xp_reward) as xp
         from telegram_challenge_progress p join challenges c on c.id = p.challenge_id
         where p.completed_at is not null group by 1) as e on e.id = u.id`,
    );
    expect(earned).toEqual({ users_below_their_completions: 0, levels_off_xp: 0 });
    expect(mismatches?.level_ups).toBeGreaterThan(50);
    expect(mismatches?.completions).toBeGreaterThan(300);
    expect(mismatches?.streak_lengths).toBeGreaterThan(10);
  });

  it("retells each user's record in their logs: one start at joined_at before all else, the current goal selected, a start and a completion per progress row", async () => {
    expect(await logsAgainstRecords(server.db)).toEqual({
      ...noContradiction,
      missing_goal_selected: 0,
      missing_challenge_logs: 0,
    });
    const [types] = await rows(
      server,
      `select count(*) filter (where type = 'start')::int as starts,
         count(*) filter (where type = 'goal_selected')::int as goals_selected,
         count(*) filter (where type = 'message')::int as messages,
         (select count(*) from telegram_users where current_goal_id is not null)::int as users_with_goal
       from telegram_user_logs`,
    );
    expect(types?.starts).toBe(sizes.telegramUsers);
    expect(types?.goals_selected).toBe(types?.users_with_goal);
    expect(types?.messages).toBeGreaterThan(1000);
  });

  it('shows on the user detail the completions the activity log shows', async () => {
    const busiest = await rows(
      server,
      `select telegram_user_id as id, count(*)::int as completions from telegram_user_logs
       where type = 'challenge_completed' group by 1 order by 2 desc, 1 limit 5`,
    );
    expect(busiest.length).toBe(5);
    for (const user of busiest) {
      const detail = await server.request<Envelope<TelegramUserDetail>>(
        'GET',
        `/telegram-users/${user.id}`,
        { token },
      );
      const progress = detail.body.data.goalProgress;
      expect(progress.reduce((sum, goal) => sum + goal.completed, 0)).toBe(user.completions);
      for (const goal of progress) expect(goal.completed).toBeLessThanOrEqual(goal.total);
      const currentGoal = detail.body.data.currentGoal;
      if (currentGoal) expect(progress.map((goal) => goal.goalId)).toEqual([currentGoal.id]);
    }
  });

  it("keeps the requested number of logs when the users' records alone would need more, the lowest user ids first", async () => {
    const other = await createDatabase({ dataDir: IN_MEMORY });
    try {
      await other.migrate();
      await seedDemo(other.db, { ...sizes, telegramUsers: 300, logs: 700 }, { now });
      const [counts] = await rowsOf(
        other.db,
        `select count(*)::int as logs, count(*) filter (where type = 'start')::int as starts,
           count(*) filter (where type = 'challenge_completed')::int as completions,
           count(*) filter (where type not in ('start', 'goal_selected', 'challenge_started',
             'challenge_completed'))::int as drawn
         from telegram_user_logs`,
      );
      expect(counts).toEqual({ logs: 700, starts: 300, completions: 0, drawn: 0 });
      expect(await logsAgainstRecords(other.db)).toMatchObject(noContradiction);
    } finally {
      await other.close();
    }
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
