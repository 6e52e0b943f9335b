import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  DEFAULT_RANGE,
  isValidCustomRange,
  parseRange,
  presetOfChoice,
  rangeChoice,
  rangeDates,
  rangeProblem,
  rangeSearchParams,
} from './range';

const parse = (query: string) => parseRange(new URLSearchParams(query));

describe('parseRange', () => {
  it('reads each preset', () => {
    expect(parse('range=7d')).toEqual({ kind: 'preset', days: 7 });
    expect(parse('range=30d')).toEqual({ kind: 'preset', days: 30 });
    expect(parse('range=90d')).toEqual({ kind: 'preset', days: 90 });
  });

  it('reads a custom range', () => {
    expect(parse('from=2025-01-01&to=2025-01-31')).toEqual({
      kind: 'custom',
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  it('prefers a valid custom range over a preset', () => {
    expect(parse('range=7d&from=2025-03-01&to=2025-03-02')).toEqual({
      kind: 'custom',
      from: '2025-03-01',
      to: '2025-03-02',
    });
  });

  it.each([
    '',
    'range=14d',
    'range=7',
    'range=',
    'from=2025-01-31&to=2025-01-01',
    'from=2025-02-30&to=2025-03-01',
    'from=2025-1-1&to=2025-01-31',
    'from=2024-01-01&to=2025-01-02',
    'from=yesterday&to=today',
  ])('falls back to the last 30 days for %j', (query) => {
    expect(parse(query)).toEqual(DEFAULT_RANGE);
  });

  it('ignores a lone from or to and keeps the preset', () => {
    expect(parse('range=90d&from=2025-01-01')).toEqual({ kind: 'preset', days: 90 });
  });
});

describe('customRangeProblem', () => {
  it('names what keeps the custom range from being applied', () => {
    expect(customRangeProblem('', '2025-01-01')).toBe('missing');
    expect(customRangeProblem('2025-01-01', '')).toBe('missing');
    expect(customRangeProblem('0050-01-01', '2025-01-01')).toBe('invalid');
    expect(customRangeProblem('2025-01-31', '2025-01-01')).toBe('inverted');
    expect(customRangeProblem('2024-01-01', '2025-01-02')).toBe('tooLong');
    expect(customRangeProblem('2025-01-01', '2025-01-31')).toBeNull();
  });
});

describe('rangeProblem', () => {
  const problem = (query: string) => rangeProblem(new URLSearchParams(query));

  it('names what is wrong with the range a link asks for', () => {
    expect(problem('from=2025-01-31&to=2025-01-01')).toBe('inverted');
    expect(problem('from=2024-01-01&to=2025-01-02')).toBe('tooLong');
    expect(problem('from=2025-01-01')).toBe('incomplete');
    expect(problem('range=90d&to=2025-01-01')).toBe('incomplete');
    expect(problem('from=2025-02-30&to=2025-03-01')).toBe('invalid');
    expect(problem('from=yesterday&to=today')).toBe('invalid');
    expect(problem('from=&to=2025-01-01')).toBe('invalid');
    expect(problem('range=14d')).toBe('invalid');
  });

  it('finds nothing wrong with no range, a preset or a valid custom range', () => {
    for (const query of [
      '',
      'range=7d',
      'from=2025-01-01&to=2025-01-31',
      'from=2024-01-01&to=2024-12-31',
    ]) {
      expect(problem(query)).toBeNull();
    }
  });
});

describe('rangeSearchParams', () => {
  it('round-trips presets and custom ranges', () => {
    for (const range of [
      { kind: 'preset', days: 7 },
      { kind: 'preset', days: 90 },
      { kind: 'custom', from: '2025-05-01', to: '2025-05-10' },
    ] as const) {
      expect(parseRange(rangeSearchParams(range))).toEqual(range);
    }
    expect(rangeSearchParams({ kind: 'preset', days: 7 }).toString()).toBe('range=7d');
    expect(
      rangeSearchParams({ kind: 'custom', from: '2025-05-01', to: '2025-05-10' }).toString(),
    ).toBe('from=2025-05-01&to=2025-05-10');
  });
});

describe('rangeDates', () => {
  const now = new Date('2025-03-10T23:30:00Z');

  it('ends a preset on the UTC day of now and counts today in', () => {
    expect(rangeDates({ kind: 'preset', days: 7 }, now)).toEqual({
      from: '2025-03-04',
      to: '2025-03-10',
    });
    expect(rangeDates({ kind: 'preset', days: 30 }, now)).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
    });
  });

  it('uses the UTC day even when the local day differs', () => {
    expect(rangeDates({ kind: 'preset', days: 7 }, new Date('2025-03-11T00:15:00Z'))).toEqual({
      from: '2025-03-05',
      to: '2025-03-11',
    });
  });

  it('gives a custom range as it is', () => {
    expect(rangeDates({ kind: 'custom', from: '2025-01-01', to: '2025-01-02' }, now)).toEqual({
      from: '2025-01-01',
      to: '2025-01-02',
    });
  });
});

describe('picker values', () => {
  it('names presets and custom ranges', () => {
    expect(rangeChoice({ kind: 'preset', days: 90 })).toBe('90d');
    expect(rangeChoice({ kind: 'custom', from: '2025-01-01', to: '2025-01-02' })).toBe('custom');
    expect(presetOfChoice('7d')).toBe(7);
    expect(presetOfChoice('custom')).toBeNull();
    expect(presetOfChoice('8d')).toBeNull();
  });
});

describe('isValidCustomRange', () => {
  it('accepts one day and the API limit, rejects more', () => {
    expect(isValidCustomRange('2025-01-01', '2025-01-01')).toBe(true);
    expect(isValidCustomRange('2024-01-01', '2024-12-31')).toBe(true);
    expect(isValidCustomRange('2024-01-01', '2025-01-01')).toBe(false);
  });
});
