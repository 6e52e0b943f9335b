import {
  allPermissions,
  EXPORT_PAGE_ROWS,
  EXPORT_TOTAL_HEADER,
  exportColumns,
  exportListRouteOf,
  exportRouteOf,
  unguardCsvText,
} from '@console/contract';
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

  it("answers the list's 404 for a missing parent record, before streaming and without an audit row", async () => {
    const exportAudits = async () => {
      const audit = await server.request<{ data: { total: number } }>('GET', '/audit-logs', {
        token,
        query: { action: 'export' },
      });
      return audit.body.data.total;
    };
    const auditsBefore = await exportAudits();
    for (const [listPath, exportPath, query] of [
      ['/telegram-users/99999/logs', '/operations/export/telegram-users/99999/logs', {}],
      ['/goals/99999/challenges', '/operations/export/challenges', { goalId: '99999' }],
    ] as const) {
      const list = await server.request<{ message: string }>('GET', listPath, { token });
      expect(list.status, listPath).toBe(404);
      for (const format of ['csv', 'json'] as const) {
        const exported = await server.request<{ code: string; message: string }>(
          'GET',
          exportPath,
          { token, query: { ...query, format } },
        );
        expect(exported.status, `${exportPath} ${format}`).toBe(404);
        expect(exported.headers['content-disposition']).toBeUndefined();
        expect(exported.body).toMatchObject({ code: 'NOT_FOUND', message: list.body.message });
      }
    }
    expect(await exportAudits()).toBe(auditsBefore);

    const [goal] = await server.db.select({ id: goals.id }).from(goals).limit(1);
    const existing = await server.request('GET', '/operations/export/challenges', {
      token,
      query: { goalId: String(goal?.id), format: 'json' },
    });
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual([]);
    expect(await exportAudits()).toBe(auditsBefore + 1);
  });

  it('rejects bad filters and formats with 400', async () => {
    const bad = await server.request('GET', '/operations/export/goals', {
      token,
      query: { format: 'xml' },
    });
    expect(bad.status).toBe(400);
    const badFilter = await server.request('GET', '/operations/export/goals', {
      token,
      query: { isActive: 'maybe' },
    });
    expect(badFilter.status).toBe(400);
  });

  it('writes the chosen columns in the chosen order in every format', async () => {
    const columns = 'sortOrder, title,id';
    const csv = await server.request('GET', '/operations/export/goals', {
      token,
      query: { columns, category: 'odd', q: 'plain' },
    });
    expect(csv.status).toBe(200);
    const [header, ...records] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['sortOrder', 'title', 'id']);
    // Every fifth goal is "plain" and every second one "odd": sortOrder 9, 19, 29, …
    const expected = Array.from({ length: ROWS }, (_, index) => index).filter(
      (index) => index % 2 === 1 && index % tricky.length === 4,
    );
    expect(csv.headers[EXPORT_TOTAL_HEADER]).toBe(String(expected.length));
    expect(records.map((record) => Number(record[0]))).toEqual(expected);
    expect(records.every((record) => record.length === 3 && record[1] === 'plain')).toBe(true);

    const ndjson = await server.request('GET', '/operations/export/goals', {
      token,
      query: { format: 'ndjson', columns: 'title,isActive', q: 'plain' },
    });
    const first = JSON.parse(ndjson.text.split('\n')[0] ?? '');
    expect(Object.keys(first)).toEqual(['title', 'isActive']);
    expect(first).toEqual({ title: 'plain', isActive: true });

    const json = await server.request<Record<string, unknown>[]>(
      'GET',
      '/operations/export/goals',
      { token, query: { format: 'json', columns: 'category', q: 'plain' } },
    );
    expect(json.body).toHaveLength(Math.ceil((ROWS - 4) / tricky.length));
    expect(json.body.every((goal) => Object.keys(goal).join() === 'category')).toBe(true);
  });

  it('answers 400 naming an unknown, repeated or missing column', async () => {
    const unknown = await server.request<{ code: string; details: { message: string }[] }>(
      'GET',
      '/operations/export/goals',
      { token, query: { columns: 'title,passwordHash' } },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_ERROR');
    expect(unknown.body.details).toEqual([
      expect.objectContaining({
        path: 'columns',
        message: expect.stringMatching(/^Unknown column "passwordHash"; the columns are id, /),
      }),
    ]);
    const twice = await server.request<{ details: { message: string }[] }>(
      'GET',
      '/operations/export/goals',
      { token, query: { columns: 'title,title' } },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.details[0]?.message).toBe('Column "title" is named twice');
    const empty = await server.request<{ details: { message: string }[] }>(
      'GET',
      '/operations/export/goals',
      { token, query: { columns: ' , ' } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.details[0]?.message).toBe('Name at least one column');
  });

  it('lets an admin export the lists they may read, filtered, and nothing else', async () => {
    const limited = (await server.signIn({ permissions: ['goals:read'] })).token;
    const goalsExport = await server.request('GET', '/operations/export/goals', {
      token: limited,
      query: { columns: 'title,category', category: 'even', q: 'say' },
    });
    expect(goalsExport.status).toBe(200);
    const [header, ...records] = parseCsv(goalsExport.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['title', 'category']);
    expect(records.length).toBeGreaterThan(0);
    expect(records).toEqual(records.map(() => ['Say "hi", then\nleave', 'even']));

    for (const path of [
      '/operations/export/users',
      '/operations/export/telegram-users',
      '/operations/export/levels',
      '/operations/export/audit-logs',
      '/operations/export/admin-users',
      '/operations/export/security-events',
    ]) {
      const denied = await server.request('GET', path, { token: limited });
      expect(denied.status, path).toBe(403);
    }
  });

  it('exports admin users without secrets and the security log, filtered', async () => {
    await server.signIn({ permissions: ['adminUsers:read'], username: 'export_reader' });
    const reader = (await server.signIn({ permissions: ['adminUsers:read'] })).token;
    const admins = await server.request<Record<string, unknown>[]>(
      'GET',
      '/operations/export/admin-users',
      { token: reader, query: { format: 'json', q: 'export_reader' } },
    );
    expect(admins.status).toBe(200);
    expect(admins.body).toEqual([expect.objectContaining({ username: 'export_reader' })]);
    expect(Object.keys(admins.body[0] ?? {})).toEqual(exportColumns.adminUsers);
    expect(admins.text).not.toMatch(/password/i);

    await server.request('POST', '/auth/login', {
      body: { username: 'nobody_here', password: 'Wrong-password-1' },
    });
    const events = await server.request('GET', '/operations/export/security-events', {
      token,
      query: { type: 'login.failed', columns: 'type,username' },
    });
    expect(events.status).toBe(200);
    const [header, ...records] = parseCsv(events.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['type', 'username']);
    expect(records).toContainEqual(['login.failed', 'nobody_here']);
    expect(records.every((record) => record[0] === 'login.failed')).toBe(true);
  });

  it("writes a super user's permissions as every permission, as the list shows them", async () => {
    await server.signIn({ isSuperUser: true, username: 'export_super' });
    await server.signIn({ permissions: ['faq:write', 'goals:read'], username: 'export_limited' });
    const csv = await server.request('GET', '/operations/export/admin-users', {
      token,
      query: { q: 'export_', columns: 'username,isSuperUser,permissions' },
    });
    expect(csv.status).toBe(200);
    const [header, ...records] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['username', 'isSuperUser', 'permissions']);
    const byName = new Map(records.map(([username, ...cells]) => [username, cells]));
    expect(byName.get('export_super')).toEqual(['true', JSON.stringify(allPermissions)]);
    expect(byName.get('export_limited')).toEqual(['false', '["faq:write","goals:read"]']);

    const json = await server.request<{ username: string; permissions: string[] }[]>(
      'GET',
      '/operations/export/admin-users',
      { token, query: { format: 'json', q: 'export_super', columns: 'username,permissions' } },
    );
    expect(json.body).toEqual([{ username: 'export_super', permissions: [...allPermissions] }]);
  });
});

describe('export routes', () => {
  it('each requires exactly what the list it exports requires', () => {
    for (const [resource, route] of Object.entries(exportRouteOf)) {
      const list = exportListRouteOf[resource as keyof typeof exportListRouteOf];
      expect(route.access, resource).toEqual(list.access);
    }
    expect(exportRouteOf.goals.access).toEqual(['goals:read']);
    expect(exportRouteOf.telegramUsers.access).toEqual(['users:read']);
    expect(exportRouteOf.telegramUserLogs.access).toEqual(['users:read']);
    expect(exportRouteOf.users.access).toBe('superUser');
    expect(exportRouteOf.auditLogs.access).toBe('superUser');
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

  it('guards a text whose own apostrophes come before a formula character, so an import can undo the guard exactly', () => {
    expect(csvCell("'=1+1")).toBe("''=1+1");
    expect(csvCell("''-2")).toBe("'''-2");
    // No formula character after the apostrophe: no guard, and the import keeps it as it is.
    expect(csvCell("'quoted'")).toBe("'quoted'");
    for (const text of ['=1+1', "'=1+1", "''@x", "'plain", '+49']) {
      expect(unguardCsvText(csvCell(text)), text).toBe(text);
    }
  });
});
