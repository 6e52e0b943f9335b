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

/**
 * `personName(firstName, lastName)` in lower case, in SQL: each part trimmed, both parts CJK →
 * family name then given name with no space, otherwise given name, space, family name, a blank
 * part leaving the other alone. Immutable, so an index can be built on it; a query must repeat
 * it exactly for that index to serve it.
 */
export function personNameKey(firstName: PgColumn, lastName: PgColumn): SQL {
  const given = sql`btrim(${firstName}, ${TRIMMED_CHARACTERS})`;
  const family = sql`btrim(coalesce(${lastName}, ''), ${TRIMMED_CHARACTERS})`;
  return sql`lower(case when ${given} ~ ${CJK_NAME_PATTERN} and ${family} ~ ${CJK_NAME_PATTERN} then ${family} || ${given} else btrim(${given} || ' ' || ${family}, ${TRIMMED_CHARACTERS}) end)`;
}
