import { describe, expect, it } from 'vitest';
import { dateOrDateTime, dayQuery, instantQuery, isQueryableDate } from './list-params';

/** The issues of a refused parse, as the server words its field details. */
const issuesOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? [] : (result.error?.issues ?? []);

describe('dates in queries', () => {
  it('take the days from 1000-01-01 to 9999-12-30', () => {
    for (const day of ['1000-01-01', '2024-02-29', '9999-12-30']) {
      expect(dayQuery.safeParse(day).success).toBe(true);
      expect(dateOrDateTime.safeParse(day).success).toBe(true);
    }
  });

  it('refuse a year below 1000, which Date reads as 19xx when it has two digits', () => {
    for (const day of ['0050-01-01', '0000-01-01', '0999-12-30', '0202-11-20']) {
      expect(issuesOf(dayQuery.safeParse(day))).toEqual([
        expect.objectContaining({ message: 'Must lie between 1000-01-01 and 9999-12-30' }),
      ]);
      expect(dateOrDateTime.safeParse(day).success).toBe(false);
      expect(instantQuery.safeParse(`${day}T00:00:00Z`).success).toBe(false);
      expect(dateOrDateTime.safeParse(`${day}T12:00:00+02:00`).success).toBe(false);
    }
    expect(dayQuery.safeParse('9999-12-31').success).toBe(false);
  });

  it('take an instant of those days in any time zone, as the console sends a local day', () => {
    // The first instant of 1000-01-01 in UTC+14, the last of 9999-12-30 in UTC-12.
    expect(instantQuery.safeParse('0999-12-31T10:00:00.000Z').success).toBe(true);
    expect(instantQuery.safeParse('9999-12-31T11:59:59.999Z').success).toBe(true);
    expect(instantQuery.safeParse('0999-12-30T23:59:59.999Z').success).toBe(false);
    expect(instantQuery.safeParse('10000-01-01T00:00:00Z').success).toBe(false);
  });

  it('isQueryableDate says the same for days and instants, and no for anything else', () => {
    expect(isQueryableDate('1000-01-01')).toBe(true);
    expect(isQueryableDate('2026-05-01T10:00:00+02:00')).toBe(true);
    expect(isQueryableDate('0050-01-01')).toBe(false);
    expect(isQueryableDate('20261-11-20')).toBe(false);
    expect(isQueryableDate('yesterday')).toBe(false);
    expect(isQueryableDate('')).toBe(false);
  });
});
