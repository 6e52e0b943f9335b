import { ApiError } from '@console/admin-core';
import { errorRules } from '@console/contract';
import { Toaster } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import de from '../../locales/de-DE/resource.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import ja from '../../locales/ja-JP/resource.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { DroppedLinkNote } from './dropped-link-note';
import type { FetchPage } from './fetch-all';
import { type ResourceFilter, ResourceList } from './resource-list';

interface Level {
  id: number;
  name: string;
}

const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(20),
  sort: z.string().optional(),
  q: z.string().max(200).optional(),
  status: z.enum(['active', 'banned']).optional(),
  verified: z.enum(['true', 'false']).optional(),
});

const filters: ResourceFilter[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'banned', label: 'Banned' },
    ],
  },
  {
    kind: 'select',
    key: 'verified',
    label: 'Verification',
    options: [
      { value: 'true', label: 'Verified' },
      { value: 'false', label: 'Not verified' },
    ],
  },
];

let rendered: RenderedRoutes | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

async function renderList(
  path: string,
  fetchPage: FetchPage<Level>,
  deleteRow: (row: Level) => Promise<unknown> = async () => {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  rendered = await renderRouted(
    signedInCore(vi.fn<typeof fetch>()),
    await testI18n({ common, resource }),
    [path],
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route
          path="/levels"
          element={
            <ResourceList<Level>
              resource="levels"
              title="Levels"
              tableLabel="Levels"
              rowLabel={(level) => level.name}
              schema={schema}
              queryKey={['levels']}
              fetchPage={fetchPage}
              columns={[{ id: 'name', header: 'Name', value: (level) => level.name }]}
              filters={filters}
              canWrite
              deleteRow={deleteRow}
            />
          }
        />
      </Routes>
      <Toaster />
    </QueryClientProvider>,
  );
  // The query answers, then the list renders its outcome.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered.container;
}

const selectAll = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('[aria-label="Select all rows on this page"]');
const footer = (container: HTMLElement) =>
  container.querySelector('[data-slot="pagination-range"]')?.textContent;
const filterTrigger = (container: HTMLElement, name: string) =>
  container.querySelector(`[aria-label="${name}"]`)?.textContent;

/**
 * Silver and Gold, where deleting a row finds it already gone: the server has dropped it (the
 * next page read lacks it) and answers `error`.
 */
function renderListWhoseRowIsGone(error: ApiError) {
  let rows: Level[] = [
    { id: 2, name: 'Silver' },
    { id: 3, name: 'Gold' },
  ];
  return renderList(
    '/levels',
    async () => ({ items: rows, total: rows.length, page: 1, pageSize: 20 }),
    async (row) => {
      rows = rows.filter((level) => level.id !== row.id);
      throw error;
    },
  );
}

/** Opens the row's menu, picks Delete and confirms in the dialog. */
async function confirmRowDelete(container: HTMLElement, name: string) {
  // Each step waits for what the previous one shows: a busy machine renders it later.
  const menu = await vi.waitFor(() => {
    const button = container.querySelector<HTMLButtonElement>(`[aria-label="Actions for ${name}"]`);
    if (!button) throw new Error('the row is not shown yet');
    return button;
  });
  await act(async () => {
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  const deleteItem = await vi.waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (candidate) => candidate.textContent === 'Delete',
    );
    if (!item) throw new Error('the row menu is not open yet');
    return item;
  });
  await act(async () => deleteItem.click());
  const confirm = await vi.waitFor(() => {
    const button = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].find(
      (candidate) => candidate.textContent === 'Delete',
    );
    if (!button) throw new Error('the delete dialog is not open yet');
    return button;
  });
  await act(async () => confirm.click());
}

describe('ResourceList', () => {
  it('says nothing of results and offers no selection when the list failed to load', async () => {
    const container = await renderList('/levels', () =>
      Promise.reject(new Error('Internal error')),
    );
    expect(container.querySelector('[data-slot="error-state"]')).not.toBeNull();
    expect(footer(container)).toBe('');
    expect(container.textContent).not.toContain('No results found');
    expect(selectAll(container)?.disabled).toBe(true);
  });

  it('says "No results found" for a list that loaded empty', async () => {
    const container = await renderList('/levels?status=banned', async () => ({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    }));
    expect(footer(container)).toBe('No results found');
  });

  it('names the filter beside a picked value, as beside "all"', async () => {
    const container = await renderList('/levels?status=banned', async () => ({
      items: [{ id: 1, name: 'Bronze' }],
      total: 1,
      page: 1,
      pageSize: 20,
    }));
    expect(filterTrigger(container, 'Status')).toBe('Status: Banned');
    expect(filterTrigger(container, 'Verification')).toBe('Verification: all');
  });

  it('says a refused delete once, in the dialog that stays open, not in a toast too', async () => {
    const refusal = '3 Telegram users are on level 2.';
    const container = await renderList(
      '/levels',
      async () => ({ items: [{ id: 2, name: 'Silver' }], total: 1, page: 1, pageSize: 20 }),
      () => Promise.reject(new ApiError({ kind: 'conflict', status: 409, serverMessage: refusal })),
    );
    await confirmRowDelete(container, 'Silver');
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(document.querySelector('[role="alertdialog"] [role="alert"]')?.textContent).toBe(
        refusal,
      );
    });
    expect(document.body.textContent?.split(refusal)).toHaveLength(2);
  });

  it('closes the dialog and drops the row when someone else deleted it meanwhile', async () => {
    const container = await renderListWhoseRowIsGone(
      new ApiError({ kind: 'not-found', status: 404, serverMessage: 'Level not found' }),
    );
    await confirmRowDelete(container, 'Silver');
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(document.querySelector('[role="alertdialog"]')).toBeNull();
      expect(document.body.textContent).toContain('“Silver” was already deleted by someone else.');
    });
    expect(document.body.textContent).not.toContain('Level not found');
    expect(container.querySelector('[aria-label="Actions for Silver"]')).toBeNull();
    expect(footer(container)).toContain('of 1');
  });

  it('closes the dialog and says so when a stale delete finds the row gone from the list', async () => {
    // Someone else changed it (so this version is stale) and then deleted it.
    const container = await renderListWhoseRowIsGone(
      new ApiError({
        kind: 'conflict',
        status: 409,
        rule: errorRules.staleVersion,
        serverMessage: 'The record was changed by someone else. Reload it and try again.',
      }),
    );
    await confirmRowDelete(container, 'Silver');
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(document.querySelector('[role="alertdialog"]')).toBeNull();
      expect(document.body.textContent).toContain(
        '“Silver” was changed or deleted by someone else and is no longer in this list.',
      );
    });
    expect(document.body.textContent).not.toContain('Reload it and try again');
    expect(container.querySelector('[aria-label="Actions for Silver"]')).toBeNull();
  });

  it('says above the list which parameters of the link are not applied, by label', async () => {
    const fetchPage = vi.fn<FetchPage<Level>>(async () => ({
      items: [{ id: 1, name: 'Bronze' }],
      total: 1,
      page: 1,
      pageSize: 20,
    }));
    const container = await renderList(
      '/levels?stauts=banned&verified=zzz&status=active',
      fetchPage,
    );
    const note = container.querySelector('[role="status"][data-link-problems]');
    expect([...(note?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      "This link's filter “stauts” is not one this list knows, so it is not applied.",
      "This link's “Verification” value is not one this list takes, so it is not applied.",
    ]);
    expect(window.location.search).toBe('?status=active');
    expect(fetchPage).toHaveBeenLastCalledWith(
      { status: 'active', page: 1, pageSize: 20 },
      expect.anything(),
    );
    expect(filterTrigger(container, 'Status')).toBe('Status: Active');
  });

  it('says nothing for a link of its own parameters', async () => {
    const container = await renderList(
      '/levels?status=active&verified=true&page=2&q=br',
      async () => ({
        items: [{ id: 1, name: 'Bronze' }],
        total: 30,
        page: 2,
        pageSize: 20,
      }),
    );
    expect(container.querySelector('[data-link-problems]')).toBeNull();
    expect(window.location.search).toBe('?status=active&verified=true&page=2&q=br');
  });
});

/** The levels a server pages as the API does; `rows` may change between reads (others' deletes). */
function levelServer(count: number) {
  let rows: Level[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Level ${index + 1}`,
  }));
  const fetchPage: FetchPage<Level> = async ({ page, pageSize }) => {
    const from = (Number(page) - 1) * Number(pageSize);
    return {
      items: rows.slice(from, from + Number(pageSize)),
      total: rows.length,
      page: Number(page),
      pageSize: Number(pageSize),
    };
  };
  return {
    fetchPage,
    deleteRow: async (row: Level) => {
      rows = rows.filter((level) => level.id !== row.id);
    },
    /** Keeps the first `kept` rows, as if someone else deleted the others. */
    keep: (kept: number) => {
      rows = rows.slice(0, kept);
    },
  };
}

const pageNote = (container: HTMLElement) =>
  container.querySelector('[role="status"][data-link-problems]')?.textContent ?? null;

/** Waits until the list shows `search` and its rows, past any correction of the page. */
async function settlesAt(container: HTMLElement, search: string, range: string) {
  await vi.waitFor(
    async () => {
      await act(async () => {});
      expect(window.location.search).toBe(search);
      expect(footer(container)).toBe(range);
    },
    // Reads, renders and history steps follow each other: a busy machine takes a while.
    { timeout: 10_000 },
  );
}

describe('ResourceList, a page past the end', { timeout: 30_000 }, () => {
  it('shows the last page of a link past the end, says so and replaces the address', async () => {
    const entries = window.history.length;
    const container = await renderList(
      '/levels?page=99999&status=active',
      levelServer(45).fetchPage,
    );
    await settlesAt(container, '?page=3&status=active', 'Showing 41–45 of 45');
    expect(pageNote(container)).toBe('Page 99999 does not exist: showing page 3, the last.');
    expect(window.history.length).toBe(entries);
    // The admin's next change of the list state ends the note.
    await act(async () => container.querySelector<HTMLElement>('[aria-label="Page 2"]')?.click());
    await settlesAt(container, '?page=2&status=active', 'Showing 21–40 of 45');
    expect(pageNote(container)).toBeNull();
  });

  it('shows no empty state while it moves to the last page', async () => {
    const server = levelServer(45);
    let releaseLastPage = () => {};
    const lastPageHeld = new Promise<void>((resolve) => {
      releaseLastPage = resolve;
    });
    const container = await renderList('/levels?page=99999', async (query, signal) => {
      if (Number(query.page) === 3) await lastPageHeld;
      return server.fetchPage(query, signal);
    });
    await vi.waitFor(() => expect(window.location.search).toBe('?page=3'), { timeout: 10_000 });
    // Page 99999's empty answer is still on screen while page 3 loads: a list of 45 rows.
    expect(container.textContent).not.toContain('Nothing here yet');
    expect(container.textContent).toContain('Loading...');
    releaseLastPage();
    await settlesAt(container, '?page=3', 'Showing 41–45 of 45');
  });

  it('shows page 1 of an empty list and says so', async () => {
    const container = await renderList('/levels?page=4', levelServer(0).fetchPage);
    await settlesAt(container, '', 'No results found');
    expect(pageNote(container)).toBe('Page 4 does not exist: showing page 1.');
  });

  it('says it beside what the link had that the list drops', async () => {
    const container = await renderList('/levels?page=7&stauts=banned', levelServer(25).fetchPage);
    await settlesAt(container, '?page=2', 'Showing 21–25 of 25');
    expect(
      [...(container.querySelectorAll('[data-link-problems] p') ?? [])].map(
        (line) => line.textContent,
      ),
    ).toEqual([
      "This link's filter “stauts” is not one this list knows, so it is not applied.",
      'Page 7 does not exist: showing page 2, the last.',
    ]);
  });

  it('says nothing for a page that exists', async () => {
    const container = await renderList('/levels?page=3', levelServer(41).fetchPage);
    await settlesAt(container, '?page=3', 'Showing 41–41 of 41');
    expect(pageNote(container)).toBeNull();
  });

  it('moves without a word when the admin deletes the last row of the last page', async () => {
    const server = levelServer(41);
    const container = await renderList('/levels?page=3', server.fetchPage, server.deleteRow);
    const entries = window.history.length;
    await confirmRowDelete(container, 'Level 41');
    await settlesAt(container, '?page=2', 'Showing 21–40 of 40');
    expect(pageNote(container)).toBeNull();
    // The page that is gone is not left behind in the history either.
    expect(window.history.length).toBe(entries);
  });

  it('moves without a word when a page the admin picks has gone meanwhile', async () => {
    const server = levelServer(45);
    const container = await renderList('/levels?page=2', server.fetchPage);
    await settlesAt(container, '?page=2', 'Showing 21–40 of 45');
    server.keep(40);
    await act(async () => container.querySelector<HTMLElement>('[aria-label="Page 3"]')?.click());
    await settlesAt(container, '?page=2', 'Showing 21–40 of 40');
    expect(pageNote(container)).toBeNull();
  });

  it('says so when Back returns to a page that has gone since', async () => {
    const server = levelServer(45);
    const container = await renderList('/levels?page=3', server.fetchPage);
    await settlesAt(container, '?page=3', 'Showing 41–45 of 45');
    await act(async () => container.querySelector<HTMLElement>('[aria-label="Page 1"]')?.click());
    await settlesAt(container, '', 'Showing 1–20 of 45');
    server.keep(30);
    await act(async () => rendered?.history.navigator.go(-1));
    await settlesAt(container, '?page=2', 'Showing 21–30 of 30');
    expect(pageNote(container)).toBe('Page 3 does not exist: showing page 2, the last.');
  });
});

describe('DroppedLinkNote, a page past the end', () => {
  it.each([
    ['de-DE', de, 'Seite 99999 gibt es nicht: Angezeigt wird Seite 12, die letzte.'],
    ['ja-JP', ja, '99999 ページ目はありません。最後のページ（12 ページ目）を表示しています。'],
  ])('speaks %s', async (_language, texts, sentence) => {
    rendered = await renderRouted(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({ resource: texts }),
      ['/levels'],
      <DroppedLinkNote
        problems={[]}
        page={{ requested: 99999, shown: 12, empty: false }}
        filters={[]}
      />,
    );
    expect(pageNote(rendered.container)).toBe(sentence);
  });
});
