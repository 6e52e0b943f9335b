import { ApiError } from '@console/admin-core';
import { describe, expect, it } from 'vitest';
import { readColumnVisibility } from './column-visibility';
import { deleteEach } from './delete-results';
import { fetchAllPages, type ListPage } from './fetch-all';

const rows = Array.from({ length: 230 }, (_, index) => ({ id: index + 1 }));

/** A list endpoint over `rows` that records the queries it was asked. */
function fakeEndpoint() {
  const asked: Record<string, string | number>[] = [];
  const fetchPage = async (
    query: Record<string, string | number>,
  ): Promise<ListPage<{ id: number }>> => {
    asked.push(query);
    const page = Number(query.page);
    const pageSize = Number(query.pageSize);
    return {
      items: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
    };
  };
  return { asked, fetchPage };
}

describe('fetchAllPages', () => {
  it('pages through the list at 100 rows with the filter kept, reporting progress', async () => {
    const { asked, fetchPage } = fakeEndpoint();
    const progress: [number, number][] = [];
    const all = await fetchAllPages(
      fetchPage,
      { q: 'run', sort: 'title:asc' },
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(all).toEqual(rows);
    expect(asked).toEqual(
      [1, 2, 3].map((page) => ({ q: 'run', sort: 'title:asc', page, pageSize: 100 })),
    );
    expect(progress).toEqual([
      [100, 230],
      [200, 230],
      [230, 230],
    ]);
  });

  it('stops when cancelled', async () => {
    const { fetchPage } = fakeEndpoint();
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAllPages(fetchPage, {}, { signal: controller.signal })).rejects.toThrow();
  });
});

describe('deleteEach', () => {
  it('deletes every row and reports each outcome, going on after a failure or a row already gone', async () => {
    const deleted: number[] = [];
    const results = await deleteEach(
      [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
      async (row) => {
        if (row.id === 2) throw new Error('Goal has 3 challenges');
        if (row.id === 4) {
          throw new ApiError({ kind: 'not-found', status: 404, serverMessage: 'Goal not found' });
        }
        deleted.push(row.id);
      },
      {
        id: (row) => String(row.id),
        label: (row) => `Row ${row.id}`,
        error: (error) => (error instanceof Error ? error.message : 'failed'),
      },
    );
    expect(deleted).toEqual([1, 3]);
    // A row someone else deleted meanwhile is reported as such, not as a failure.
    expect(results).toEqual([
      { id: '1', label: 'Row 1', status: 'deleted', error: null },
      { id: '2', label: 'Row 2', status: 'failed', error: 'Goal has 3 challenges' },
      { id: '3', label: 'Row 3', status: 'deleted', error: null },
      { id: '4', label: 'Row 4', status: 'alreadyDeleted', error: null },
    ]);
  });
});

describe('readColumnVisibility', () => {
  const storageWith = (value: string | null) =>
    ({ getItem: (key: string) => (key === 'console.columns.goals' ? value : null) }) as Storage;

  it('reads the stored choice of the resource', () => {
    expect(readColumnVisibility(storageWith('{"icon":true,"updatedAt":false}'), 'goals')).toEqual({
      icon: true,
      updatedAt: false,
    });
  });

  it('ignores a broken or foreign entry', () => {
    expect(readColumnVisibility(storageWith('{not json'), 'goals')).toEqual({});
    expect(readColumnVisibility(storageWith('[true]'), 'goals')).toEqual({});
    expect(readColumnVisibility(storageWith('{"icon":"yes","title":false}'), 'goals')).toEqual({
      title: false,
    });
    expect(readColumnVisibility(undefined, 'goals')).toEqual({});
  });
});
