import { z } from 'zod';
import { dashboardEndpoints } from './constants';
import { isoDateTime } from './envelope';
import { defineRoute } from './route';
import { telegramLogSchema } from './telegram-users';

const count = z.number().int().nonnegative();

/** One UTC day of messaging-app activity. */
export const dailyActivitySchema = z.object({
  date: z.iso.date(),
  signups: count,
  activeUsers: count,
  completions: count,
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;

export const recentActivitySchema = telegramLogSchema.extend({
  telegramUser: z.object({
    id: z.number().int().positive(),
    username: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string().nullable(),
  }),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const DASHBOARD_SERIES_DAYS = 30;
export const DASHBOARD_RECENT_ACTIVITY = 10;

export const dashboardStatsSchema = z.object({
  totals: z.object({
    telegramUsers: count,
    goals: count,
    challenges: count,
    levels: count,
    faq: count,
  }),
  /** Since midnight UTC. */
  today: z.object({
    newTelegramUsers: count,
    activeTelegramUsers: count,
    completions: count,
  }),
  /** The last 30 UTC days, oldest first, today included. */
  last30Days: z.array(dailyActivitySchema),
  generatedAt: isoDateTime,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardRoutes = {
  stats: defineRoute({
    ...dashboardEndpoints.stats,
    access: 'authenticated',
    tag: 'dashboard',
    summary: 'Totals, today and the last 30 days',
    response: dashboardStatsSchema,
  }),
  // Its own route: it names messaging-app users, which only admins who may read them see.
  recentActivity: defineRoute({
    ...dashboardEndpoints.recentActivity,
    access: ['users:read'],
    tag: 'dashboard',
    summary: `The latest ${DASHBOARD_RECENT_ACTIVITY} activity logs of messaging-app users, newest first`,
    response: z.array(recentActivitySchema),
  }),
} as const;
