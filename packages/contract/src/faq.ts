import { z } from 'zod';
import { idParam, isoDateTime, listQueryBase, pageOf, versionField } from './envelope';
import { booleanQuery, reorderIds, sortParam, versionQuery } from './list-params';
import { defineRoute } from './route';

/** The console's eight languages; every FAQ entry is written in one of them. */
export const faqLocales = [
  'en-US',
  'es-ES',
  'fr-FR',
  'de-DE',
  'zh-CN',
  'ja-JP',
  'pt-BR',
  'ru-RU',
] as const;
export type FaqLocale = (typeof faqLocales)[number];

export const faqSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  locale: z.enum(faqLocales),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version: versionField,
});
export type Faq = z.infer<typeof faqSchema>;

const faqFields = {
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(10_000),
  category: z.string().trim().min(1).max(50),
  locale: z.enum(faqLocales),
  sortOrder: z.number().int().min(0).max(1_000_000),
  isPublished: z.boolean(),
};

/** A new entry; without `sortOrder` it goes last within its locale. */
export const faqCreateSchema = z.strictObject({
  question: faqFields.question,
  answer: faqFields.answer,
  category: faqFields.category.default('general'),
  locale: faqFields.locale,
  sortOrder: faqFields.sortOrder.optional(),
  isPublished: faqFields.isPublished.default(false),
});
export type FaqCreate = z.input<typeof faqCreateSchema>;

export const faqUpdateSchema = z.strictObject({
  question: faqFields.question.optional(),
  answer: faqFields.answer.optional(),
  category: faqFields.category.optional(),
  locale: faqFields.locale.optional(),
  sortOrder: faqFields.sortOrder.optional(),
  isPublished: faqFields.isPublished.optional(),
  version: versionField,
});
export type FaqUpdate = z.input<typeof faqUpdateSchema>;

export const faqSortFields = ['sortOrder', 'question', 'category', 'locale', 'updatedAt'] as const;
export const faqListQuerySchema = listQueryBase.extend({
  sort: sortParam(faqSortFields).optional(),
  locale: z.enum(faqLocales).optional(),
  category: z.string().trim().min(1).max(50).optional(),
  isPublished: booleanQuery.optional(),
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

/** The order is kept per locale: send the locale and every id of that locale, in the new order. */
export const faqReorderSchema = z.strictObject({ locale: z.enum(faqLocales), ids: reorderIds });
export type FaqReorder = z.input<typeof faqReorderSchema>;

export const faqRoutes = {
  list: defineRoute({
    id: 'faq.list',
    method: 'GET',
    path: '/faq',
    access: ['faq:read'],
    tag: 'faq',
    summary:
      'List FAQ entries (default order: locale, then position; q searches question and answer)',
    query: faqListQuerySchema,
    response: pageOf(faqSchema),
  }),
  get: defineRoute({
    id: 'faq.get',
    method: 'GET',
    path: '/faq/:id',
    access: ['faq:read'],
    tag: 'faq',
    summary: 'One FAQ entry',
    params: idParam,
    response: faqSchema,
  }),
  create: defineRoute({
    id: 'faq.create',
    method: 'POST',
    path: '/faq',
    access: ['faq:write'],
    tag: 'faq',
    summary: 'Create a FAQ entry',
    body: faqCreateSchema,
    response: faqSchema,
  }),
  update: defineRoute({
    id: 'faq.update',
    method: 'PUT',
    path: '/faq/:id',
    access: ['faq:write'],
    tag: 'faq',
    summary: 'Update a FAQ entry (409 when the version is stale)',
    params: idParam,
    body: faqUpdateSchema,
    response: faqSchema,
  }),
  delete: defineRoute({
    id: 'faq.delete',
    method: 'DELETE',
    path: '/faq/:id',
    access: ['faq:write'],
    tag: 'faq',
    summary: 'Delete a FAQ entry',
    params: idParam,
    query: versionQuery,
    response: z.null(),
  }),
  reorder: defineRoute({
    id: 'faq.reorder',
    method: 'POST',
    path: '/faq/reorder',
    access: ['faq:write'],
    tag: 'faq',
    summary: 'Set the order of the entries of one locale',
    body: faqReorderSchema,
    response: z.array(faqSchema),
  }),
} as const;
