import { z } from 'zod';
import { errorCodes, type FieldIssue } from './constants';

/** Every successful answer of the admin API: `{ success: true, message, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** One problem with one input field; `path` is the dotted field path (`title`, `rewards.0.amount`). */
export const fieldIssueSchema: z.ZodType<FieldIssue> = z.object({
  path: z.string(),
  message: z.string(),
});

/** Every error answer: `{ success: false, message, code, details? }` with the matching HTTP status. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.array(fieldIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=1&pageSize=20&sort=field:asc&q=text`; resources extend it with their own filters. */
export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/, 'Invalid format')
    .optional(),
  q: z.string().trim().max(200).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** Cursor pages for very large tables: `?cursor=…` answers `{ items, nextCursor }`. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const isoDateTime = z.iso.datetime({ offset: true });
export const versionField = z.number().int().nonnegative();
