import { describe, expect, it } from 'vitest';
import { guardCsvText, unguardCsvText } from './csv-text';

describe('the CSV formula guard', () => {
  it('puts an apostrophe before a text a spreadsheet would run as a formula', () => {
    expect(guardCsvText('=1+2')).toBe("'=1+2");
    expect(guardCsvText('+49 30 1234')).toBe("'+49 30 1234");
    expect(guardCsvText('-x')).toBe("'-x");
    expect(guardCsvText('@home')).toBe("'@home");
    expect(guardCsvText('\tindented')).toBe("'\tindented");
    expect(guardCsvText('\rx')).toBe("'\rx");
    expect(guardCsvText('plain')).toBe('plain');
    expect(guardCsvText('a=b')).toBe('a=b');
  });

  it('guards a text whose own apostrophes come before such a character, so the import can tell', () => {
    expect(guardCsvText("'=x")).toBe("''=x");
    expect(guardCsvText("''-1")).toBe("'''-1");
    // An apostrophe before anything else is no guard: the text stays as it is.
    expect(guardCsvText("'quoted'")).toBe("'quoted'");
    expect(guardCsvText("'")).toBe("'");
  });

  it('is undone exactly by the import, for every text', () => {
    const texts = [
      '',
      '=1+2',
      "'=1+2",
      "''=1+2",
      '-',
      "'-",
      "'",
      "''",
      "'abc",
      "don't",
      '@',
      '\t',
      "'\t",
      '+',
      'a+b',
      ' =x',
      "'' ",
    ];
    for (const text of texts) expect(unguardCsvText(guardCsvText(text)), text).toBe(text);
  });

  it('takes off only the apostrophe the export would have put there', () => {
    expect(unguardCsvText("'=1+2")).toBe('=1+2');
    expect(unguardCsvText("''-x")).toBe("'-x");
    expect(unguardCsvText("'abc")).toBe("'abc");
    expect(unguardCsvText("'")).toBe("'");
    expect(unguardCsvText("it's")).toBe("it's");
    expect(unguardCsvText('=1+2')).toBe('=1+2');
  });
});
