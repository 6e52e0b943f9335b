import type { Faq, FaqLocale } from '@console/contract';
import { type FaqRow, faqEntries } from '../../db/schema';
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

export const faqResource: VersionedResource<typeof faqEntries, Faq> = {
  table: faqEntries,
  resource: 'faq',
  label: 'FAQ entry',
  toRecord: toFaq,
};
