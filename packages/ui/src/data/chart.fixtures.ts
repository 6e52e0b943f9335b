/** Deterministic sample data for the chart stories (no randomness, so screenshots and tests are stable). */
import type { ChartSeries } from './chart-frame';

export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const signups: ChartSeries = {
  id: 'signups',
  label: 'Sign-ups',
  values: [120, 132, 101, 134, 190, 230, 210, 250, 262, 241, 280, 312],
};

export const activeUsers: ChartSeries = {
  id: 'active',
  label: 'Active users',
  values: [80, 95, 90, 110, 150, 170, 180, 205, 199, 220, 236, 260],
};

export const challengesCompleted: ChartSeries = {
  id: 'challenges',
  label: 'Challenges completed',
  values: [40, 52, 61, 58, 70, 92, 88, 101, 120, 118, 131, 150],
};

export const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(value);

const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});
export const formatPercent = (share: number) => percentFormat.format(share);

export const userStatuses = [
  { id: 'active', label: 'Active', value: 8120 },
  { id: 'inactive', label: 'Inactive', value: 2310 },
  { id: 'banned', label: 'Banned', value: 145 },
];

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `count` consecutive days from 1 January 2025 with a smooth, repeatable wave of values. */
export function dailySeries(count: number): { categories: string[]; series: ChartSeries } {
  const start = Date.UTC(2025, 0, 1);
  const categories: string[] = [];
  const values: number[] = [];
  for (let day = 0; day < count; day += 1) {
    categories.push(dayFormat.format(new Date(start + day * 86_400_000)));
    values.push(Math.round(500 + day * 1.5 + 120 * Math.sin(day / 9) + 40 * Math.cos(day / 2.3)));
  }
  return { categories, series: { id: 'daily', label: 'Daily active users', values } };
}
