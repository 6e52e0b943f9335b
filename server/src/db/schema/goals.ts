import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
    version,
  },
  (table) => [index('goals_sort_order_idx').on(table.sortOrder, table.id)],
);

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = typeof goals.$inferInsert;
