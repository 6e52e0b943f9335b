import { ApiError } from '@console/admin-core';
import { errorRules } from '@console/contract';
import { Toaster } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
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
