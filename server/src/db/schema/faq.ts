import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull().default('general'),
    locale: text('locale').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt,
    updatedAt,
    version,
  },
  (table) => [index('faq_entries_locale_sort_idx').on(table.locale, table.sortOrder, table.id)],
);

export type FaqRow = typeof faqEntries.$inferSelect;
export type NewFaqRow = typeof faqEntries.$inferInsert;
