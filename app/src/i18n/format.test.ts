import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, languageName } from './format';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const JANUARY_31 = new Date(Date.UTC(2025, 0, 31, 12, 0, 0));

describe('formatDate', () => {
  it('writes MM/DD/YYYY in English', () => {
    expect(formatDate(JANUARY_31, 'en-US', 'UTC')).toBe('01/31/2025');
  });

  it('writes DD/MM/YYYY in Spanish', () => {
    expect(formatDate(JANUARY_31, 'es-ES', 'UTC')).toBe('31/01/2025');
  });

  it("uses the locale's own order elsewhere", () => {
    expect(formatDate(JANUARY_31, 'de-DE', 'UTC')).toBe('31.01.2025');
    expect(formatDate(JANUARY_31, 'ja-JP', 'UTC')).toBe('2025/01/31');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2025-01-31T12:00:00Z', 'en-US', 'UTC')).toBe('01/31/2025');
    expect(formatDate(JANUARY_31.getTime(), 'es-ES', 'UTC')).toBe('31/01/2025');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatDate('not a date', 'en-US')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the time in the locale clock', () => {
    expect(formatDateTime(JANUARY_31, 'en-US', 'UTC')).toBe('01/31/2025, 12:00 PM');
    expect(formatDateTime(JANUARY_31, 'es-ES', 'UTC')).toBe('31/01/2025, 12:00');
  });
});

describe('formatNumber', () => {
  it("groups with the locale's separators", () => {
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'en-US', { style: 'percent' })).toBe('26%');
  });
});

describe('languageName', () => {
  it("names the language in the console's language, with the code beside it", () => {
    expect(languageName('de', 'en-US')).toBe('German (de)');
    expect(languageName('de', 'de-DE')).toBe('Deutsch (de)');
    expect(languageName('pt-br', 'es-ES')).toBe('portugués de Brasil (pt-br)');
  });

  it('falls back to the code for a tag the browser does not know or that is malformed', () => {
    expect(languageName('xx-unknown-tag-', 'en-US')).toBe('xx-unknown-tag-');
    expect(languageName('qaa', 'en-US')).toBe('qaa');
  });
});
