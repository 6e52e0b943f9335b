import type { ChallengeOverview } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import operations from '../../locales/en-US/operations.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { parseCsv } from './column-mapping';
import { CreatedLinks } from './created-links';
import { type CreatedRecord, MAX_CREATED_LINKS } from './created-records';

let rendered: RenderedRoutes | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const overview: ChallengeOverview = {
  goals: [
    {
      goalId: 7,
      goalTitle: 'Run 5 km',
      goalCategory: 'sport',
      goalIcon: '',
      goalIsActive: true,
      total: 2,
      active: 2,
      byDifficulty: { easy: 2, medium: 0, hard: 0 },
      totalXp: 10,
    },
  ],
  totalChallenges: 2,
  activeChallenges: 2,
};

async function show(resource: 'goals' | 'challenges', created: CreatedRecord[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ success: true, message: 'OK', data: overview }),
  );
  rendered = await renderRouted(
    signedInCore(fetch),
    await testI18n({ common, operations }),
    ['/settings/import'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route
          path="/settings/import"
          element={
            <CreatedLinks
              resource={resource}
              created={created}
              table={parseCsv('title\nA\n\nB\nC\n')}
            />
          }
        />
      </Routes>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const links = (view: HTMLElement) =>
  [...view.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('the links to what an import created', () => {
  it('links each record by its spreadsheet row, and the list with the new ones first', async () => {
    const view = await show('goals', [
      { row: 0, id: 11, label: 'A' },
      { row: 2, id: 12, label: 'C' },
    ]);
    expect(links(view)).toEqual([
      ['Show the goals, newest first', '/goals?sort=createdAt%3Adesc'],
      ['A', '/goals/edit/11'],
      ['C', '/goals/edit/12'],
    ]);
    const items = [...view.querySelectorAll('ul[aria-label="Created records"] li')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Spreadsheet row 2: A',
      'Spreadsheet row 5: C',
    ]);
  });

  it("names a challenge list by its goal's title", async () => {
    const view = await show('challenges', [{ row: 0, id: 3, label: 'A', goalId: 7 }]);
    await act(async () => {
      await vi.waitFor(() => expect(view.textContent).toContain('Run 5 km'));
    });
    expect(links(view)[0]).toEqual([
      'Show the challenges of Run 5 km, newest first',
      '/challenges/7?sort=createdAt%3Adesc',
    ]);
  });

  it(`lists the records one by one only up to ${MAX_CREATED_LINKS}`, async () => {
    const many = Array.from({ length: MAX_CREATED_LINKS + 1 }, (_, row) => ({
      row,
      id: row + 1,
      label: `Goal ${row}`,
    }));
    const view = await show('goals', many);
    expect(links(view)).toEqual([['Show the goals, newest first', '/goals?sort=createdAt%3Adesc']]);
    expect(view.querySelector('ul[aria-label="Created records"]')).toBeNull();
    expect(view.textContent).toContain(
      'More than 20 records were created, too many to list one by one: the list above shows them first.',
    );
  });
});
