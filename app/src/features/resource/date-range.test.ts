import { describe, expect, it } from 'vitest';
import { isInvertedRange, isPlausibleDate, withoutInvertedRange } from './date-range';

describe('isPlausibleDate', () => {
  it('is true for a whole date the API takes: from 1000-01-01 to 9999-12-30', () => {
    expect(isPlausibleDate('2026-11-20')).toBe(true);
    expect(isPlausibleDate('1000-01-01')).toBe(true);
    expect(isPlausibleDate('9999-12-30')).toBe(true);
  });

  it('is false while a year is being typed, for no date, or a year past four digits', () => {
    expect(isPlausibleDate('0002-11-20')).toBe(false);
    expect(isPlausibleDate('0202-11-20')).toBe(false);
    expect(isPlausibleDate('0999-11-20')).toBe(false);
    expect(isPlausibleDate('')).toBe(false);
    expect(isPlausibleDate('20261-11-20')).toBe(false);
    expect(isPlausibleDate('9999-12-31')).toBe(false);
    expect(isPlausibleDate('0050-01-01')).toBe(false);
  });
});

describe('isInvertedRange', () => {
  it('is true only when both ends are set and "from" is a later day than "to"', () => {
    expect(isInvertedRange('2025-03-02', '2025-03-01')).toBe(true);
    expect(isInvertedRange('2025-03-01', '2025-03-01')).toBe(false);
    expect(isInvertedRange('2025-03-01', '2025-03-02')).toBe(false);
    expect(isInvertedRange('2025-03-02', undefined)).toBe(false);
    expect(isInvertedRange(undefined, '2025-03-01')).toBe(false);
    expect(isInvertedRange('2025-03-02T00:00:00.000Z', '2025-03-01')).toBe(true);
    expect(isInvertedRange('2025-03-01T18:00:00.000Z', '2025-03-01')).toBe(false);
  });
});

describe('withoutInvertedRange', () => {
  const range = { from: 'createdFrom', to: 'createdTo' };

  it('leaves out both ends of an inverted range and keeps the other filters', () => {
    expect(
      withoutInvertedRange(
        { status: 'active', createdFrom: '2025-03-02', createdTo: '2025-03-01' },
        range,
      ),
    ).toEqual({ status: 'active' });
  });

  it('keeps a range in order, or with one end, as it is', () => {
    const ordered = { createdFrom: '2025-03-01', createdTo: '2025-03-02' };
    expect(withoutInvertedRange(ordered, range)).toBe(ordered);
    const open = { createdFrom: '2025-03-02' };
    expect(withoutInvertedRange(open, range)).toBe(open);
  });
});
