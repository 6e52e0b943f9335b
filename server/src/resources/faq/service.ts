import type { Faq, FaqLocale, faqListQuerySchema } from '@console/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type FaqRow, faqEntries } from '../../db/schema';
import { containsEveryWord } from '../contains-match';
import type { PositionList } from '../positions';
import { equalsIgnoringCase } from '../query-helpers';
import type { VersionedResource } from '../versioned';

export const toFaq = (row: FaqRow): Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  locale: row.locale as FaqLocale,
  sortOrder: row.sortOrder,
  isPublished: row.isPublished,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** One language's entries are one ordered list (positions, reorder). */
export const faqList = (locale: string): PositionList => ({
  where: eq(faqEntries.locale, locale),
  label: { locale },
  lockKey: `faq entries in ${locale}`,
});

export const faqResource: VersionedResource<typeof faqEntries, Faq> = {
  table: faqEntries,
  resource: 'faq',
  label: 'FAQ entry',
  toRecord: toFaq,
};

type FaqFilter = Pick<
  z.output<typeof faqListQuerySchema>,
  'q' | 'locale' | 'category' | 'isPublished'
>;

/**
 * The WHERE of the list and of the export: each word of `q` is in the question or the answer (an
 * admin looking for the entry that mentions "refund" finds it wherever it says so).
 */
export function faqWhere(filter: FaqFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q)
    conditions.push(containsEveryWord(filter.q, [faqEntries.question, faqEntries.answer]));
  if (filter.locale) conditions.push(eq(faqEntries.locale, filter.locale));
  if (filter.category) conditions.push(equalsIgnoringCase(faqEntries.category, filter.category));
  if (filter.isPublished !== undefined) {
    conditions.push(eq(faqEntries.isPublished, filter.isPublished));
  }
  return and(...conditions);
}
