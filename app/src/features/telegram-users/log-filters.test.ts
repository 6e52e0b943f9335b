import { describe, expect, it } from 'vitest';
import { parseLogFilters, payloadSummary, withLogFilter } from './log-filters';

describe('parseLogFilters', () => {
  it('reads the type and the date range', () => {
    expect(
      parseLogFilters(new URLSearchParams('type=level_up&from=2025-01-01&to=2025-01-31T10:00:00Z')),
    ).toEqual({ type: 'level_up', from: '2025-01-01', to: '2025-01-31T10:00:00Z' });
  });

  it('drops unknown types, bad dates and empty values', () => {
    expect(parseLogFilters(new URLSearchParams('type=hack&from=01/02/2025&to='))).toEqual({});
    expect(parseLogFilters(new URLSearchParams(''))).toEqual({});
  });
});

describe('withLogFilter', () => {
  it('sets and removes one filter and keeps the rest', () => {
    const params = new URLSearchParams('type=start&from=2025-01-01');
    expect(withLogFilter(params, 'type', 'streak').toString()).toBe('type=streak&from=2025-01-01');
    expect(withLogFilter(params, 'from', '').toString()).toBe('type=start');
    expect(params.toString()).toBe('type=start&from=2025-01-01');
  });
});

describe('payloadSummary', () => {
  it('lists keys and values and cuts long text', () => {
    expect(payloadSummary({ text: 'Hi!', goalId: 3, tags: ['a'] })).toBe(
      'text: Hi!, goalId: 3, tags: ["a"]',
    );
    expect(payloadSummary({ text: 'x'.repeat(50) }, 20)).toBe(`text: ${'x'.repeat(13)}…`);
    expect(payloadSummary({})).toBe('');
  });
});
