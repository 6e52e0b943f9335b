import type { LevelReward } from '@console/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

export const levels = pgTable(
  'levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    requiredXp: integer('required_xp').notNull(),
    badge: text('badge').notNull().default(''),
    rewards: jsonb('rewards').$type<LevelReward[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt,
    updatedAt,
    version,
  },
  (table) => [
    uniqueIndex('levels_number_key').on(table.number),
    /** Strictly increasing XP implies distinct XP; the API checks the order itself. */
    uniqueIndex('levels_required_xp_key').on(table.requiredXp),
  ],
);

export type LevelRow = typeof levels.$inferSelect;
export type NewLevelRow = typeof levels.$inferInsert;
