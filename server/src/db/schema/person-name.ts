import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CodePointRange } from '../code-point-ranges';
import { CJK_NAME_CODE_POINTS, TRIMMED_CODE_POINTS } from './name-code-points';

/** A code point as an escape of an `E'…'` string literal. */
const escaped = (codePoint: number) =>
  codePoint <= 0xffff
    ? `\\u${codePoint.toString(16).padStart(4, '0')}`
    : `\\U${codePoint.toString(16).padStart(8, '0')}`;

const bracketBody = (ranges: readonly CodePointRange[]) =>
  ranges
    .map(([first, last]) =>
      first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`,
    )
    .join('');

const everyCodePoint = (ranges: readonly CodePointRange[]) =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, at) => first + at))
    .map(escaped)
    .join('');

/**
 * `isCjkText` as a PostgreSQL regular expression. PostgreSQL has no script properties, so it
 * lists the code points; a literal, not a parameter, so an index expression can hold it.
 */
export const CJK_NAME_PATTERN: SQL = sql.raw(`E'^[${bracketBody(CJK_NAME_CODE_POINTS)}]+$'`);

/** The characters `String.prototype.trim` removes, as the second argument of `btrim`. */
export const TRIMMED_CHARACTERS: SQL = sql.raw(`E'${everyCodePoint(TRIMMED_CODE_POINTS)}'`);

/** Matches text holding any of those characters, at its ends or not. */
export const TRIMMED_CHARACTER_PATTERN: SQL = sql.raw(`E'[${bracketBody(TRIMMED_CODE_POINTS)}]'`);

/** `personName` of parts that are already trimmed: blank part, CJK order, or Western order. */
const joinedName = (given: SQL, family: SQL): SQL =>
  sql`case when ${given} ~ ${CJK_NAME_PATTERN} and ${family} ~ ${CJK_NAME_PATTERN} then ${family} || ${given} when ${family} = '' then ${given} when ${given} = '' then ${family} else ${given} || ' ' || ${family} end`;

/**
 * `personName(firstName, lastName)` in lower case, in SQL: each part trimmed, both parts CJK →
 * family name then given name with no space, otherwise given name, space, family name, a blank
 * part leaving the other alone. Immutable, so an index can be built on it; a query must repeat
 * it exactly for that index to serve it. A page at offset n computes it for n rows (the sort key
 * is part of each row the index scan returns), so the costly trim is only taken for names with
 * white space somewhere in them; any other name is already trimmed.
 */
export function personNameKey(firstName: PgColumn, lastName: PgColumn): SQL {
  const given = sql`${firstName}`;
  const family = sql`coalesce(${lastName}, '')`;
  const trimmed = (part: SQL) => sql`btrim(${part}, ${TRIMMED_CHARACTERS})`;
  return sql`lower(case when (${given} || ${family}) ~ ${TRIMMED_CHARACTER_PATTERN} then ${joinedName(trimmed(given), trimmed(family))} else ${joinedName(given, family)} end)`;
}
