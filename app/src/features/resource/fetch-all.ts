import { MAX_PAGE_SIZE } from '@console/contract';

/** One page of a list endpoint (`data` of `pageOf(item)`). */
export interface ListPage<T> {
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Fetches one page of the list with the given filter, page and order. */
export type FetchPage<T> = (
  query: Record<string, string | number>,
  signal: AbortSignal | undefined,
) => Promise<ListPage<T>>;

export interface FetchAllOptions {
  signal?: AbortSignal;
  /** Called after every page with how many rows arrived so far and how many there are. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Every row matching a filter, paging through the list endpoint at the largest page size the API
 * allows. The order is fixed by `query.sort` (or the server's default), so pages do not overlap.
 */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  query: Record<string, string | number>,
  { signal, onProgress }: FetchAllOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const result = await fetchPage({ ...query, page, pageSize: MAX_PAGE_SIZE }, signal);
    rows.push(...result.items);
    onProgress?.(Math.min(rows.length, result.total), result.total);
    if (result.items.length === 0 || rows.length >= result.total) return rows;
  }
}
