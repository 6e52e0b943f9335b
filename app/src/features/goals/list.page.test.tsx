import type { ChallengeGoalSummary, Goal } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import goals from '../../locales/en-US/goals.json';
import resource from '../../locales/en-US/resource.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import GoalsListPage from './list.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

const goal = (id: number, title: string): Goal => ({
  id,
  title,
  description: '',
  category: 'health',
  icon: '',
  sortOrder: id,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const summary = (id: number, title: string, total: number): ChallengeGoalSummary => ({
  goalId: id,
  goalTitle: title,
  goalCategory: 'health',
  goalIcon: '',
  goalIsActive: true,
  total,
  active: total,
  byDifficulty: { easy: total, medium: 0, hard: 0 },
  totalXp: 0,
});

const answer = (data: unknown) => Response.json({ success: true, message: 'OK', data });

async function renderList(permissions: string[]) {
  const items = [goal(1, 'Run more'), goal(2, 'Sleep well')];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
    if (url.pathname.endsWith('/challenges')) {
      const summaries = [summary(1, 'Run more', 3), summary(2, 'Sleep well', 0)];
      return answer({ goals: summaries, totalChallenges: 3, activeChallenges: 3 });
    }
    return answer({ items, total: 2, page: 1, pageSize: 20, totalIsEstimate: false });
  });
  rendered = await renderRouted(
    signedInCore(fetch, { storage: signedInStorage({ isSuperUser: false, permissions }) }),
    await testI18n({ common, resource, goals }),
    ['/goals'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/goals" element={<GoalsListPage />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  await act(async () => {
    await vi.waitFor(() => expect(view.querySelectorAll('tbody tr')).toHaveLength(2), {
      timeout: 4000,
    });
  });
  return view;
}

const challengeLinks = (view: HTMLElement) =>
  [...view.querySelectorAll('tbody a[href^="/challenges/"]')].map((link) => [
    link.textContent,
    link.getAttribute('aria-label'),
    link.getAttribute('href'),
  ]);

describe('the goals list', () => {
  it("links each goal's challenge count to the goal's challenges", async () => {
    const view = await renderList(['goals:read', 'challenges:read']);
    await act(async () => {
      await vi.waitFor(() => expect(challengeLinks(view)).toHaveLength(2));
    });
    expect(challengeLinks(view)).toEqual([
      ['3', '3 challenges of Run more', '/challenges/1'],
      ['0', '0 challenges of Sleep well', '/challenges/2'],
    ]);
  });

  it('shows no challenge counts, and so no links to them, without challenges:read', async () => {
    const view = await renderList(['goals:read', 'goals:write']);
    const headers = [...view.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).not.toContain(goals.columns.challenges);
    expect(challengeLinks(view)).toEqual([]);
  });
});
