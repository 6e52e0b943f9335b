import type { Challenge, ChallengeGoalSummary, Goal, TelegramLog } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import telegramUsers from '../../locales/en-US/telegram-users.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import { useLogSubjects } from './use-log-subjects';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const log = (id: number, type: string, payload: Record<string, unknown>): TelegramLog => ({
  id: String(id),
  telegramUserId: 41,
  type,
  payload,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
});

// Goal 5 and challenge 1 exist; goal 6 and challenge 9 were deleted.
const logs = [
  log(1, 'goal_selected', { goalId: 5 }),
  log(2, 'goal_selected', { goalId: 6 }),
  log(3, 'challenge_started', { challengeId: 1 }),
  log(4, 'challenge_started', { challengeId: 9 }),
];

const summary: ChallengeGoalSummary = {
  goalId: 5,
  goalTitle: 'Run more',
  goalCategory: 'health',
  goalIcon: '',
  goalIsActive: true,
  total: 1,
  active: 1,
  byDifficulty: { easy: 1, medium: 0, hard: 0 },
  totalXp: 10,
};

const goal: Goal = {
  id: 5,
  title: 'Run more',
  description: '',
  category: 'health',
  icon: '',
  sortOrder: 1,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const challenge: Challenge = {
  id: 1,
  goalId: 5,
  title: 'Morning run',
  description: '',
  xpReward: 10,
  difficulty: 'easy',
  durationDays: 3,
  isActive: true,
  sortOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const answer = (data: unknown) => Response.json({ success: true, message: 'OK', data });

function server(input: RequestInfo | URL): Response {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
  const path = url.pathname.replace(/^.*\/api\/admin/, '');
  if (path === '/challenges') {
    return answer({ goals: [summary], totalChallenges: 1, activeChallenges: 1 });
  }
  if (path === '/challenges/1') return answer(challenge);
  if (path === '/goals') {
    return answer({ items: [goal], total: 1, page: 1, pageSize: 100, totalIsEstimate: false });
  }
  return Response.json({ success: false, message: 'Not found' }, { status: 404 });
}

/** What the log screen knows of the goals and challenges the logs name, as JSON. */
function Subjects() {
  const subjects = useLogSubjects(logs);
  return (
    <output>
      {JSON.stringify({
        goal5: subjects.goal(5) ?? null,
        goal6: subjects.goal(6) ?? null,
        challenge1: subjects.challenge(1) ?? null,
        challenge9: subjects.challenge(9) ?? null,
      })}
    </output>
  );
}

/** The subjects as the probe shows them (null: unknown). */
type Shown = Record<'goal5' | 'goal6' | 'challenge1' | 'challenge9', unknown>;

async function subjectsFor(permissions: string[], settled: (shown: Shown) => boolean) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => server(input));
  rendered = await renderRouted(
    signedInCore(fetch, { storage: signedInStorage({ isSuperUser: false, permissions }) }),
    await testI18n({ common, resource, 'telegram-users': telegramUsers }),
    ['/telegram-users/41/logs'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/telegram-users/:userId/logs" element={<Subjects />} />
      </Routes>
    </QueryClientProvider>,
  );
  const read = (): Shown => JSON.parse(rendered?.container.textContent ?? '{}');
  await act(async () => {
    await vi.waitFor(() => expect(settled(read())).toBe(true), { timeout: 4000 });
  });
  return read();
}

const known = (value: Shown) => value.challenge9 !== null && value.goal6 !== null;

describe('the goals and challenges an activity log names', () => {
  it('link to their edit forms for an admin who may edit them; deleted ones are said', async () => {
    const all = ['users:read', 'goals:read', 'goals:write', 'challenges:read', 'challenges:write'];
    expect(await subjectsFor(all, known)).toEqual({
      goal5: { title: 'Run more', href: '/goals/edit/5' },
      goal6: 'deleted',
      challenge1: { title: 'Morning run', href: '/challenges/edit/1' },
      challenge9: 'deleted',
    });
  });

  it("link to the goal's challenges with challenges:read alone", async () => {
    expect(await subjectsFor(['users:read', 'challenges:read'], known)).toEqual({
      goal5: { title: 'Run more', href: '/challenges/5' },
      goal6: 'deleted',
      challenge1: { title: 'Morning run', href: '/challenges/5' },
      challenge9: 'deleted',
    });
  });

  it('name goals from the goals list with goals:read alone, and leave challenges unknown', async () => {
    const value = await subjectsFor(['users:read', 'goals:read'], (v) => v.goal6 !== null);
    expect(value).toEqual({
      goal5: { title: 'Run more', href: '/goals?q=Run+more' },
      goal6: 'deleted',
      challenge1: null,
      challenge9: null,
    });
  });

  it('are unknown, and so not linked, without goals:read or challenges:read', async () => {
    const value = await subjectsFor(['users:read'], () => true);
    expect(value).toEqual({ goal5: null, goal6: null, challenge1: null, challenge9: null });
  });
});
