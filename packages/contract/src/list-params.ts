import { z } from 'zod';
import { isoDateTime } from './envelope';

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

/** A calendar day `YYYY-MM-DD` (UTC) or a full ISO date-time with offset. */
export const dateOrDateTime = z.union([z.iso.date(), isoDateTime]);

/** `DELETE …?version=3`: deletes send the version they read, like updates. */
export const versionQuery = z.object({ version: z.coerce.number().int().nonnegative() });

/** A reorder sends every id of the reordered set in the new order; position = index. */
export const reorderIds = z
  .array(z.number().int().positive())
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once');

export const reorderBody = z.strictObject({ ids: reorderIds });

/** Large integers (Telegram ids, log ids) travel as decimal strings: JSON numbers lose precision. */
export const bigintString = z.string().regex(/^[1-9][0-9]{0,18}$/, 'Invalid format');
