import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from './analytics';
import { auditLogListQuerySchema } from './audit';
import { contractErrorMap } from './check-rules';
import { errorRules } from './error-rules';
import { exportQuerySchemas } from './export';
import {
  dateOrDateTime,
  dayQuery,
  instantQuery,
  isInvertedDateRange,
  isQueryableDate,
} from './list-params';
import { securityEventListQuerySchema } from './security';
import { telegramLogQuerySchema, telegramUserListQuerySchema } from './telegram-users';
import { appUserBulkActionSchema, appUserFilterSchema, appUserListQuerySchema } from './users';

/** The issues of a refused parse, as the server words its field details. */
const issuesOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? [] : (result.error?.issues ?? []);

const inverted = {
  code: 'custom',
  message: 'The end date is before the start date',
  params: { rule: errorRules.dateRangeInverted },
};

describe('dates in queries', () => {
  it('take the days from 1000-01-01 to 9999-12-30', () => {
    for (const day of ['1000-01-01', '2024-02-29', '9999-12-30']) {
      expect(dayQuery.safeParse(day).success).toBe(true);
      expect(dateOrDateTime.safeParse(day).success).toBe(true);
    }
  });

  it('refuse a year below 1000, which Date reads as 19xx when it has two digits', () => {
    for (const day of ['0050-01-01', '0000-01-01', '0999-12-30', '0202-11-20']) {
      expect(issuesOf(dayQuery.safeParse(day, { error: contractErrorMap }))).toEqual([
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

describe('isInvertedDateRange', () => {
  it('is true only when the end comes before the start', () => {
    expect(isInvertedDateRange('2025-03-02', '2025-03-01')).toBe(true);
    expect(isInvertedDateRange('2025-03-01T00:00:00Z', '2025-02-28T23:59:59.999Z')).toBe(true);
    expect(isInvertedDateRange('2025-03-01T12:00:00+02:00', '2025-03-01T09:59:59Z')).toBe(true);
    expect(isInvertedDateRange('2025-03-01T12:00:00+02:00', '2025-03-01T10:00:00Z')).toBe(false);
    expect(isInvertedDateRange('2025-03-01', '2025-03-01')).toBe(false);
    expect(isInvertedDateRange('2025-03-01T10:00:00Z', '2025-03-01T10:00:00Z')).toBe(false);
    expect(isInvertedDateRange('2025-03-01', '2025-03-02')).toBe(false);
  });

  it('takes a bare end day as the whole UTC day, as the server reads it', () => {
    expect(isInvertedDateRange('2025-03-01T18:00:00Z', '2025-03-01')).toBe(false);
    expect(isInvertedDateRange('2025-03-02T00:00:00Z', '2025-03-01')).toBe(true);
  });

  it('compares nothing when an end is missing or not a date a query takes', () => {
    expect(isInvertedDateRange('2025-03-02', undefined)).toBe(false);
    expect(isInvertedDateRange(undefined, '2025-03-01')).toBe(false);
    expect(isInvertedDateRange('2025-03-02', '0050-01-01')).toBe(false);
    expect(isInvertedDateRange('yesterday', '2025-03-01')).toBe(false);
  });
});

describe('every query with a date range refuses it inverted', () => {
  /** Which dates each query takes: days, instants (with an offset), or both. */
  const cases = [
    ['app users', appUserListQuerySchema, 'createdFrom', 'createdTo', 'both'],
    ['the bulk filter of app users', appUserFilterSchema, 'createdFrom', 'createdTo', 'both'],
    ['Telegram users', telegramUserListQuerySchema, 'joinedFrom', 'joinedTo', 'both'],
    ["a Telegram user's activity log", telegramLogQuerySchema, 'from', 'to', 'both'],
    ['the audit log', auditLogListQuerySchema, 'from', 'to', 'instants'],
    ['security events', securityEventListQuerySchema, 'from', 'to', 'instants'],
    ['analytics', analyticsQuerySchema, 'from', 'to', 'days'],
    ['the app users export', exportQuerySchemas.users, 'createdFrom', 'createdTo', 'both'],
    [
      'the Telegram users export',
      exportQuerySchemas.telegramUsers,
      'joinedFrom',
      'joinedTo',
      'both',
    ],
    ['the activity log export', exportQuerySchemas.telegramUserLogs, 'from', 'to', 'both'],
    ['the audit log export', exportQuerySchemas.auditLogs, 'from', 'to', 'instants'],
    ['the security events export', exportQuerySchemas.securityEvents, 'from', 'to', 'instants'],
  ] as const;

  it.each(cases)('%s: on the end field, with the rule', (_name, schema, from, to, takes) => {
    const range = (start: string, end: string) => schema.safeParse({ [from]: start, [to]: end });
    const refused = [expect.objectContaining({ ...inverted, path: [to] })];
    if (takes !== 'instants') {
      expect(issuesOf(range('2025-03-02', '2025-03-01'))).toEqual(refused);
      expect(range('2025-03-01', '2025-03-01').success).toBe(true);
      expect(range('2025-03-01', '2025-03-31').success).toBe(true);
    }
    if (takes !== 'days') {
      const start = (day: string) => `${day}T00:00:00.000+02:00`;
      const end = (day: string) => `${day}T23:59:59.999+02:00`;
      expect(issuesOf(range(start('2025-03-02'), end('2025-03-01')))).toEqual(refused);
      expect(range(start('2025-03-01'), end('2025-03-01')).success).toBe(true);
      expect(range(end('2025-03-01'), end('2025-03-01')).success).toBe(true);
    }
  });

  it('names the end field within a bulk action body', () => {
    const body = appUserBulkActionSchema.safeParse({
      action: 'activate',
      filter: { createdFrom: '2025-03-02', createdTo: '2025-03-01' },
      expectedTotal: 0,
    });
    expect(issuesOf(body)).toEqual([
      expect.objectContaining({ ...inverted, path: ['filter', 'createdTo'] }),
    ]);
  });

  it('says only the date check when an end is not a date a query takes', () => {
    expect(
      issuesOf(
        appUserListQuerySchema.safeParse(
          { createdFrom: '2025-03-02', createdTo: '0050-01-01' },
          { error: contractErrorMap },
        ),
      ),
    ).toEqual([
      expect.objectContaining({
        path: ['createdTo'],
        message: 'Must lie between 1000-01-01 and 9999-12-30',
      }),
    ]);
  });

  it('keeps each field readable on its own (the console reads a URL key by key)', () => {
    expect(appUserListQuerySchema.shape.createdTo.safeParse('2025-03-01').success).toBe(true);
    expect(telegramLogQuerySchema.shape.from.safeParse('0050-01-01').success).toBe(false);
  });
});
