import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import type { BackupTable } from './backup';
import { type BackupEvent, BackupReader, findMalformedRow } from './backup-reader';

const tables: BackupTable[] = [
  { name: 'goals', columns: new Set(['id', 'title', 'meta']) },
  { name: 'logs', columns: new Set(['id', 'goal_id', 'payload']) },
];

const head = '{"format":"console-backup","schemaVersion":4,"createdAt":"2026-01-02T03:04:05.000Z"';
const document = `${head},"tables":{"goals":[{"id":1,"title":"Ünï \\"quoted\\" {[","meta":null},{"id":2,"title":"b\\\\","meta":{"a":[1,{"b":"}"}]}}],"logs":[{"id":9007199254740993,"goal_id":1,"payload":{}}]}}\n`;

/** The events of `text` fed in pieces of `size` characters, rows merged per table. */
function readAll(text: string, size: number, reader = new BackupReader(tables)): string[] {
  const events: BackupEvent[] = [];
  for (let start = 0; start < text.length; start += size) {
    events.push(...reader.write(text.slice(start, start + size)));
  }
  events.push(...reader.end());
  const out: string[] = [];
  for (const event of events) {
    if (event.kind === 'rows') out.push(...event.rows.map((row) => `${event.table.name}:${row}`));
    else if (event.kind === 'head') out.push(`head:${JSON.stringify(event.head)}`);
    else if (event.kind === 'table') out.push(`table:${event.table.name}`);
    else if (event.kind === 'tableEnd') out.push(`end:${event.table.name}:${event.rows}`);
    else out.push('end');
  }
  return out;
}

function failure(text: string, size = text.length): ApiError {
  try {
    readAll(text, size);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the reader to refuse the text');
}

describe('BackupReader', () => {
  it('reads head, tables and raw rows the same whatever the piece size', () => {
    const whole = readAll(document, document.length);
    expect(whole).toEqual([
      'head:{"format":"console-backup","schemaVersion":4,"createdAt":"2026-01-02T03:04:05.000Z"}',
      'table:goals',
      'goals:{"id":1,"title":"Ünï \\"quoted\\" {[","meta":null}',
      'goals:{"id":2,"title":"b\\\\","meta":{"a":[1,{"b":"}"}]}}',
      'end:goals:2',
      'table:logs',
      // Kept as written: 9007199254740993 is beyond double precision.
      'logs:{"id":9007199254740993,"goal_id":1,"payload":{}}',
      'end:logs:1',
      'end',
    ]);
    for (const size of [1, 2, 3, 7, 13, 64]) expect(readAll(document, size)).toEqual(whole);
  });

  it('accepts whitespace anywhere between tokens and an empty table', () => {
    const pretty = JSON.stringify(
      {
        format: 'console-backup',
        schemaVersion: 4,
        createdAt: '2026-01-02T03:04:05.000Z',
        tables: { goals: [], logs: [{ id: 1, goal_id: 2, payload: { x: [1, 2] } }] },
      },
      null,
      2,
    );
    const events = readAll(pretty, 5);
    expect(events[0]).toMatch(/^head:/);
    expect(events).toContain('end:goals:0');
    expect(events).toContain('end:logs:1');
  });

  it('refuses a foreign format at its first field, before reading on', () => {
    const reader = new BackupReader(tables);
    expect(() => reader.write('{"format":"other","tables":')).toThrow(
      'This is not a console backup file',
    );
  });

  it('needs the whole head before tables', () => {
    const error = failure('{"format":"console-backup","tables":{"goals":[],"logs":[]}}');
    expect(error.statusCode).toBe(400);
    expect(error.details?.map((detail) => detail.path)).toContain('backup.schemaVersion');
  });

  it('names unknown fields, tables, columns, missing and repeated tables', () => {
    expect(failure(`${head},"extra":1,"tables":{}}`).details).toEqual([
      { path: 'backup.extra', message: 'Unknown field' },
    ]);
    expect(failure(`${head},"tables":{"secrets":[]}}`).details).toEqual([
      { path: 'backup.tables.secrets', message: 'Unknown table' },
    ]);
    expect(failure(`${head},"tables":{"goals":[{"id":1,"secret":2}]}}`).details).toEqual([
      { path: 'backup.tables.goals.0.secret', message: 'Unknown column' },
    ]);
    expect(failure(`${head},"tables":{"goals":[]}}`).details).toEqual([
      { path: 'backup.tables.logs', message: 'Table is missing' },
    ]);
    expect(failure(`${head},"tables":{"goals":[],"goals":[]}}`).message).toContain('twice');
  });

  it('refuses malformed JSON anywhere, with its position', () => {
    expect(failure('').message).toBe('The backup file is empty (character 0)');
    expect(failure('not json').message).toContain('does not start with "{"');
    expect(failure(`${head},"tables":{"goals":[{"id":1} {"id":2}]}}`).message).toContain(
      'expected "," or "]" in table goals after row 1',
    );
    expect(failure(`${head},"tables":{"goals":[],"logs":[]}} x`).message).toContain(
      'goes on after its end',
    );
    // Cut short: the last row is not complete.
    const cut = failure(document.slice(0, document.indexOf('"goal_id"')), 10);
    expect(cut.message).toContain('row 1 of table logs is not complete');
    expect(failure(document.slice(0, -3)).message).toContain('Malformed backup file');
  });

  it("leaves a row's inner syntax to the database, and names the broken row of a batch", () => {
    const rows = readAll(`${head},"tables":{"goals":[{"id":1},{"id":,"title":"x"}],"logs":[]}}`, 4);
    expect(rows).toContain('goals:{"id":,"title":"x"}');
    const error = findMalformedRow('goals', ['{"id":1}', '{"id":,"title":"x"}'], 1000);
    expect(error?.message).toMatch(
      /^Malformed backup file: row 1002 of table goals is not valid JSON/,
    );
    expect(error?.details?.[0]?.path).toBe('backup.tables.goals.1001');
    expect(findMalformedRow('goals', ['{"id":1}'], 0)).toBeUndefined();
  });

  it('checks escaped column names and keys of nested objects are not columns', () => {
    const rows = readAll(
      `${head},"tables":{"goals":[{"ti\\u0074le":"a","meta":{"x":{"y":1}}}],"logs":[]}}`,
      3,
    );
    expect(rows).toContain('goals:{"ti\\u0074le":"a","meta":{"x":{"y":1}}}');
    expect(failure(`${head},"tables":{"goals":[{"meta":{"a":1},"z\\"q":1}]}}`, 2).details).toEqual([
      { path: 'backup.tables.goals.0.z"q', message: 'Unknown column' },
    ]);
  });

  it('refuses a row larger than the limit', () => {
    const reader = new BackupReader(tables, { maxRowChars: 20 });
    // The head comes first; the problem found later in the same piece is thrown next.
    expect(
      reader.write(`${head},"tables":{"goals":[{"id":1,"title":"${'x'.repeat(30)}"}]`),
    ).toEqual([
      expect.objectContaining({ kind: 'head' }),
      expect.objectContaining({ kind: 'table' }),
    ]);
    expect(() => reader.end()).toThrow('Row 1 of table goals is larger than 20 characters');
  });
});
