import type { Analytics, DashboardStats, RecentActivity } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from '../../../test/harness';
import {
  challenges,
  faqEntries,
  goals,
  levels,
  telegramActivityDaily,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../../db/schema';
import { daysBetween } from '../analytics/activity';
import { addDays, startOfUtcDay, utcDateString } from '../query-helpers';
import type { Envelope } from '../testing';

const HOUR = 60 * 60 * 1000;

describe('daysBetween', () => {
  it('lists every day inclusive, across month ends', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2024-03-01', '2024-02-28')).toEqual([]);
  });
});

describe.each(testDatabases())('dashboard and analytics ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const today = startOfUtcDay(new Date());
  const daysAgo = (days: number, hours = 1) =>
    new Date(addDays(today, -days).getTime() + hours * HOUR);

  beforeAll(async () => {
    server = await createTestServer({ database });
    // No permission at all: both screens only need a signed-in admin.
    token = (await server.signIn({ permissions: [] })).token;
    const [goal] = await server.db
      .insert(goals)
      .values({ title: 'Sleep better', category: 'health' })
      .returning();
    const [other] = await server.db
      .insert(goals)
      .values({ title: 'Idle goal', category: 'misc', sortOrder: 1 })
      .returning();
    if (!goal || !other) throw new Error('goal insert failed');
    const [first, second] = await server.db
      .insert(challenges)
      .values(
        ['Early night', 'No screens'].map((title) => ({
          goalId: goal.id,
          title,
          xpReward: 20,
          difficulty: 'easy' as const,
          durationDays: 1,
        })),
      )
      .returning();
    await server.db.insert(levels).values([
      { number: 1, name: 'Newcomer', requiredXp: 0 },
      { number: 2, name: 'Explorer', requiredXp: 100 },
      { number: 3, name: 'Master', requiredXp: 500 },
    ]);
    await server.db.insert(faqEntries).values({ question: 'Q?', answer: 'A.', locale: 'en-US' });
    const users = await server.db
      .insert(telegramUsers)
      .values([
        // last_active_at is the time of each user's latest log, as the bot keeps it.
        {
          telegramId: 1001n,
          firstName: 'Today',
          xp: 10,
          level: 1,
          joinedAt: daysAgo(0, 0),
          lastActiveAt: daysAgo(0, 0.2),
        },
        {
          telegramId: 1002n,
          firstName: 'Yesterday',
          xp: 150,
          level: 2,
          joinedAt: daysAgo(1),
          lastActiveAt: daysAgo(0, 0.3),
        },
        {
          telegramId: 1003n,
          firstName: 'LastWeek',
          xp: 120,
          level: 2,
          joinedAt: daysAgo(5),
          lastActiveAt: daysAgo(4),
        },
      ])
      .returning();
    const [u1, u2, u3] = users.map((user) => user.id) as [number, number, number];
    await server.db.insert(telegramUserLogs).values([
      { telegramUserId: u1, type: 'start', payload: {}, createdAt: daysAgo(0, 0.1) },
      { telegramUserId: u1, type: 'message', payload: { text: 'hi' }, createdAt: daysAgo(0, 0.2) },
      { telegramUserId: u2, type: 'message', payload: {}, createdAt: daysAgo(0, 0.3) },
      { telegramUserId: u3, type: 'command', payload: {}, createdAt: daysAgo(5, 2) },
      { telegramUserId: u3, type: 'message', payload: {}, createdAt: daysAgo(4) },
    ]);
    await server.db.insert(telegramChallengeProgress).values([
      {
        telegramUserId: u1,
        challengeId: first?.id as number,
        startedAt: daysAgo(0, 0),
        completedAt: daysAgo(0, 0.5),
      },
      {
        telegramUserId: u3,
        challengeId: first?.id as number,
        startedAt: daysAgo(5),
        completedAt: daysAgo(4),
      },
      { telegramUserId: u3, challengeId: second?.id as number, startedAt: daysAgo(4) },
    ]);
  });
  afterAll(() => server.close());

  it('answers totals, today and 30 days of activity', async () => {
    const response = await server.request<Envelope<DashboardStats>>('GET', '/dashboard/stats', {
      token,
    });
    expect(response.status).toBe(200);
    const stats = response.body.data;
    expect(stats.totals).toEqual({ telegramUsers: 3, goals: 2, challenges: 2, levels: 3, faq: 1 });
    expect(stats.today).toEqual({ newTelegramUsers: 1, activeTelegramUsers: 2, completions: 1 });
    expect(stats.last30Days).toHaveLength(30);
    expect(stats.last30Days.at(-1)?.date).toBe(utcDateString(today));
    const fiveDaysAgo = stats.last30Days.find(
      (day) => day.date === utcDateString(addDays(today, -5)),
    );
    expect(fiveDaysAgo).toEqual({
      date: utcDateString(addDays(today, -5)),
      signups: 1,
      activeUsers: 1,
      completions: 0,
    });
    const fourDaysAgo = stats.last30Days.find(
      (day) => day.date === utcDateString(addDays(today, -4)),
    );
    expect(fourDaysAgo).toMatchObject({ activeUsers: 1, completions: 1 });
    // Who did what is not for every admin: it has a route of its own.
    expect(stats).not.toHaveProperty('recentActivity');
  });

  it('names the latest activity only to admins who may read messaging-app users', async () => {
    const refused = await server.request('GET', '/dashboard/recent-activity', { token });
    expect(refused.status).toBe(403);
    const reader = (await server.signIn({ permissions: ['users:read'] })).token;
    const response = await server.request<Envelope<RecentActivity[]>>(
      'GET',
      '/dashboard/recent-activity',
      { token: reader },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((log) => log.type)).toEqual([
      'message',
      'message',
      'start',
      'message',
      'command',
    ]);
    expect(response.body.data[0]?.telegramUser.firstName).toBe('Yesterday');
  });

  it('keeps closed days aggregated and counts only the running day live', async () => {
    const stored = await server.db.select().from(telegramActivityDaily);
    expect(stored).toHaveLength(29);
    expect(
      stored
        .map((row) => row.day)
        .sort()
        .at(-1),
    ).toBe(utcDateString(addDays(today, -1)));
  });

  it('answers analytics over a range: daily series, level distribution, goal completion rates', async () => {
    const from = utcDateString(addDays(today, -6));
    const to = utcDateString(today);
    const response = await server.request<Envelope<Analytics>>('GET', '/analytics', {
      token,
      query: { from, to },
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.daily).toHaveLength(7);
    expect(data.totals).toEqual({ signups: 3, completions: 2 });
    expect(data.levelDistribution).toEqual([
      { level: 1, name: 'Newcomer', users: 1 },
      { level: 2, name: 'Explorer', users: 2 },
      { level: 3, name: 'Master', users: 0 },
    ]);
    expect(data.goalCompletion).toEqual([
      expect.objectContaining({
        goalTitle: 'Sleep better',
        started: 3,
        completed: 2,
        rate: 0.6667,
      }),
      expect.objectContaining({ goalTitle: 'Idle goal', started: 0, completed: 0, rate: 0 }),
    ]);
    const defaulted = await server.request<Envelope<Analytics>>('GET', '/analytics', { token });
    expect(defaulted.body.data.daily).toHaveLength(30);
  });

  it('validates the range: from ≤ to, at most 366 days, both or neither', async () => {
    const reversed = await server.request<Envelope<null>>('GET', '/analytics', {
      token,
      query: { from: '2025-02-01', to: '2025-01-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([
      { path: 'to', message: 'The end date is before the start date', rule: 'dateRange.inverted' },
    ]);
    const long = await server.request<Envelope<null>>('GET', '/analytics', {
      token,
      query: { from: '2024-01-01', to: '2025-01-01' },
    });
    expect(long.status).toBe(400);
    expect(long.body.details?.[0]?.message).toBe('The range may span at most 366 days');
    expect(
      (await server.request('GET', '/analytics', { token, query: { from: '2025-01-01' } })).status,
    ).toBe(400);
    expect(
      (
        await server.request('GET', '/analytics', {
          token,
          query: { from: '2025-13-01', to: '2025-12-01' },
        })
      ).status,
    ).toBe(400);
    expect((await server.request('GET', '/analytics')).status).toBe(401);
  });
});
