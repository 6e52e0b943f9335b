import { Toaster, toast } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import { ResourceList } from './resource-list';

interface Level {
  id: number;
  name: string;
}

const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(20),
  sort: z.string().optional(),
  q: z.string().max(200).optional(),
});

const limited = {
  id: 1,
  name: 'Ada',
  username: 'ada',
  isSuperUser: false,
  permissions: ['levels:read', 'levels:write'],
};

let rendered: RenderedRoutes | undefined;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

/** A list whose deletes the server refuses (403); `/auth/me` answers with `rightsNow`. */
async function renderList(rightsNow: string[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (String(input).endsWith('/auth/me')) {
      return Response.json({ success: true, data: { ...limited, permissions: rightsNow } });
    }
    return Response.json(
      { success: false, message: 'Access forbidden', code: 'FORBIDDEN' },
      { status: 403 },
    );
  });
  const core = signedInCore(fetch, { storage: signedInStorage(limited) });
  const rows: Level[] = [
    { id: 2, name: 'Silver' },
    { id: 3, name: 'Gold' },
  ];
  rendered = await renderRouted(
    core,
    await testI18n({ common, resource }),
    ['/levels'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
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
              fetchPage={async () => ({ items: rows, total: rows.length, page: 1, pageSize: 20 })}
              columns={[{ id: 'name', header: 'Name', value: (level) => level.name }]}
              canWrite
              deleteRow={(row) => core.client.request('DELETE', `/levels/${row.id}`)}
            />
          }
        />
      </Routes>
      <Toaster />
    </QueryClientProvider>,
  );
  const container = rendered.container;
  const selectAll = await vi.waitFor(() => {
    const box = container.querySelector<HTMLButtonElement>(
      '[aria-label="Select all rows on this page"]',
    );
    if (!box || box.disabled) throw new Error('the rows are not shown yet');
    return box;
  });
  await act(async () => selectAll.click());
  const bulkDelete = await vi.waitFor(() => {
    const button = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Delete selected (2)',
    );
    if (!button) throw new Error('no bulk delete yet');
    return button;
  });
  await act(async () => bulkDelete.click());
  const confirm = await vi.waitFor(() => {
    const button = [...document.querySelectorAll<HTMLElement>('[role="alertdialog"] button')].find(
      (candidate) => candidate.textContent === 'Delete',
    );
    if (!button) throw new Error('the delete dialog is not open yet');
    return button;
  });
  await act(async () => confirm.click());
  return { fetch };
}

describe('a bulk delete the server refuses (403)', () => {
  it('says the admin may no longer change this once their rights were read again', async () => {
    const errors = vi.spyOn(toast, 'error');
    const { fetch } = await renderList(['levels:read']);
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(errors).toHaveBeenCalledWith(
        'You may no longer change this: your permissions have changed.',
      );
    });
    expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/auth/me'))).toBe(true);
  });

  it('says the server refused what the rights still grant', async () => {
    const errors = vi.spyOn(toast, 'error');
    await renderList(limited.permissions);
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(errors).toHaveBeenCalledWith(
        'The server refused this although your permissions still include it. Please contact support if the problem persists.',
      );
    });
  });
});
