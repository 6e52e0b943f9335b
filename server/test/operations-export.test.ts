import { EXPORT_PAGE_ROWS, EXPORT_TOTAL_HEADER } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../src/db/schema';
import { csvCell } from '../src/operations/csv';
import { createTestServer, type TestServer, testDatabases } from './harness';

/** RFC 4180 records of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return records;
}

const ROWS = EXPORT_PAGE_ROWS * 2 + 37;
const tricky = ['=HYPERLINK("http://evil")', 'Say "hi", then\nleave', '+1', '@cmd', 'plain'];

describe.each(testDatabases())('operations: export ($name)', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
    const values = Array.from({ length: ROWS }, (_, index) => ({
      title: tricky[index % tricky.length] ?? 'plain',
      category: index % 2 === 0 ? 'even' : 'odd',
      sortOrder: index,
    }));
    for (let start = 0; start < values.length; start += 1000) {
      await server.db.insert(goals).values(values.slice(start, start + 1000));
    }
  });
  afterAll(() => server.close());

  it('streams every matching row as CSV across several internal pages, guarded and escaped', async () => {
    const response = await server.request('GET', '/operations/export/goals', {
      token,
      query: { format: 'csv', category: 'even' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="goals-.*\.csv"$/,
    );
    const expected = Math.ceil(ROWS / 2);
    expect(response.headers[EXPORT_TOTAL_HEADER]).toBe(String(expected));
    const [header, ...records] = parseCsv(response.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'id',
      'title',
      'description',
      'category',
      'icon',
      'sortOrder',
      'isActive',
      'createdAt',
      'updatedAt',
      'version',
    ]);
    expect(records).toHaveLength(expected);
    const ids = records.map((record) => Number(record[0]));
    expect(new Set(ids).size).toBe(expected);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const titles = new Set(records.map((record) => record[1]));
    expect(titles).toEqual(
      new Set(['\'=HYPERLINK("http://evil")', 'Say "hi", then\nleave', "'+1", "'@cmd", 'plain']),
    );
    expect(records.every((record) => record[3] === 'even')).toBe(true);
  });

  it('streams NDJSON and a JSON array with the contract fields', async () => {
    const ndjson = await server.request('GET', '/operations/export/goals', {
      token,
      query: { format: 'ndjson', q: 'say' },
    });
    expect(ndjson.status).toBe(200);
    const lines = ndjson.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(Math.ceil(ROWS / tricky.length));
    expect(lines[0]).toMatchObject({ title: 'Say "hi", then\nleave', isActive: true });

    const json = await server.request<{ title: string }[]>('GET', '/operations/export/goals', {
      token,
      query: { format: 'json' },
    });
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.body).toHaveLength(ROWS);
    expect(json.body.filter((goal) => goal.title === '=HYPERLINK("http://evil")')).toHaveLength(
      Math.ceil(ROWS / tricky.length),
    );
  });

  it('exports an empty result as the header line only and audits the export', async () => {
    const empty = await server.request('GET', '/operations/export/levels', { token });
    expect(empty.status).toBe(200);
    expect(parseCsv(empty.text.replace(/^\uFEFF/, ''))).toHaveLength(1);
    const audit = await server.request<{ data: { total: number } }>('GET', '/audit-logs', {
      token,
      query: { action: 'export', resource: 'levels' },
    });
    expect(audit.body.data.total).toBe(1);
  });

  it('rejects bad filters and formats with 400 and refuses non-super admins', async () => {
    const bad = await server.request('GET', '/operations/export/goals', {
      token,
      query: { format: 'xml' },
    });
    expect(bad.status).toBe(400);
    const limited = (await server.signIn({ permissions: ['goals:read'] })).token;
    const denied = await server.request('GET', '/operations/export/goals', { token: limited });
    expect(denied.status).toBe(403);
  });
});

describe('csvCell', () => {
  it('guards formulas, quotes separators and serialises objects', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell([{ type: 'coins' }])).toBe('"[{""type"":""coins""}]"');
    expect(csvCell(true)).toBe('true');
  });
});
