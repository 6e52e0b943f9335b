import { DASHBOARD_SERIES_DAYS, faqLocales } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import {
  appUsers,
  challenges,
  faqEntries,
  goals,
  levels,
  telegramActivityDaily,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../db/schema';
import { dailyActivity, lastStoredDay } from '../resources/analytics/activity';
import { addDays, startOfUtcDay, utcDateString } from '../resources/query-helpers';
import { buildFaq, buildGoals, buildLevels } from './content';
import { NAMES_PER_LANGUAGE, namePools } from './names';
import { createRandom } from './random';

export interface SeedSizes {
  readonly goals: number;
  readonly levels: number;
  readonly faq: number;
  readonly appUsers: number;
  readonly telegramUsers: number;
  readonly logs: number;
}

/** The quick-start data set: small enough to load in a few seconds on PGlite. */
export const defaultSeedSizes: SeedSizes = {
  goals: 8,
  levels: 10,
  faq: 20,
  appUsers: 200,
  telegramUsers: 500,
  logs: 5000,
};

export interface SeedOptions {
  /** The instant the data is generated around (joins, activity and logs lie before it). */
  readonly now?: Date;
  /** Called with a line of progress per step and per chunk. */
  readonly onProgress?: (message: string) => void;
  /** Rows per INSERT … SELECT statement for the large tables. */
  readonly chunkRows?: number;
}

export interface SeedReport {
  readonly sizes: SeedSizes;
  readonly challenges: number;
  readonly challengeProgress: number;
  readonly elapsedMs: number;
}

/** Tables the demo data fills, children first (the order TRUNCATE and checks use). */
const demoTables = [
  telegramActivityDaily,
  telegramUserLogs,
  telegramChallengeProgress,
  telegramUsers,
  challenges,
  goals,
  levels,
  faqEntries,
  appUsers,
] as const;

/** Whether any table the demo data fills already has rows. */
export async function hasDemoData(db: Database): Promise<boolean> {
  const checks = sql.join(
    demoTables.map((table) => sql`exists (select 1 from ${table})`),
    sql` or `,
  );
  const result = (await db.execute(sql`select (${checks}) as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return result.rows[0]?.present === true;
}

/** Empties every demo table and restarts their ids (the CLI's `--reset`). Audit rows stay. */
export async function clearDemoData(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ${sql.join(
      demoTables.map((table) => sql`${table}`),
      sql`, `,
    )} restart identity cascade`,
  );
}

// Deterministic pseudo-random values in SQL: PostgreSQL's hashint8extended (the hash behind hash
// partitioning, identical on every platform and in PGlite) of a row number and a per-column salt.
// The SQL below is assembled from numbers and fixed word lists only, never from user input.
const hash = (expr: string, salt: number) => `hashint8extended((${expr})::bigint, ${salt})`;
/** A float in [0, 1). */
const unit = (expr: string, salt: number) =>
  `((${hash(expr, salt)} & 9007199254740991)::float8 / 9007199254740992)`;
/** An integer in [0, n); `n` is a number or an SQL expression that is at least 1. */
const below = (expr: string, salt: number, n: number | string) =>
  `((${hash(expr, salt)} & 2147483647) % (${n}))`;
const quoteTable = (name: string) => `"${name}"`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `(array[${items.map(quote).join(',')}]::text[])`;
const intArray = (items: readonly number[]) =>
  `(array[${items.map((n) => String(Math.trunc(n))).join(',')}]::integer[])`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Real activity is skewed: a few users produce much of it. This share of all logs goes to the
 * users with ids 1–10 (some 20,000 each at 10 million logs), so deep log pages exist to page through.
 */
const BUSY_USERS = 10;
const BUSY_USERS_LOG_SHARE = 0.02;
const DAY_SECONDS = 24 * 60 * 60;
/** The longest streak a `streak` log announces. */
const MAX_LOGGED_STREAK = 30;

/**
 * The newest user joined this long before `now`: a user who joined seconds ago would have a
 * streak, XP and a dozen logs in those seconds, all at one instant.
 */
const MIN_TENURE_SECONDS = 60 * 60;
/** XP is earned over time: a user's XP reaches its full draw after this long. */
const XP_RAMP_SECONDS = 30 * DAY_SECONDS;

/**
 * Seconds before `now` at which user `k` joined (more users joined recently) and was last
 * active (most users were active lately). Logs and progress of user `k` lie between the two.
 */
const joinedAgo = (k: string) =>
  `(${MIN_TENURE_SECONDS} + floor(power(${unit(k, 7)}, 1.6) * ${YEAR_SECONDS - MIN_TENURE_SECONDS}))`;
/** `joined`: user `k`'s joined_ago, as a column or as `joinedAgo(k)`. */
const activeAgo = (k: string, joined: string) => `floor(${joined} * power(${unit(k, 8)}, 3))`;
/** The index (0-based) of user `k`'s current goal among `goalCount`, null for the 15 % without one. */
const goalIndexOf = (k: string, goalCount: number) =>
  goalCount === 0
    ? 'null::integer'
    : `case when ${unit(k, 10)} < 0.15 then null else ${below(k, 11, goalCount)} end`;
/** A user picks a goal (the bot's second step) this long after joining, plus up to half an hour. */
const GOAL_PICK_DELAY_SECONDS = 60;
const GOAL_PICK_SPREAD_SECONDS = 30 * 60;
/**
 * Users `from`..`to` with the instants of their history in seconds before `now`: joined_ago,
 * active_ago, goal_index (see `goalIndexOf`) and goal_ago, when they picked that goal, before
 * any challenge they started (clamped to their active span).
 */
const userSpans = (from: number, to: number, goalCount: number) => `(
  select k, joined_ago, active_ago, goal_index,
    greatest(active_ago, joined_ago - ${GOAL_PICK_DELAY_SECONDS} - ${below('k', 15, GOAL_PICK_SPREAD_SECONDS)}) as goal_ago
  from (
    select k, joined_ago, ${activeAgo('k', 'joined_ago')} as active_ago,
      ${goalIndexOf('k', goalCount)} as goal_index
    from (select k, ${joinedAgo('k')} as joined_ago
          from generate_series(${from}, ${to}) as k offset 0) as joined offset 0
  ) as spans offset 0
)`;
/** User `k`'s XP: a skewed draw up to `maxXp`, reached in full after `XP_RAMP_SECONDS` of tenure. */
const xpOf = (k: string, joined: string, maxXp: number) =>
  `floor(power(${unit(k, 14)}, 2.2) * ${maxXp} * least(1, ${joined}::float8 / ${XP_RAMP_SECONDS}))::integer`;
/** The level of an XP expression: the highest level whose required XP it reaches (0 below all). */
const levelOf = (xp: string, levelPlans: readonly { number: number; requiredXp: number }[]) =>
  levelPlans.length === 0
    ? '0'
    : `case ${[...levelPlans]
        .sort((a, b) => b.requiredXp - a.requiredXp)
        .map((level) => `when ${xp} >= ${level.requiredXp} then ${level.number}`)
        .join(' ')} else 0 end`;

const messages = [
  'Hi!',
  'Done for today 💪',
  'What should I do next?',
  'Can I change my goal?',
  'Thanks!',
  'I missed yesterday',
  'Show my progress',
  '¿Cómo va mi racha?',
  'Merci !',
  'Danke!',
  '今天完成了',
  'よろしくお願いします',
  'Obrigado!',
  'Спасибо!',
];
const commands = ['/start', '/progress', '/goals', '/help', '/streak', '/settings', '/level'];

/**
 * The types drawn for the logs left after the ones derived from each user's record (`start`,
 * `goal_selected`, `challenge_started`, `challenge_completed`), by relative share.
 */
const drawnLogTypeShares: readonly (readonly [string, number])[] = [
  ['message', 0.3],
  ['command', 0.2],
  ['streak', 0.12],
  ['level_up', 0.05],
];

/** The log type for a uniform draw in [0, 1) (a column computed once per row). */
function logTypeCase(draw: string): string {
  const total = drawnLogTypeShares.reduce((sum, [, share]) => sum + share, 0);
  let cumulative = 0;
  const branches = drawnLogTypeShares.map(([type, share], index) => {
    cumulative += share / total;
    return index === drawnLogTypeShares.length - 1
      ? `else ${quote(type)}`
      : `when ${draw} < ${cumulative.toFixed(4)} then ${quote(type)}`;
  });
  return `case ${branches.join(' ')} end`;
}

type Progress = (message: string) => void;

async function run(tx: Database, statement: string): Promise<void> {
  await tx.execute(sql.raw(statement));
}

/** Runs `insert(from, to)` over 1..total in chunks, reporting progress. */
async function inChunks(
  total: number,
  chunk: number,
  label: string,
  progress: Progress,
  insert: (from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await insert(from, to);
    progress(`${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
  }
}

interface Deferred {
  restore(): Promise<void>;
}

/**
 * Drops the secondary indexes and foreign keys of the large tables for a bulk load and recreates
 * them afterwards from their own definitions: one sorted build per index is far cheaper than
 * maintaining them row by row.
 */
async function deferIndexes(tx: Database, tables: readonly string[]): Promise<Deferred> {
  const tableList = sql.join(
    tables.map((name) => sql`${name}`),
    sql`, `,
  );
  const indexes = (await tx.execute(sql`
    select quote_ident(ci.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class ci on ci.oid = i.indexrelid
    join pg_class ct on ct.oid = i.indrelid
    where ct.relname in (${tableList}) and ct.relnamespace = current_schema()::regnamespace
      and not i.indisprimary
  `)) as unknown as { rows: { name: string; definition: string }[] };
  const foreignKeys = (await tx.execute(sql`
    select quote_ident(c.conname) as name, quote_ident(t.relname) as table_name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    where c.contype = 'f' and t.relname in (${tableList})
      and t.relnamespace = current_schema()::regnamespace
  `)) as unknown as { rows: { name: string; table_name: string; definition: string }[] };

  for (const fk of foreignKeys.rows) {
    await run(tx, `alter table ${fk.table_name} drop constraint ${fk.name}`);
  }
  for (const index of indexes.rows) await run(tx, `drop index ${index.name}`);
  return {
    async restore() {
      for (const index of indexes.rows) await run(tx, index.definition);
      for (const fk of foreignKeys.rows) {
        // NOT VALID: the generated rows point at generated ids by construction, and re-checking
        // ten million of them would cost a large part of the load; new rows are checked as usual.
        await run(
          tx,
          `alter table ${fk.table_name} add constraint ${fk.name} ${fk.definition} not valid`,
        );
      }
    },
  };
}

/** Above this many bulk rows, indexes are rebuilt after the load instead of maintained. */
const DEFER_INDEXES_FROM_ROWS = 100_000;

/**
 * Fills an empty database with coherent demo data: goals with challenges, levels with strictly
 * growing XP, FAQ entries in the eight locales, app users, and messaging-app users whose level
 * matches their XP, with challenge progress and activity logs between their join and last
 * activity. Deterministic: the same sizes and `now` give the same data. Runs in one transaction;
 * the large tables are filled by `INSERT … SELECT` over `generate_series` inside the database.
 */
export async function seedDemo(
  db: Database,
  requested: Partial<SeedSizes> = {},
  options: SeedOptions = {},
): Promise<SeedReport> {
  const sizes: SeedSizes = { ...defaultSeedSizes, ...requested };
  for (const [name, value] of Object.entries(sizes)) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer ≥ 0`);
  }
  if (sizes.telegramUsers === 0 && sizes.logs > 0) {
    throw new Error('Logs need at least one messaging-app user');
  }
  const started = Date.now();
  const now = options.now ?? new Date();
  const nowSql = `${quote(now.toISOString())}::timestamptz`;
  const progress: Progress = options.onProgress ?? (() => {});
  const random = createRandom(20_240_601);

  if (await hasDemoData(db)) {
    throw new Error('The database already holds demo data; clear it first (seed --reset)');
  }

  const counts = await db.transaction(async (tx) => {
    await run(tx, 'set local synchronous_commit = off');
    await run(tx, `set local maintenance_work_mem = '256MB'`);

    const goalPlans = buildGoals(sizes.goals, random);
    const goalRows =
      goalPlans.length === 0
        ? []
        : await tx
            .insert(goals)
            .values(goalPlans.map(({ challenges: _challenges, ...goal }) => goal))
            .returning({ id: goals.id });
    const challengeValues = goalPlans.flatMap((plan, index) =>
      plan.challenges.map((challenge) => ({ ...challenge, goalId: goalRows[index]?.id ?? 0 })),
    );
    const challengeRows =
      challengeValues.length === 0
        ? []
        : await tx
            .insert(challenges)
            .values(challengeValues)
            .returning({ id: challenges.id, xpReward: challenges.xpReward });
    progress(`goals: ${goalRows.length}, challenges: ${challengeRows.length}`);

    const levelPlans = buildLevels(sizes.levels);
    if (levelPlans.length > 0) await tx.insert(levels).values(levelPlans);
    const faqPlans = buildFaq(sizes.faq);
    if (faqPlans.length > 0) await tx.insert(faqEntries).values(faqPlans);
    progress(
      `levels: ${levelPlans.length}, faq: ${faqPlans.length} (${faqLocales.length} locales)`,
    );

    const chunk = options.chunkRows ?? 100_000;
    const firstNames = textArray(namePools.flatMap((pool) => pool.firstNames));
    const lastNames = textArray(namePools.flatMap((pool) => pool.lastNames));
    const handles = textArray(namePools.flatMap((pool) => pool.handles));
    const languages = textArray(namePools.map((pool) => pool.languageCode));
    const nameAt = (array: string, language: string, k: string, salt: number) =>
      `${array}[1 + ${language} * ${NAMES_PER_LANGUAGE} + ${below(k, salt, NAMES_PER_LANGUAGE)}]`;

    await inChunks(sizes.appUsers, chunk, 'app users', progress, async (from, to) => {
      await run(
        tx,
        `insert into ${quoteTable('app_users')} (username, email, first_name, last_name, status, role,
           verified, created_at, updated_at, last_login)
         select handle || '_' || k, handle || '.' || k || '@example.' ||
             (array['com','org','net'])[1 + ${below('k', 41, 3)}],
           first_name, last_name,
           case when ${unit('k', 42)} < 0.06 then 'banned' when ${unit('k', 42)} < 0.2 then 'inactive'
             else 'active' end,
           case when ${unit('k', 43)} < 0.05 then 'moderator' when ${unit('k', 43)} < 0.15 then 'premium'
             else 'user' end,
           ${unit('k', 44)} < 0.7,
           ${nowSql} - created_ago * interval '1 second',
           ${nowSql} - floor(created_ago * ${unit('k', 45)}) * interval '1 second',
           case when ${unit('k', 46)} < 0.1 then null
             else ${nowSql} - floor(created_ago * power(${unit('k', 47)}, 2)) * interval '1 second' end
         from (
           select k, ${nameAt(handles, 'lang', 'k', 48)} as handle,
             ${nameAt(firstNames, 'lang', 'k', 48)} as first_name,
             ${nameAt(lastNames, 'lang', 'k', 49)} as last_name,
             floor(power(${unit('k', 50)}, 1.3) * ${2 * YEAR_SECONDS}) as created_ago
           from (select k, ${below('k', 40, namePools.length)} as lang
                 from generate_series(${from}, ${to}) as k) as numbered
         ) as users`,
      );
    });

    const bulkRows = sizes.telegramUsers + sizes.logs;
    const deferred =
      bulkRows >= DEFER_INDEXES_FROM_ROWS
        ? await deferIndexes(tx, [
            'telegram_users',
            'telegram_user_logs',
            'telegram_challenge_progress',
          ])
        : undefined;

    const goalIds = intArray(goalRows.map((row) => row.id));
    const challengeIds = intArray(challengeRows.map((row) => row.id));
    const topXp = levelPlans[levelPlans.length - 1]?.requiredXp ?? 0;
    const maxXp = Math.max(1000, Math.round(topXp * 1.3));

    await inChunks(sizes.telegramUsers, chunk, 'telegram users', progress, async (from, to) => {
      await run(
        tx,
        `insert into ${quoteTable('telegram_users')} (id, telegram_id, username, first_name, last_name,
           language_code, is_premium, xp, level, current_goal_id, streak, status, joined_at,
           last_active_at, updated_at)
         overriding system value
         select k, 100000000 + k::bigint * 8192 + ${below('k', 4, 8192)},
           case when ${unit('k', 5)} < 0.15 then null else ${nameAt(handles, 'lang', 'k', 2)} || '_' || k end,
           ${nameAt(firstNames, 'lang', 'k', 2)},
           case when ${unit('k', 6)} < 0.2 then null else ${nameAt(lastNames, 'lang', 'k', 3)} end,
           ${languages}[1 + lang],
           ${unit('k', 9)} < 0.08,
           xp,
           (select coalesce(max(l.number), 0) from ${quoteTable('levels')} l where l.required_xp <= xp),
           ${goalIds}[1 + ${goalIndexOf('k', goalRows.length)}],
           case when active_ago < ${DAY_SECONDS}
             then least(floor(power(${unit('k', 12)}, 2) * 60), floor(joined_ago / ${DAY_SECONDS}) + 1)::integer
             else 0 end,
           case when ${unit('k', 13)} < 0.03 then 'blocked' else 'active' end,
           ${nowSql} - joined_ago * interval '1 second',
           ${nowSql} - active_ago * interval '1 second',
           ${nowSql} - active_ago * interval '1 second'
         from (
           select k, lang, joined_ago,
             ${activeAgo('k', 'joined_ago')} as active_ago,
             ${xpOf('k', 'joined_ago', maxXp)} as xp
           from (
             select k, ${below('k', 1, namePools.length)} as lang, ${joinedAgo('k')} as joined_ago
             from generate_series(${from}, ${to}) as k offset 0
           ) as drawn offset 0
         ) as users`,
      );
    });

    const agoSql = (secondsAgo: string) => `${nowSql} - ${secondsAgo} * interval '1 second'`;
    // Progress rows pick active challenges (the ones the user detail counts in a goal's total) of
    // the user's current goal, or of any goal for a user without one. `pickable` lists challenge
    // positions (1-based, into `challengeIds`) goal by goal, then all active ones; segment `g`
    // starts at `segmentStarts[g]` (the last segment: any goal).
    const activePositionsOf = (goalId?: number) =>
      challengeValues.flatMap((challenge, index) =>
        challenge.isActive && (goalId === undefined || challenge.goalId === goalId)
          ? [index + 1]
          : [],
      );
    const segments = [...goalRows.map((row) => activePositionsOf(row.id)), activePositionsOf()];
    const segmentStarts = segments.map((_, index) =>
      segments.slice(0, index).reduce((sum, segment) => sum + segment.length, 0),
    );
    const pickable = intArray(segments.flat());
    const maxProgressPerUser = 3;
    /** The progress rows of users from..to: user k, pick j, challenge position pos, and the instants. */
    const progressPicks = (from: number, to: number) => `(
      select k, j, pos, started_ago,
        case when ${unit('k * 4 + j', 33)} < 0.6
          then floor(active_ago + (started_ago - active_ago) * ${unit('k * 4 + j', 34)}) end as completed_ago
      from (
        select k, j, active_ago,
          ${pickable}[1 + segment_start + (${below('k', 31, 'greatest(segment_size, 1)')} + j) % greatest(segment_size, 1)] as pos,
          floor(active_ago + (goal_ago - active_ago) * ${unit('k * 4 + j', 32)}) as started_ago
        from (
          select k, active_ago, goal_ago,
            ${intArray(segmentStarts)}[1 + segment] as segment_start,
            ${intArray(segments.map((segment) => segment.length))}[1 + segment] as segment_size
          from (select k, active_ago, goal_ago, coalesce(goal_index, ${goalRows.length}) as segment
                from ${userSpans(from, to, goalRows.length)} as spans) as segmented offset 0
        ) as users
        cross join generate_series(0, ${maxProgressPerUser - 1}) as j
        where j < ${below('k', 30, `least(${maxProgressPerUser}, segment_size) + 1`)}
      ) as picks offset 0
    )`;
    if (challengeRows.length > 0) {
      await inChunks(
        sizes.telegramUsers,
        chunk,
        'challenge progress (users)',
        progress,
        async (from, to) => {
          await run(
            tx,
            `insert into ${quoteTable('telegram_challenge_progress')} (telegram_user_id, challenge_id,
               started_at, completed_at)
             select k, ${challengeIds}[pos], ${agoSql('started_ago')}, ${agoSql('completed_ago')}
             from ${progressPicks(from, to)} as picks`,
          );
        },
      );
      // A user holds at least the XP their completed challenges earned (their logs say how much),
      // and the level that XP reaches: drawn XP alone left some at 0 XP with completions.
      progress('XP of completed challenges');
      await run(
        tx,
        `update ${quoteTable('telegram_users')} as u
         set xp = earned.xp,
           level = (select coalesce(max(l.number), 0) from ${quoteTable('levels')} l
                    where l.required_xp <= earned.xp)
         from (select p.telegram_user_id as id, sum(c.xp_reward)::integer as xp
               from ${quoteTable('telegram_challenge_progress')} p
               join ${quoteTable('challenges')} c on c.id = p.challenge_id
               where p.completed_at is not null
               group by p.telegram_user_id) as earned
         where u.id = earned.id and u.xp < earned.xp`,
      );
    }

    // Payloads are picked from constant jsonb arrays (folded once per statement) rather than
    // built per row: building 10 million jsonb values costs more than the rest of the row.
    const jsonArray = (values: readonly Record<string, unknown>[]) =>
      `(array[${values.map((value) => quote(JSON.stringify(value))).join(',')}]::jsonb[])`;
    const pickJson = (type: string, values: readonly Record<string, unknown>[], salt: number) =>
      values.length === 0
        ? ''
        : `when ${quote(type)} then ${jsonArray(values)}[1 + ${below('i', salt, values.length)}]`;

    // The logs that retell each user's record come first, in this order: one `start` at joined_at,
    // one `goal_selected` naming the current goal, and per progress row a `challenge_started` at
    // its started_at and a `challenge_completed` (with the challenge's XP) at its completed_at.
    // When the requested number of logs runs out among them, the lowest user ids keep theirs.
    let logsLeft = sizes.logs;
    const insertDerivedLogs = (
      label: string,
      perUser: number,
      select: (from: number, to: number) => string,
    ) =>
      inChunks(sizes.telegramUsers, chunk, `logs (${label})`, progress, async (from, to) => {
        if (logsLeft === 0) return;
        const cut =
          logsLeft < (to - from + 1) * perUser ? `order by u, rank limit ${logsLeft}` : '';
        const inserted = (await tx.execute(
          sql.raw(
            `with inserted as (
               insert into ${quoteTable('telegram_user_logs')} (telegram_user_id, type, payload, created_at)
               select u, type, payload, created_at from ${select(from, to)} as derived ${cut}
               returning 1)
             select count(*)::integer as n from inserted`,
          ),
        )) as unknown as { rows: { n: number }[] };
        logsLeft -= inserted.rows[0]?.n ?? 0;
      });
    await insertDerivedLogs(
      'start',
      1,
      (from, to) => `(
        select k as u, 0 as rank, 'start' as type,
          ${jsonArray(['organic', 'referral', 'ad'].map((source) => ({ source })))}[1 + ${below('k', 28, 3)}] as payload,
          ${agoSql('joined_ago')} as created_at
        from ${userSpans(from, to, goalRows.length)} as spans)`,
    );
    if (goalRows.length > 0) {
      await insertDerivedLogs(
        'goal_selected',
        1,
        (from, to) => `(
          select k as u, 0 as rank, 'goal_selected' as type,
            ${jsonArray(goalRows.map((row) => ({ goalId: row.id })))}[1 + goal_index] as payload,
            ${agoSql('goal_ago')} as created_at
          from ${userSpans(from, to, goalRows.length)} as spans where goal_index is not null)`,
      );
    }
    if (challengeRows.length > 0) {
      await insertDerivedLogs(
        'challenge_started',
        maxProgressPerUser,
        (from, to) => `(
          select k as u, j as rank, 'challenge_started' as type,
            ${jsonArray(challengeRows.map((row) => ({ challengeId: row.id })))}[pos] as payload,
            ${agoSql('started_ago')} as created_at
          from ${progressPicks(from, to)} as picks)`,
      );
      await insertDerivedLogs(
        'challenge_completed',
        maxProgressPerUser,
        (from, to) => `(
          select k as u, j as rank, 'challenge_completed' as type,
            ${jsonArray(challengeRows.map((row) => ({ challengeId: row.id, xp: row.xpReward })))}[pos] as payload,
            ${agoSql('completed_ago')} as created_at
          from ${progressPicks(from, to)} as picks where completed_ago is not null)`,
      );
    }

    const levelsAbove1 = levelPlans.slice(1).map((level) => ({ level: level.number }));
    // The rest are drawn. Each payload agrees with the user's record: a level reached is at most
    // the user's level now, and a streak is no longer than the user's tenure when it was logged.
    // A user still on their first level has no level_up log (a message instead).
    const payload = `case type
        ${pickJson(
          'message',
          messages.map((text) => ({ text })),
          23,
        )}
        ${pickJson(
          'command',
          commands.map((command) => ({ command })),
          23,
        )}
        ${
          levelsAbove1.length === 0
            ? ''
            : `when 'level_up' then ${jsonArray(levelsAbove1)}[1 + ${below('i', 26, 'level - 1')}]`
        }
        when 'streak' then ${jsonArray(
          Array.from({ length: MAX_LOGGED_STREAK }, (_, index) => ({ days: index + 1 })),
        )}[1 + ${below('i', 27, `least(${MAX_LOGGED_STREAK}, floor((joined_ago - log_ago) / ${DAY_SECONDS}) + 1)::integer`)}]
        else '{}'::jsonb end`;
    const drawnLogs = logsLeft;
    // Users 1–10 get their share of all logs from the drawn ones (their derived logs are a few dozen).
    const busyShareOfDrawn =
      drawnLogs === 0 ? 0 : Math.min(1, (BUSY_USERS_LOG_SHARE * sizes.logs) / drawnLogs);
    const logChunk = chunk * 5;
    // `offset 0` keeps each subquery from being flattened into the outer one, so every value is
    // computed once per row instead of once per reference.
    await inChunks(drawnLogs, logChunk, 'logs (drawn)', progress, async (from, to) => {
      await run(
        tx,
        `insert into ${quoteTable('telegram_user_logs')} (telegram_user_id, type, payload, created_at)
         select u, type, ${payload}, ${agoSql('log_ago')}
         from (
           select i, u, joined_ago, level,
             case when drawn_type = 'level_up' and level < 2 then 'message' else drawn_type end as type,
             floor(active_ago + (joined_ago - active_ago) * ${unit('i', 21)}) as log_ago
           from (
             select i, u, drawn_type, joined_ago, active_ago, ${levelOf('xp', levelPlans)} as level
             from (
               select i, u, drawn_type, joined_ago, ${activeAgo('u', 'joined_ago')} as active_ago,
                 ${xpOf('u', 'joined_ago', maxXp)} as xp
               from (
               select i, u, ${logTypeCase('draw')} as drawn_type, ${joinedAgo('u')} as joined_ago
               from (
                 select i, case when ${unit('i', 23)} < ${busyShareOfDrawn}
                     then 1 + ${below('i', 24, Math.min(BUSY_USERS, Math.max(1, sizes.telegramUsers)))}
                     else 1 + ${below('i', 20, Math.max(1, sizes.telegramUsers))} end as u,
                   ${unit('i', 22)} as draw
                 from generate_series(${from}, ${to}) as i offset 0
               ) as numbered offset 0
               ) as typed offset 0
             ) as earned offset 0
           ) as levelled offset 0
         ) as logs`,
      );
    });

    if (deferred) {
      progress('rebuilding indexes and foreign keys');
      await deferred.restore();
    }
    await run(
      tx,
      `select setval(pg_get_serial_sequence('telegram_users', 'id'),
         greatest((select max(id) from ${quoteTable('telegram_users')}), 1))`,
    );
    await tx.delete(telegramActivityDaily);
    const [progressCount] = await tx
      .select({ n: sql<number>`count(*)::integer` })
      .from(telegramChallengeProgress);
    return { challenges: challengeRows.length, challengeProgress: progressCount?.n ?? 0 };
  });

  // VACUUM sets the visibility map, so counts and day aggregates can be index-only scans.
  progress('vacuum analyze');
  for (const table of demoTables) await db.execute(sql`vacuum analyze ${table}`);
  progress('aggregating the last 30 days of activity');
  await dailyActivity(
    db,
    utcDateString(addDays(startOfUtcDay(now), -DASHBOARD_SERIES_DAYS)),
    lastStoredDay(now),
    now,
  );
  return { sizes, ...counts, elapsedMs: Date.now() - started };
}
