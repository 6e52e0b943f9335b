import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Bind, inlineValues } from '../db/statement-cache';
import { prefixPattern } from './query-helpers';

/** `%abc%` for `LIKE`: the text anywhere, with the user's `%`, `_` and `\` taken literally; lower-cased. */
export const containsPattern = (text: string) => `%${prefixPattern(text)}`;

/**
 * The search of the small content tables (goals, challenges, FAQ, levels: tens to hundreds of
 * rows, read whole anyway): every word of `text` occurs somewhere in one of the columns, in any
 * case, in any order ("healthier" finds "Eat healthier", "xp earn" finds "How do I earn XP?").
 * Accents count as written, as in the prefix search. The million-row user lists keep
 * `prefixMatchAny`, which their indexes serve; see docs/decisions.md, "Search".
 */
export function containsEveryWord(
  text: string,
  columns: readonly PgColumn[],
  bind: Bind = inlineValues,
): SQL {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sql`true`;
  return sql`(${sql.join(
    words.map((word, index) => {
      const pattern = bind(`contains${index}`, containsPattern(word));
      return sql`(${sql.join(
        columns.map((column) => sql`lower(${column}) like ${pattern}`),
        sql` or `,
      )})`;
    }),
    sql` and `,
  )})`;
}
