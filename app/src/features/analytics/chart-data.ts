import type { Analytics, DailyActivity } from '@console/contract';
import { formatDate, formatDayMonth } from '../../i18n/format';

/**
 * Shapes API answers into what the charts and their table alternatives show. Values stay numbers;
 * the caller formats them for the active language.
 */

export const ACTIVITY_METRICS = ['signups', 'activeUsers', 'completions'] as const;
export type ActivityMetric = (typeof ACTIVITY_METRICS)[number];

/** The x labels of daily series: each UTC day as a calendar date of the language. */
export function dayLabels(daily: readonly DailyActivity[], language: string): string[] {
  return daily.map((day) => formatDate(day.date, language, 'UTC'));
}

/**
 * The same days as the axis names them: without the year, so that a narrow chart can name more of
 * them (the points, tooltips and the table keep the whole date).
 */
export function dayAxisLabels(daily: readonly DailyActivity[], language: string): string[] {
  return daily.map((day) => formatDayMonth(day.date, language, 'UTC'));
}

export function metricValues(daily: readonly DailyActivity[], metric: ActivityMetric): number[] {
  return daily.map((day) => day[metric]);
}

/** Whether any day of the series counted anything for the metric. */
export function hasActivity(daily: readonly DailyActivity[], metric: ActivityMetric): boolean {
  return daily.some((day) => day[metric] > 0);
}

export interface LevelBar {
  key: string;
  level: number;
  /** The level's name, or null when no level with this number is defined. */
  name: string | null;
  users: number;
}

/** Users per level, lowest level first. */
export function levelBars(distribution: Analytics['levelDistribution']): LevelBar[] {
  return [...distribution]
    .sort((a, b) => a.level - b.level)
    .map((entry) => ({
      key: String(entry.level),
      level: entry.level,
      name: entry.name,
      users: entry.users,
    }));
}

/** Goals whose challenges were started in the range, best completion rate first, then by title. */
export function goalRates(goals: Analytics['goalCompletion']): Analytics['goalCompletion'] {
  return goals
    .filter((goal) => goal.started > 0)
    .sort((a, b) => b.rate - a.rate || a.goalTitle.localeCompare(b.goalTitle));
}
