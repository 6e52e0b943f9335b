import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';
import { fieldError } from './errors';

export interface PageQuery {
  readonly page: number;
  readonly pageSize: number;
}

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** LIMIT / OFFSET of a `?page=&pageSize=` query. */
export const pageWindow = (query: PageQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

export const toPage = <T>(items: T[], total: number, query: PageQuery): Page<T> => ({
  items,
  total,
  page: query.page,
  pageSize: query.pageSize,
});

/** How a list may be ordered: the columns `?sort=` may name and the order without it. */
export interface ListOrder {
  readonly sortable: Readonly<Record<string, AnyPgColumn>>;
  readonly defaultSort: { readonly field: string; readonly direction: 'asc' | 'desc' };
  /** The whole ORDER BY without `?sort=`, when it is more than one sortable field. */
  readonly unsorted?: readonly SQL[];
}

/**
 * One page of `table`'s rows matching `where`, as records, in the `?sort=` order (its `id` breaks
 * ties), with the total of the matches (both read side by side).
 */
export async function listPage<T extends PgTable & { readonly id: AnyPgColumn }, R>(
  db: Database,
  table: T,
  where: SQL | undefined,
  query: PageQuery & { readonly sort?: string | undefined },
  order: ListOrder,
  toRecord: (row: T['$inferSelect']) => R,
): Promise<Page<R>> {
  const { limit, offset } = pageWindow(query);
  const ordering =
    query.sort === undefined && order.unsorted
      ? order.unsorted
      : orderBy(query.sort, order.sortable, order.defaultSort, table.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset),
    db.$count(table, where),
  ]);
  return toPage((rows as T['$inferSelect'][]).map(toRecord), total, query);
}

/**
 * ORDER BY for `?sort=field:asc|desc`. Only the listed fields are sortable (400 otherwise);
 * `tieBreaker` (usually the id) keeps pages stable when values repeat.
 */
export function orderBy(
  sort: string | undefined,
  sortable: Readonly<Record<string, AnyPgColumn>>,
  fallback: { readonly field: string; readonly direction: 'asc' | 'desc' },
  tieBreaker: AnyPgColumn,
): SQL[] {
  const [field, direction] = sort ? sort.split(':') : [fallback.field, fallback.direction];
  const column = field ? sortable[field] : undefined;
  if (!column) {
    throw fieldError('sort', `Sortable fields: ${Object.keys(sortable).join(', ')}`);
  }
  const by = direction === 'desc' ? desc : asc;
  return [by(column), by(tieBreaker)];
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
