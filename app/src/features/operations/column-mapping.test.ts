import { MAX_IMPORT_ROWS } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  applyMapping,
  autoMapping,
  coerceCell,
  duplicateTargets,
  importFields,
  parseCsv,
  parseJsonRows,
  parseUpload,
  UploadFormatError,
} from './column-mapping';

describe('parseCsv', () => {
  it('reads quoted cells with commas, escaped quotes and line breaks, CRLF and a BOM', () => {
    const table = parseCsv('\uFEFFTitle,Description\r\n"Run, fast","say ""hi""\nnow"\r\nWalk,\r\n');
    expect(table.columns).toEqual(['Title', 'Description']);
    expect(table.rows).toEqual([
      { Title: 'Run, fast', Description: 'say "hi"\nnow' },
      { Title: 'Walk', Description: '' },
    ]);
  });

  it("reads the values the console's CSV export wrote, without its formula guard", () => {
    // As the export writes them: a leading apostrophe before =, +, -, @ (after any apostrophes).
    const table = parseCsv(
      "title,description,category\r\n'=1+2,'-x,'@home\r\n''=kept,'quoted',\"'+1, two\"\r\n",
    );
    expect(table.rows).toEqual([
      { title: '=1+2', description: '-x', category: '@home' },
      { title: "'=kept", description: "'quoted'", category: '+1, two' },
    ]);
    expect(applyMapping('goals', table, { title: 'title', description: 'description' })).toEqual([
      { title: '=1+2', description: '-x' },
      { title: "'=kept", description: "'quoted'" },
    ]);
  });

  it('skips blank lines and refuses an unclosed quote or an empty file', () => {
    expect(parseCsv('a\n\n1\n').rows).toEqual([{ a: '1' }]);
    expect(() => parseCsv('a\n"1')).toThrow(UploadFormatError);
    expect(() => parseCsv('\n\n')).toThrow(UploadFormatError);
  });

  it('says why a file with column names but no rows, or a column named twice, is refused', () => {
    const refusal = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal('title,category\r\n\r\n')).toMatchObject({ message: 'headerOnly' });
    expect(refusal('title,Title ,x\n1,2,3')).toBeNull();
    expect(refusal('a,title, title\n1,2,3')).toMatchObject({
      message: 'duplicateColumn',
      column: 'title',
    });
  });
});

describe('parseJsonRows', () => {
  it('collects every key as a column', () => {
    expect(parseJsonRows('[{"a":1},{"b":2}]').columns).toEqual(['a', 'b']);
  });

  it('refuses what is not an array of objects', () => {
    expect(() => parseJsonRows('{')).toThrow(UploadFormatError);
    expect(() => parseJsonRows('[1]')).toThrow(UploadFormatError);
    expect(() => parseJsonRows('[]')).toThrow(UploadFormatError);
  });

  it('refuses a binary file, whatever its name', () => {
    expect(() => parseUpload('goals.csv', 'PK\u0003\u0004\u0000\u0000')).toThrow('notText');
    expect(() => parseUpload('goals.json', '[{"a":"\uFFFD\uFFFD"}]')).toThrow('notText');
  });

  it('refuses a file with more rows than one import takes as it is read, naming both numbers', () => {
    const csv = (rows: number) => `title\n${'Run\n'.repeat(rows)}`;
    expect(parseUpload('goals.csv', csv(MAX_IMPORT_ROWS)).rows).toHaveLength(MAX_IMPORT_ROWS);
    const refusal = (() => {
      try {
        parseUpload('goals.csv', csv(MAX_IMPORT_ROWS + 2));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(UploadFormatError);
    expect(refusal).toMatchObject({
      message: 'tooManyRows',
      counts: { rows: MAX_IMPORT_ROWS + 2, max: MAX_IMPORT_ROWS },
    });
    const json = JSON.stringify(
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ title: 'x' })),
    );
    expect(() => parseUpload('goals.json', json)).toThrow('tooManyRows');
  });

  it('is chosen by the file extension', () => {
    expect(parseUpload('x.JSON', '[{"a":1}]').rows).toEqual([{ a: 1 }]);
    expect(parseUpload('x.csv', 'a\n1').rows).toEqual([{ a: '1' }]);
  });
});

describe('column mapping', () => {
  it('maps columns to fields of the same name loosely', () => {
    expect(autoMapping(['Title', 'is_active', 'extra'], importFields('goals'))).toEqual({
      Title: 'title',
      is_active: 'isActive',
      extra: null,
    });
  });

  it('coerces cells to what the field accepts and leaves empty cells out', () => {
    const table = parseCsv(
      'name,number,xp,rewards,skip\nBronze,1,100,"[""Badge""]",x\nSilver,,abc,,y\n',
    );
    const rows = applyMapping('levels', table, {
      name: 'name',
      number: 'number',
      xp: 'requiredXp',
      rewards: 'rewards',
      skip: null,
    });
    expect(rows).toEqual([
      { name: 'Bronze', number: 1, requiredXp: 100, rewards: ['Badge'] },
      { name: 'Silver', requiredXp: 'abc' },
    ]);
  });

  it('keeps JSON values as they are', () => {
    expect(coerceCell(undefined, 5)).toBe(5);
  });

  it('finds fields fed by two columns', () => {
    expect(duplicateTargets({ a: 'title', b: 'title', c: null, d: 'icon' })).toEqual(['title']);
  });
});
