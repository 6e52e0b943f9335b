import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';
import { challenges } from './challenges';
import { updatedAt, version } from './columns';
import { goals } from './goals';
import { personNameKey } from './person-name';
import { familyNameFirstSearchIndex, prefixSearchIndex } from './users';

/**
 * What the console's "User" column is sorted by: the name it shows (`personName`), in lower case.
 * The list's ORDER BY and the index repeat it exactly, or the index would not serve the sort.
 */
export const nameSortKey = personNameKey;

/**
 * The messaging-app (Telegram) users. Written by the bot; the console reads them and may block
 * or unblock one. Every allowed sort column has an index ending in `id`, the tie-breaker.
 */
export const telegramUsers = pgTable(
  'telegram_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    telegramId: bigint('telegram_id', { mode: 'bigint' }).notNull(),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    languageCode: text('language_code'),
    isPremium: boolean('is_premium').notNull().default(false),
    xp: integer('xp').notNull().default(0),
    /** The number of the highest level whose requiredXp ≤ xp (0 below the first level). */
    level: integer('level').notNull().default(0),
    currentGoalId: integer('current_goal_id').references(() => goals.id, { onDelete: 'set null' }),
    streak: integer('streak').notNull().default(0),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at'),
    updatedAt,
    version,
  },
  (table) => [
    uniqueIndex('telegram_users_telegram_id_key').on(table.telegramId),
    prefixSearchIndex('telegram_users_username_prefix_idx', table.username),
    prefixSearchIndex('telegram_users_first_name_prefix_idx', table.firstName),
    prefixSearchIndex('telegram_users_last_name_prefix_idx', table.lastName),
    familyNameFirstSearchIndex(
      'telegram_users_family_name_first_prefix_idx',
      table.firstName,
      table.lastName,
    ),
    index('telegram_users_joined_at_idx').on(table.joinedAt, table.id),
    index('telegram_users_last_active_at_idx').on(table.lastActiveAt, table.id),
    index('telegram_users_xp_idx').on(table.xp, table.id),
    index('telegram_users_level_idx').on(table.level, table.id),
    index('telegram_users_streak_idx').on(table.streak, table.id),
    index('telegram_users_username_idx').on(table.username, table.id),
    index('telegram_users_name_sort_idx').on(
      nameSortKey(table.firstName, table.lastName),
      table.id,
    ),
    index('telegram_users_current_goal_idx').on(table.currentGoalId),
    check('telegram_users_status_check', sql`${table.status} in ('active', 'blocked')`),
  ],
);

/**
 * Bot activity, the largest table (tens of millions of rows). Read newest first by keyset on
 * (created_at, id), per user and, for the dashboard, across all users. A type filter rides on the
 * per-user index: one user's logs are few enough to filter while scanning.
 */
export const telegramUserLogs = pgTable(
  'telegram_user_logs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    telegramUserId: integer('telegram_user_id')
      .notNull()
      .references(() => telegramUsers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('telegram_user_logs_user_created_idx').on(
      table.telegramUserId,
      table.createdAt,
      table.id,
    ),
    index('telegram_user_logs_created_idx').on(table.createdAt, table.telegramUserId),
  ],
);

/** One row per user and challenge: started, and completed once done. */
export const telegramChallengeProgress = pgTable(
  'telegram_challenge_progress',
  {
    telegramUserId: integer('telegram_user_id')
      .notNull()
      .references(() => telegramUsers.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.telegramUserId, table.challengeId] }),
    index('telegram_challenge_progress_challenge_idx').on(table.challengeId),
    index('telegram_challenge_progress_started_idx').on(table.startedAt),
    index('telegram_challenge_progress_completed_idx').on(table.completedAt),
  ],
);

/**
 * Closed UTC days of activity, filled on first use from the tables above so the dashboard and
 * analytics do not re-aggregate millions of logs on every request. Today is never stored.
 */
export const telegramActivityDaily = pgTable('telegram_activity_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signups: integer('signups').notNull(),
  activeUsers: integer('active_users').notNull(),
  completions: integer('completions').notNull(),
  computedAt: timestamptz('computed_at').notNull().defaultNow(),
});

export type TelegramUserRow = typeof telegramUsers.$inferSelect;
export type NewTelegramUserRow = typeof telegramUsers.$inferInsert;
export type TelegramUserLogRow = typeof telegramUserLogs.$inferSelect;
export type TelegramChallengeProgressRow = typeof telegramChallengeProgress.$inferSelect;
