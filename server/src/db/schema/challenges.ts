import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { goals } from './goals';
import { prefixSearchIndex } from './users';

export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Restrict: a goal is deleted only once it has no challenges (the API answers 409 first). */
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    xpReward: integer('xp_reward').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    durationDays: integer('duration_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    updatedAt,
    version,
  },
  (table) => [
    index('challenges_goal_sort_idx').on(table.goalId, table.sortOrder, table.id),
    // The search across goals (`lower(title) LIKE 'abc%'`).
    prefixSearchIndex('challenges_title_prefix_idx', table.title),
    check('challenges_difficulty_check', sql`${table.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallengeRow = typeof challenges.$inferInsert;
