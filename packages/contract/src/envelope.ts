import { z } from 'zod';
import { checkRules, withCheckRule } from './check-rules';
import { errorCodes, type FieldIssue } from './constants';

/** Every successful answer of the admin API: `{ success: true, message, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `rule` and `params` (`RuleRef`): which rule of `errorRules` a refusal comes from. */
export const ruleRefShape = {
  rule: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** One problem with one input field; `path` is the dotted field path (`title`, `rewards.0.amount`). */
export const fieldIssueSchema: z.ZodType<FieldIssue> = z.object({
  path: z.string(),
  message: z.string(),
  ...ruleRefShape,
});

/**
 * Every error answer: `{ success: false, message, code, details?, rule?, params? }` with the
 * matching HTTP status; `rule` and `params` name the rule behind `message` (see `errorRules`).
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.array(fieldIssueSchema).optional(),
  ...ruleRefShape,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The largest id an `integer` column holds: a larger one can name no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A whole number; its type issues are worded by the rule `wholeNumber` (`contractErrorMap`). */
export const wholeNumber = withCheckRule(z.number().int(), checkRules.wholeNumber);

/**
 * A whole number read from a path or a query string: decimal digits only (a minus sign allowed, so
 * that `-1` meets the schema's own minimum), so `0x10`, ` 1`, `1e3` and an empty value are refused
 * rather than read as 16, 1, 1000 and 0.
 */
export const wholeNumberParam = <S extends z.ZodNumber>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?[0-9]{1,16}$/.test(value) ? Number(value) : value),
    schema,
  );

/** The id of a stored record, as an input (a body field, or in a param through `wholeNumberParam`). */
export const recordId = wholeNumber.positive().max(MAX_RECORD_ID);

/** `?page=1&pageSize=20&sort=field:asc&q=text`; resources extend it with their own filters. */
export const listQueryBase = z.object({
  page: wholeNumberParam(wholeNumber.min(1).max(MAX_RECORD_ID)).default(1),
  pageSize: wholeNumberParam(wholeNumber.min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/)
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

export const idParam = z.object({ id: wholeNumberParam(recordId) });
export const isoDateTime = z.iso.datetime({ offset: true });
export const versionField = z.number().int().nonnegative();
