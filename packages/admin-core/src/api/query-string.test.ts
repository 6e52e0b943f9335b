import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('serializes values, repeats arrays and skips empty values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: 1, b: [true, 'x'], c: undefined, d: null, q: 'a b&c' })).toBe(
      '?a=1&b=true&b=x&q=a+b%26c',
    );
  });
});
