import { describe, expect, it } from 'vitest';
import {
  dayAxisLabels,
  dayLabels,
  goalRates,
  hasActivity,
  levelBars,
  metricValues,
} from './chart-data';

const daily = [
  { date: '2025-01-30', signups: 0, activeUsers: 4, completions: 0 },
  { date: '2025-01-31', signups: 2, activeUsers: 5, completions: 0 },
];

describe('daily series', () => {
  it('labels UTC days as dates of the language', () => {
    expect(dayLabels(daily, 'en-US')).toEqual(['01/30/2025', '01/31/2025']);
    expect(dayLabels(daily, 'es-ES')).toEqual(['30/01/2025', '31/01/2025']);
  });

  it('names the same days on the axis without the year', () => {
    expect(dayAxisLabels(daily, 'en-US')).toEqual(['1/30', '1/31']);
    expect(dayAxisLabels(daily, 'es-ES')).toEqual(['30/1', '31/1']);
    expect(dayAxisLabels(daily, 'de-DE')).toEqual(['30.1.', '31.1.']);
  });

  it('picks one metric per day', () => {
    expect(metricValues(daily, 'signups')).toEqual([0, 2]);
    expect(metricValues(daily, 'activeUsers')).toEqual([4, 5]);
  });

  it('tells whether a metric counted anything', () => {
    expect(hasActivity(daily, 'signups')).toBe(true);
    expect(hasActivity(daily, 'completions')).toBe(false);
    expect(hasActivity([], 'signups')).toBe(false);
  });
});

describe('levelBars', () => {
  it('orders levels from the lowest and keeps unnamed levels', () => {
    expect(
      levelBars([
        { level: 3, name: 'Expert', users: 1 },
        { level: 1, name: null, users: 7 },
      ]),
    ).toEqual([
      { key: '1', level: 1, name: null, users: 7 },
      { key: '3', level: 3, name: 'Expert', users: 1 },
    ]);
  });
});

describe('goalRates', () => {
  const goal = (goalId: number, goalTitle: string, started: number, completed: number) => ({
    goalId,
    goalTitle,
    started,
    completed,
    rate: started === 0 ? 0 : completed / started,
  });

  it('drops goals nothing was started for and sorts by rate, then title', () => {
    const ranked = goalRates([
      goal(1, 'Sleep', 4, 1),
      goal(2, 'Run', 0, 0),
      goal(3, 'Read', 2, 2),
      goal(4, 'Bike', 8, 2),
    ]);
    expect(ranked.map((entry) => entry.goalTitle)).toEqual(['Read', 'Bike', 'Sleep']);
  });
});
