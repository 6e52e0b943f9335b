import { z } from 'zod';
import { dailyActivitySchema } from './dashboard';
import { dayQuery, fromToRange, isQueryableDate, withDateRanges } from './list-params';
import { defineRoute } from './route';

export const MAX_ANALYTICS_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Inclusive UTC days between two `YYYY-MM-DD` dates. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, inclusive); without them, the last 30 days. */
export const analyticsQuerySchema = withDateRanges(
  z.object({ from: dayQuery.optional(), to: dayQuery.optional() }),
  fromToRange,
).superRefine((range, ctx) => {
  if (range.from === undefined || range.to === undefined) {
    if ((range.from === undefined) !== (range.to === undefined)) {
      const missing = range.from === undefined ? 'from' : 'to';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Give both from and to, or neither',
      });
    }
    return;
  }
  // An end the day check refuses is named by that check alone.
  if (!isQueryableDate(range.from) || !isQueryableDate(range.to)) return;
  if (daysInRange(range.from, range.to) > MAX_ANALYTICS_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The range may span at most ${MAX_ANALYTICS_DAYS} days`,
    });
  }
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const levelDistributionSchema = z.object({
  level: z.number().int().nonnegative(),
  /** The level's name, null when no level with this number is defined (any more). */
  name: z.string().nullable(),
  users: count,
});

/** Challenges of the goal started in the range and how many of those are completed. */
export const goalCompletionSchema = z.object({
  goalId: z.number().int().positive(),
  goalTitle: z.string(),
  started: count,
  completed: count,
  /** completed / started, 0..1; 0 when nothing was started. */
  rate: z.number().min(0).max(1),
});

export const analyticsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  daily: z.array(dailyActivitySchema),
  totals: z.object({ signups: count, completions: count }),
  /** Users per level right now (not limited to the range). */
  levelDistribution: z.array(levelDistributionSchema),
  goalCompletion: z.array(goalCompletionSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsRoutes = {
  get: defineRoute({
    id: 'analytics.get',
    method: 'GET',
    path: '/analytics',
    access: 'authenticated',
    tag: 'analytics',
    summary: 'Daily activity, level distribution and goal completion rates over a date range',
    query: analyticsQuerySchema,
    response: analyticsSchema,
  }),
} as const;
