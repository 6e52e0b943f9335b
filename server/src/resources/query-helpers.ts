import { isCjkText } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { familyNameFirstKey } from '../db/schema';
import { type Bind, inlineValues } from '../db/statement-cache';

/** `abc%` for `LIKE`, with the user's `%`, `_` and `\` taken literally; lower-cased. */
export const prefixPattern = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `lower(column) LIKE 'abc%'` for any of the columns: each has a `text_pattern_ops` index on
 * `lower(column)` (see the schema), so this is a bitmap OR of index range scans.
 */
export function prefixMatchAny(
  text: string,
  columns: readonly PgColumn[],
  bind: Bind = inlineValues,
): SQL {
  const pattern = bind('prefix', prefixPattern(text));
  return sql`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * A search of several words ("Bernardo Ferreira", as lists show a full name): the first word is a
 * prefix of the first name (its prefix index finds the candidates) and the whole text a prefix of
 * "first last", so the match is the name as shown. `null` for a single word.
 */
export function fullNamePrefix(
  text: string,
  firstName: PgColumn,
  lastName: PgColumn,
  bind: Bind = inlineValues,
): SQL | null {
  const words = text.trim().split(/\s+/);
  const [first] = words;
  if (words.length < 2 || first === undefined) return null;
  return sql`(lower(${firstName}) like ${bind('firstNamePrefix', prefixPattern(first))} and lower(${firstName} || ' ' || coalesce(${lastName}, '')) like ${bind('fullNamePrefix', prefixPattern(words.join(' ')))})`;
}

/**
 * A search written only in Chinese, Japanese or Korean characters, as such names are written:
 * family name first, with no space ("赵娟") or with one ("赵 娟"). The text without its spaces is a
 * prefix of the name family name first (`familyNameFirstKey`, whose prefix index finds the
 * candidates); with a space the first word is the whole family name. `null` for any other text.
 */
export function familyNameFirstPrefix(
  text: string,
  firstName: PgColumn,
  lastName: PgColumn,
  bind: Bind = inlineValues,
): SQL | null {
  const words = text.trim().split(/\s+/);
  const [family, ...given] = words;
  if (family === undefined || !words.every(isCjkText)) return null;
  const byKey = sql`${familyNameFirstKey(firstName, lastName)} like ${bind('familyNameFirstPrefix', prefixPattern(words.join('')))}`;
  if (given.length === 0) return byKey;
  return sql`(${byKey} and lower(${lastName}) = ${bind('familyName', family.toLowerCase())})`;
}

/**
 * A name search that also finds a CJK name as its speakers write it: `byName` (the search as the
 * other names are written), or for CJK text also `familyNameFirstPrefix`. Any other text keeps
 * `byName` exactly, its SQL and its plan.
 */
export function orFamilyNameFirst(
  text: string,
  byName: SQL,
  firstName: PgColumn,
  lastName: PgColumn,
  bind: Bind = inlineValues,
): SQL {
  const byFamilyNameFirst = familyNameFirstPrefix(text, firstName, lastName, bind);
  return byFamilyNameFirst ? sql`(${byName} or ${byFamilyNameFirst})` : byName;
}

/**
 * `lower(column) = lower(text)`: equal but for case, so the category filter "fitness" finds
 * "Fitness". Both sides go through the database's `lower`, and the column side has the form an
 * index on `lower(column)` would serve.
 */
export const equalsIgnoringCase = (column: PgColumn, text: string): SQL =>
  sql`lower(${column}) = lower(${text})`;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls on. */
export const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** `YYYY-MM-DD` of a UTC instant. */
export const utcDateString = (at: Date) => at.toISOString().slice(0, 10);

/** The ends of a time filter; `Value` is an ISO instant, or a placeholder of a prepared statement. */
export interface TimeBounds<Value = string> {
  readonly from?: Value;
  readonly to?: { readonly at: Value; readonly inclusive: boolean };
}

/**
 * The ends of a `from` / `to` filter. A bare date means the whole UTC day: `to=2024-05-01`
 * includes every moment of May 1st. A date-time is taken exactly (both ends inclusive).
 */
export function timeBounds(from?: string, to?: string): TimeBounds {
  return {
    from: from === undefined ? undefined : new Date(from).toISOString(),
    to:
      to === undefined
        ? undefined
        : DATE_ONLY.test(to)
          ? { at: addDays(new Date(to), 1).toISOString(), inclusive: false }
          : { at: new Date(to).toISOString(), inclusive: true },
  };
}

/** The conditions that keep `column` within `bounds`. */
export function timeConditions(column: PgColumn, bounds: TimeBounds<unknown>): SQL[] {
  const conditions: SQL[] = [];
  if (bounds.from !== undefined) conditions.push(sql`${column} >= ${bounds.from}`);
  if (bounds.to) {
    conditions.push(
      bounds.to.inclusive ? sql`${column} <= ${bounds.to.at}` : sql`${column} < ${bounds.to.at}`,
    );
  }
  return conditions;
}

/**
 * A `from` / `to` filter on a timestamp column (see `timeBounds`). Bound as `<column>From` and
 * `<column>To<=` (an instant) or `<column>To<` (the day after a date).
 */
export function timeRange(
  column: PgColumn,
  from?: string,
  to?: string,
  bind: Bind = inlineValues,
): SQL[] {
  const bounds = timeBounds(from, to);
  return timeConditions(column, {
    from: bounds.from === undefined ? undefined : bind(`${column.name}From`, bounds.from),
    to: bounds.to && {
      at: bind(`${column.name}To${bounds.to.inclusive ? '<=' : '<'}`, bounds.to.at),
      inclusive: bounds.to.inclusive,
    },
  });
}
