import { describe, expect, it } from 'vitest';
import { csvFileName, encodeCsv, encodeCsvCell } from './csv';

describe('encodeCsvCell', () => {
  it('writes plain text as it is', () => {
    expect(encodeCsvCell('Run 5 km')).toBe('Run 5 km');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes', () => {
    expect(encodeCsvCell('a,b')).toBe('"a,b"');
    expect(encodeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(encodeCsvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(encodeCsvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\r=x'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (text) => {
      const cell = encodeCsvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
      expect(unquoted.startsWith("'")).toBe(true);
      expect(unquoted.slice(1).replaceAll('""', '"')).toBe(text);
    },
  );

  it('guards and quotes a formula that also contains a comma', () => {
    expect(encodeCsvCell('=HYPERLINK("http://x",1)')).toBe('"\'=HYPERLINK(""http://x"",1)"');
  });

  it('writes numbers, booleans and missing values without guarding them', () => {
    expect(encodeCsvCell(-5)).toBe('-5');
    expect(encodeCsvCell(12.5)).toBe('12.5');
    expect(encodeCsvCell(Number.NaN)).toBe('');
    expect(encodeCsvCell(true)).toBe('true');
    expect(encodeCsvCell(null)).toBe('');
    expect(encodeCsvCell(undefined)).toBe('');
  });
});

describe('encodeCsv', () => {
  it('writes a header line and one CRLF-separated line per row', () => {
    expect(
      encodeCsv(
        ['Title', 'Active'],
        [
          ['Walk, daily', true],
          ['-minus', false],
        ],
      ),
    ).toBe('Title,Active\r\n"Walk, daily",true\r\n\'-minus,false');
  });

  it('names the file after the resource and the day', () => {
    expect(csvFileName('goals', new Date(Date.UTC(2025, 0, 31, 12)))).toBe('goals-2025-01-31.csv');
  });
});
