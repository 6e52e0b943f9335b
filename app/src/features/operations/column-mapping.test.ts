import { importRowSchemas, MAX_IMPORT_ROWS } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  applyMapping,
  autoMapping,
  coerceCell,
  decodeUpload,
  detectSeparator,
  duplicateTargets,
  importFields,
  legacyEncodingFor,
  parseCsv,
  parseJsonRows,
  parseUpload,
  readUpload,
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

  it('reads a quote inside a cell as the character itself, as spreadsheets do', () => {
    // /tmp/qab/files/midquote2.csv: an even number of inch marks used to merge three rows.
    const even = parseCsv(
      'title,category,description\nBuy a 27" monitor,tech,desk setup\nRead 3 books,learning,ok\nSell the 32" TV,tech,declutter\nRun 5k,health,x\n',
    );
    expect(even.rows).toEqual([
      { title: 'Buy a 27" monitor', category: 'tech', description: 'desk setup' },
      { title: 'Read 3 books', category: 'learning', description: 'ok' },
      { title: 'Sell the 32" TV', category: 'tech', description: 'declutter' },
      { title: 'Run 5k', category: 'health', description: 'x' },
    ]);
    // midquote.csv: an odd number of quotes used to refuse the file as an unclosed quote.
    const odd = parseCsv(
      'title,category,description\nBuy a 27" monitor,tech,desk setup\nRead 3 books,learning,ok\nWatch "Dune" part 2,fun,film night\n',
    );
    expect(odd.rows.map((row) => row.title)).toEqual([
      'Buy a 27" monitor',
      'Read 3 books',
      'Watch "Dune" part 2',
    ]);
    expect(odd.rows[2]).toEqual({
      title: 'Watch "Dune" part 2',
      category: 'fun',
      description: 'film night',
    });
    // A quote first in a cell still opens a quoted cell, in the header as in the rows.
    expect(parseCsv('"a ""b"", c";x"y\n"1;2";3"\n').rows).toEqual([
      { 'a "b", c': '1;2', 'x"y': '3"' },
    ]);
    expect(detectSeparator('"a ""b"", c";x"y\n')).toBe(';');
    expect(detectSeparator('size 27", name;kind;x\n')).toBe(';');
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

describe('columns without a name', () => {
  const refusal = (text: string) => {
    try {
      parseCsv(text);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('leaves out the empty columns Excel saves after the last one (/tmp/qab/files/trailing.csv)', () => {
    const table = parseCsv('title;category;;\r\nTrailing one;qa;;\r\nTrailing two;qa;;\r\n');
    expect(table.columns).toEqual(['title', 'category']);
    expect(table.rows).toEqual([
      { title: 'Trailing one', category: 'qa' },
      { title: 'Trailing two', category: 'qa' },
    ]);
    expect(parseCsv('title;;category\nRun;;fit\n').columns).toEqual(['title', 'category']);
  });

  it('refuses a column with data but no name, naming its position', () => {
    expect(refusal('title;;category\nRun;5 km;fit\n')).toMatchObject({
      message: 'unnamedColumn',
      column: '2',
    });
  });
});

describe('row numbers', () => {
  it("numbers each CSV row as a spreadsheet does: header row 1, blank lines counted, a cell's line breaks not", () => {
    const table = parseCsv('title,description\r\nRun,x\r\n\r\nWalk,"two\nlines"\r\nSwim,y\r\n');
    expect(table.rows.map((row) => row.title)).toEqual(['Run', 'Walk', 'Swim']);
    expect(table.rowNumbers).toEqual([2, 4, 5]);
    expect(parseJsonRows('[{"title":"Run"}]').rowNumbers).toBeUndefined();
  });
});

describe('CSV separators', () => {
  it('reads the semicolons Excel saves in German, French, Portuguese or Russian', () => {
    const table = parseCsv(
      'title;category;description\r\n"Run; fast";fitness;"1,5 km"\r\nWalk;;\r\n',
    );
    expect(table.columns).toEqual(['title', 'category', 'description']);
    expect(table.rows).toEqual([
      { title: 'Run; fast', category: 'fitness', description: '1,5 km' },
      { title: 'Walk', category: '', description: '' },
    ]);
  });

  it('reads tabs', () => {
    expect(parseCsv('title\tcategory\nRun, fast\tfitness\n').rows).toEqual([
      { title: 'Run, fast', category: 'fitness' },
    ]);
  });

  it('takes the separator from the header line, outside quotes, after blank lines', () => {
    expect(detectSeparator('"a;b;c",d\n1;2;3;4')).toBe(',');
    expect(detectSeparator('"a,b";c\n1,2')).toBe(';');
    expect(detectSeparator('\uFEFF\r\n\r\ntitle;category\nx,y,z')).toBe(';');
    expect(detectSeparator('"line\nbreak";b\n1,2,3')).toBe(';');
    // One column, or as many commas as semicolons: RFC 4180's comma.
    expect(detectSeparator('title\n1;2')).toBe(',');
    expect(detectSeparator('a;b,c\n')).toBe(',');
    expect(parseCsv('title\n"x;y"\n').rows).toEqual([{ title: 'x;y' }]);
  });
});

describe('decodeUpload', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const latin = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

  it('reads UTF-8, with or without its byte-order mark', () => {
    const utf8 = new TextEncoder().encode('title;category\nCafé;Ação €\n');
    expect(decodeUpload(utf8)).toBe('title;category\nCafé;Ação €\n');
    expect(decodeUpload(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).startsWith('title')).toBe(
      true,
    );
  });

  it('reads a Windows-1252 (Latin-1) file instead of refusing it as not text', () => {
    // Letters Latin-1 and Windows-1252 share. (Node's decoder, under these tests, reads 0x80–0x9F
    // as Latin-1 controls; browsers read them as Windows-1252's €, „, “ and so on.)
    const file = latin('title;category\nCaf\u00e9;A\u00e7\u00e3o Stra\u00dfe na\u00efve\n');
    expect(decodeUpload(file)).toBe('title;category\nCafé;Ação Straße naïve\n');
    expect(readUpload('goals.csv', file).rows).toEqual([
      { title: 'Café', category: 'Ação Straße naïve' },
    ]);
  });

  it("reads UTF-16 with its byte-order mark (Excel's Unicode text)", () => {
    const text = 'title\tcategory\nRun\tfitness\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (const [index, char] of [...text].entries()) utf16[2 + index * 2] = char.charCodeAt(0);
    expect(readUpload('goals.csv', utf16).rows).toEqual([{ title: 'Run', category: 'fitness' }]);
  });

  // The bytes of /tmp/qab/files/ru-cp1251.csv (Russian Excel, "CSV (разделители - точка с запятой)")
  // and zh-gbk.csv (a GBK file from Chinese Excel).
  const hex = (text: string) =>
    new Uint8Array((text.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
  const cp1251 = hex(
    '7469746c653b63617465676f72793b6465736372697074696f6e3b69734163746976653b736f72744f726465720d0a' +
      'cfeef5f3e4e5f2fc20ea20ebe5f2f33be7e4eef0eee2fce53bc5e6e5e4ede5e2edfbe520f8e0e3e820e820e2eee4e03b747275653b31300d0a' +
      'd7e8f2e0f2fc20eaede8e3e83beee1f3f7e5ede8e53bcfee20323020f1f2f0e0ede8f620e220e4e5edfc3b747275653b31310d0a',
  );
  const gbk = hex(
    '7469746c652c63617465676f72792c6465736372697074696f6e2c69734163746976652c736f72744f726465720d0a' +
      'd1a7cfb0d6d0cec42cd1a7cfb02cc3bfcceccaaeb8f6babad7d62c747275652c31320d0a' +
      'd4e7cbafd4e7c6f02cbda1bfb52ccaaed2bbb5e3c7b0cbafbef52c747275652c31330d0a',
  );

  it("reads a file that is not UTF-8 in the legacy encoding of the admin's language", () => {
    expect(legacyEncodingFor('ru-RU')).toBe('windows-1251');
    expect(legacyEncodingFor('zh-CN')).toBe('gb18030');
    expect(legacyEncodingFor('ja-JP')).toBe('shift_jis');
    expect(legacyEncodingFor('fr-FR')).toBe('windows-1252');
    expect(legacyEncodingFor('en-US')).toBe('windows-1252');
    const russian = readUpload('goals.csv', cp1251, 'auto', legacyEncodingFor('ru-RU'));
    expect(russian.rows.map((row) => row.title)).toEqual(['Похудеть к лету', 'Читать книги']);
    expect(russian.rows[0]).toMatchObject({
      category: 'здоровье',
      description: 'Ежедневные шаги и вода',
    });
    const chinese = readUpload('goals.csv', gbk, 'auto', legacyEncodingFor('zh-CN'));
    expect(chinese.rows.map((row) => [row.title, row.category, row.description])).toEqual([
      ['学习中文', '学习', '每天十个汉字'],
      ['早睡早起', '健康', '十一点前睡觉'],
    ]);
    // Valid UTF-8 stays UTF-8 whatever the language.
    const utf8 = new TextEncoder().encode('title\nПривет\n');
    expect(readUpload('goals.csv', utf8, 'auto', 'windows-1251').rows).toEqual([
      { title: 'Привет' },
    ]);
  });

  it('reads the encoding the admin chose over the detected one', () => {
    // An admin in en-US opens a Russian file: detection reads it as Windows-1252, the choice fixes it.
    expect(readUpload('goals.csv', cp1251).rows[0]?.title).not.toBe('Похудеть к лету');
    expect(readUpload('goals.csv', cp1251, 'windows-1251').rows[0]?.title).toBe('Похудеть к лету');
    expect(readUpload('goals.csv', gbk, 'gb18030', 'windows-1252').rows[1]?.title).toBe('早睡早起');
  });

  it('still refuses a binary file', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
    expect(() => readUpload('goals.csv', png)).toThrow('notText');
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0xc3, 0x28);
    expect(() => readUpload('goals.csv', zip)).toThrow('notText');
    // Valid UTF-8 holding a NUL is binary too.
    expect(() => readUpload('goals.json', bytes(0x5b, 0x00, 0x5d))).toThrow('notText');
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

  it("sends a spreadsheet's true/false words as written, for the server to read, and true/false as JSON", () => {
    const table = parseCsv(
      'title;category;isActive\nA;c;VRAI\nB;c;falsch\nC;c;true\nD;c;peut-être\n',
    );
    const rows = applyMapping('goals', table, {
      title: 'title',
      category: 'category',
      isActive: 'isActive',
    });
    expect(rows.map((row) => row.isActive)).toEqual(['VRAI', 'falsch', 'true', 'peut-être']);
    // The contract's row schema reads the words; the last is refused.
    expect(
      rows.map((row) => importRowSchemas.goals.safeParse(row).data?.isActive ?? 'refused'),
    ).toEqual([true, false, true, 'refused']);
  });

  it('keeps JSON values as they are', () => {
    expect(coerceCell(undefined, 5)).toBe(5);
  });

  it('finds fields fed by two columns', () => {
    expect(duplicateTargets({ a: 'title', b: 'title', c: null, d: 'icon' })).toEqual(['title']);
  });
});
