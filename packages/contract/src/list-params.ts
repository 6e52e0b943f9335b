import { z } from 'zod';
import { checkRules } from './check-rules';
import { isoDateTime, MAX_RECORD_ID, recordId, wholeNumber, wholeNumberParam } from './envelope';
import { errorRules } from './error-rules';

/**
 * `?sort=field:asc` restricted to the fields a resource allows (each one is backed by an index),
 * so an unknown field is a 400 rather than a slow query.
 */
export const sortParam = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.enum(
    fields.flatMap((field) => [`${field}:asc`, `${field}:desc`]) as [
      `${F[number]}:${SortDirection}`,
      ...`${F[number]}:${SortDirection}`[],
    ],
  );
export type SortDirection = 'asc' | 'desc';

/** Splits a validated `field:direction` value. */
export function parseSort<F extends string>(
  value: `${F}:${SortDirection}`,
): { field: F; direction: SortDirection } {
  const separator = value.lastIndexOf(':');
  return {
    field: value.slice(0, separator) as F,
    direction: value.slice(separator + 1) as SortDirection,
  };
}

/** `?flag=true|false` (also 1/0, yes/no). */
export const booleanQuery = z.stringbool();

/**
 * The first day a date in a query may name: an earlier year is a typo (`0050`, `0202`), and
 * `new Date(50, 0, 1)` reads a two-digit year as 1950.
 */
export const FIRST_QUERY_DAY = '1000-01-01';
/**
 * The last day a date in a query may name, a day before the last one `Date`, JSON and PostgreSQL
 * all write alike: the server reads a `to` day up to the day after it, and beyond year 9999
 * `toISOString` writes `+010000-…`, which the database refuses.
 */
export const LAST_QUERY_DAY = '9999-12-30';
const DAY_MS = 24 * 60 * 60 * 1000;
// An instant may lie a day beyond either end: the start of FIRST_QUERY_DAY or the end of
// LAST_QUERY_DAY in a time zone far from UTC (UTC+14, UTC-12), as the console sends them.
const FIRST_QUERY_INSTANT = Date.parse(FIRST_QUERY_DAY) - DAY_MS;
const LAST_QUERY_INSTANT = Date.parse(LAST_QUERY_DAY) + 2 * DAY_MS - 1;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a date or date-time of a query lies within the days a query may name (see
 * `FIRST_QUERY_DAY`, `LAST_QUERY_DAY`). A value that is neither is not: its format check names it.
 */
export function isQueryableDate(value: string): boolean {
  if (DAY.test(value)) {
    return value >= FIRST_QUERY_DAY && value <= LAST_QUERY_DAY && !Number.isNaN(Date.parse(value));
  }
  const at = Date.parse(value);
  return at >= FIRST_QUERY_INSTANT && at <= LAST_QUERY_INSTANT;
}
/** An unreadable value passes: its format check already names it. */
const queryable = (value: string) => Number.isNaN(Date.parse(value)) || isQueryableDate(value);
/** A date outside the queryable days: the rule and its days, worded by whoever parses. */
const OUT_OF_RANGE = {
  params: { rule: checkRules.queryDateRange, first: FIRST_QUERY_DAY, last: LAST_QUERY_DAY },
};

/** A calendar day `YYYY-MM-DD` (UTC) in a query. */
export const dayQuery = z.iso.date().refine(queryable, OUT_OF_RANGE);
/** A full ISO date-time with offset in a query. */
export const instantQuery = isoDateTime.refine(queryable, OUT_OF_RANGE);
/** A calendar day `YYYY-MM-DD` (UTC) or a full ISO date-time with offset, in a query. */
export const dateOrDateTime = z.union([z.iso.date(), isoDateTime]).refine(queryable, OUT_OF_RANGE);

/** The query keys of a date range's two ends, e.g. `{ from: 'createdFrom', to: 'createdTo' }`. */
export interface DateRangeKeys<K extends string = string> {
  readonly from: K;
  readonly to: K;
}

/**
 * Whether a range of a query selects no moment at all: its end comes before its start. A bare day
 * as the end means the whole UTC day, as the server reads it (`to=2024-05-01` includes 23:59 that
 * day), a date-time is taken exactly; so a range of one day, or one instant, is in order. Ends that
 * are missing or not queryable dates are not compared (their own checks name them).
 */
export function isInvertedDateRange(from: string | undefined, to: string | undefined): boolean {
  if (from === undefined || to === undefined || !isQueryableDate(from) || !isQueryableDate(to)) {
    return false;
  }
  const end = DAY.test(to) ? Date.parse(to) + DAY_MS - 1 : Date.parse(to);
  return end < Date.parse(from);
}

/** The range of a query whose only dates are `from` and `to` (logs, analytics). */
export const fromToRange = { from: 'from', to: 'to' } as const satisfies DateRangeKeys;

export const INVERTED_DATE_RANGE = 'The end date is before the start date';

/**
 * `schema` refusing each of `ranges` whose end comes before its start (`isInvertedDateRange`): a
 * 400 on the range's `to` field with the rule `dateRange.inverted`, rather than an empty answer
 * that looks like "nothing happened then". Every query (and the bulk filter) with a date range
 * goes through it. A schema derived with `omit` or `pick` starts from the unchecked fields (zod
 * refuses those on a checked schema) and passes through it again.
 */
export function withDateRanges<S extends z.ZodObject>(
  schema: S,
  ...ranges: readonly DateRangeKeys<keyof S['shape'] & string>[]
): S {
  return schema.superRefine((query: Readonly<Record<string, unknown>>, ctx) => {
    for (const range of ranges) {
      const from = query[range.from];
      const to = query[range.to];
      if (typeof from === 'string' && typeof to === 'string' && isInvertedDateRange(from, to)) {
        ctx.addIssue({
          code: 'custom',
          path: [range.to],
          message: INVERTED_DATE_RANGE,
          params: { rule: errorRules.dateRangeInverted },
        });
      }
    }
  });
}

/** `DELETE …?version=3`: deletes send the version they read, like updates. */
export const versionQuery = z.object({
  version: wholeNumberParam(wholeNumber.nonnegative().max(MAX_RECORD_ID)),
});

/** A reorder sends every id of the reordered set in the new order; position = index. */
export const reorderIds = z
  .array(recordId)
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once');

export const reorderBody = z.strictObject({ ids: reorderIds });

/** Large integers (Telegram ids, log ids) travel as decimal strings: JSON numbers lose precision. */
export const bigintString = z.string().regex(/^[1-9][0-9]{0,18}$/);
