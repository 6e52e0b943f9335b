import type { ChallengeGoalSummary } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import challenges from '../../locales/en-US/challenges.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import GoalChallengesPage from './goal.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

const summary: ChallengeGoalSummary = {
  goalId: 3,
  goalTitle: 'Sleep well',
  goalCategory: 'health',
  goalIcon: '',
  goalIsActive: true,
  total: 0,
  active: 0,
  byDifficulty: { easy: 0, medium: 0, hard: 0 },
  totalXp: 0,
};

const answer = (data: unknown) => Response.json({ success: true, message: 'OK', data });

async function renderPage(permissions: string[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
    return url.pathname.endsWith('/admin/challenges')
      ? answer({ goals: [summary], totalChallenges: 0, activeChallenges: 0 })
      : answer({ items: [], total: 0, page: 1, pageSize: 20, totalIsEstimate: false });
  });
  rendered = await renderRouted(
    signedInCore(fetch, { storage: signedInStorage({ isSuperUser: false, permissions }) }),
    await testI18n({ common, resource, challenges }),
    ['/challenges/3'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/challenges/:goalId" element={<GoalChallengesPage />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  // The heading names the goal once the overview has come.
  await act(async () => {
    await vi.waitFor(
      () => expect(view.querySelector('h1')?.textContent).toBe('Challenges of “Sleep well”'),
      { timeout: 4000 },
    );
  });
  return view;
}

const goalLinks = (view: HTMLElement) =>
  [...view.querySelectorAll('a')]
    .filter((link) => link.textContent === challenges.openGoal)
    .map((link) => link.getAttribute('href'));

describe("a goal's challenges page", () => {
  it("links to the goal's edit form for an admin who may edit goals", async () => {
    const view = await renderPage(['challenges:read', 'goals:read', 'goals:write']);
    expect(goalLinks(view)).toEqual(['/goals/edit/3']);
  });

  it('links to the goal in the goals list, searched for its title, with goals:read alone', async () => {
    const view = await renderPage(['challenges:read', 'goals:read']);
    expect(goalLinks(view)).toEqual(['/goals?q=Sleep+well']);
  });

  it('offers no link to the goal without goals:read', async () => {
    const view = await renderPage(['challenges:read', 'challenges:write', 'goals:write']);
    expect(goalLinks(view)).toEqual([]);
  });
});
