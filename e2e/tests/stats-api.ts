import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';

/** Helpers of the dashboard and analytics specs (this file holds no tests). */

/** GET an admin API path as the e2e super admin and answer its `data`. */
export async function getAsSuperAdmin<T>(request: APIRequestContext, path: string): Promise<T> {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { data: session } = (await login.json()) as { data: { token: string } };
  const answer = await request.get(`/api/admin${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

// The fields of the API answers these specs read; the e2e package tests the API as a black box
// and does not depend on the contract package.
interface DailyActivity {
  date: string;
  signups: number;
  activeUsers: number;
  completions: number;
}

export interface DashboardStatsAnswer {
  totals: { telegramUsers: number; levels: number; goals: number };
  today: { newTelegramUsers: number; activeTelegramUsers: number; completions: number };
  last30Days: DailyActivity[];
}

export type RecentActivityAnswer = { telegramUser: { id: number } }[];

export interface AnalyticsAnswer {
  daily: DailyActivity[];
  totals: { signups: number; completions: number };
  levelDistribution: { level: number; name: string | null; users: number }[];
  goalCompletion: {
    goalTitle: string;
    started: number;
    completed: number;
    rate: number;
  }[];
}

/** Numbers and dates as the console writes them in en-US. */
export const enNumber = (value: number) => new Intl.NumberFormat('en-US').format(value);
export const enDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(isoDay));
