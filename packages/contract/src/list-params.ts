import { z } from 'zod';
import { isoDateTime, MAX_RECORD_ID, recordId, wholeNumber, wholeNumberParam } from './envelope';

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

// What `Date`, JSON and PostgreSQL all read alike, with a day's margin for the day after a `to` day
// and for offsets: beyond year 9999 `toISOString` writes `+010000-…`, which the database refuses.
const FIRST_QUERYABLE_INSTANT = Date.parse('0001-01-02T00:00:00Z');
const LAST_QUERYABLE_INSTANT = Date.parse('9999-12-30T23:59:59.999Z');
/** An unreadable value passes: its format check already names it. */
const queryable = (value: string) => {
  const at = Date.parse(value);
  return Number.isNaN(at) || (at >= FIRST_QUERYABLE_INSTANT && at <= LAST_QUERYABLE_INSTANT);
};
const OUT_OF_RANGE = 'Must lie between 0001-01-02 and 9999-12-30';

/** A calendar day `YYYY-MM-DD` (UTC) in a query. */
export const dayQuery = z.iso.date().refine(queryable, OUT_OF_RANGE);
/** A full ISO date-time with offset in a query. */
export const instantQuery = isoDateTime.refine(queryable, OUT_OF_RANGE);
/** A calendar day `YYYY-MM-DD` (UTC) or a full ISO date-time with offset, in a query. */
export const dateOrDateTime = z.union([z.iso.date(), isoDateTime]).refine(queryable, OUT_OF_RANGE);

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
export const bigintString = z.string().regex(/^[1-9][0-9]{0,18}$/, 'Invalid format');
