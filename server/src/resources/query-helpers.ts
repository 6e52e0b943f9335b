import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `abc%` for `LIKE`, with the user's `%`, `_` and `\` taken literally; lower-cased. */
export const prefixPattern = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `lower(column) LIKE 'abc%'` for any of the columns: each has a `text_pattern_ops` index on
 * `lower(column)` (see the schema), so this is a bitmap OR of index range scans.
 */
export function prefixMatchAny(text: string, columns: readonly PgColumn[]): SQL {
  const pattern = prefixPattern(text);
  return sql`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern}`),
    sql` or `,
  )})`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls on. */
export const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** `YYYY-MM-DD` of a UTC instant. */
export const utcDateString = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A `from` / `to` filter on a timestamp column. A bare date means the whole UTC day: `to=2024-05-01`
 * includes every moment of May 1st. A date-time is taken exactly (both ends inclusive).
 */
export function timeRange(column: PgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined) conditions.push(sql`${column} >= ${new Date(from).toISOString()}`);
  if (to !== undefined) {
    conditions.push(
      DATE_ONLY.test(to)
        ? sql`${column} < ${addDays(new Date(to), 1).toISOString()}`
        : sql`${column} <= ${new Date(to).toISOString()}`,
    );
  }
  return conditions;
}
