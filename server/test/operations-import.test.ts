import {
  type AuditLog,
  IMPORT_BODY_LIMIT_BYTES,
  type ImportPreview,
  type ImportResult,
  MAX_IMPORT_ROWS,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqEntries, goals, levels, telegramUsers } from '../src/db/schema';
import { createTestServer, type TestServer, testDatabases } from './harness';

describe.each(testDatabases())('operations: import ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const post = <T>(path: string, body: unknown) =>
    server.request<{ data: T; message: string; details?: { path: string }[] }>('POST', path, {
      token,
      body,
    });

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
    await server.db.insert(levels).values({ number: 2, name: 'Existing', requiredXp: 100 });
  });
  afterAll(() => server.close());

  it('previews per-row errors, including level numbers and XP order across rows', async () => {
    const preview = await post<ImportPreview>('/operations/import/levels/preview', {
      rows: [
        { number: 1, name: 'One', requiredXp: 0 },
        { number: 3, name: 'Three', requiredXp: 50 },
        { number: 2, name: 'Again', requiredXp: 150 },
        { number: 4, name: '', requiredXp: 'lots' },
        { number: 5, name: 'Five', requiredXp: 500 },
        { number: 5, name: 'Five again', requiredXp: 600 },
      ],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.total).toBe(6);
    expect(preview.body.data.valid).toBe(2);
    const byRow = new Map(preview.body.data.invalid.map((entry) => [entry.row, entry.errors]));
    expect([...byRow.keys()]).toEqual([1, 2, 3, 5]);
    expect(byRow.get(1)?.[0]?.path).toBe('requiredXp');
    expect(byRow.get(2)?.[0]).toEqual({
      path: 'number',
      message: 'Level 2 already exists',
      rule: 'level.numberTaken',
      params: { number: 2 },
    });
    expect(
      byRow
        .get(3)
        ?.map((error) => error.path)
        .sort(),
    ).toEqual(['name', 'requiredXp']);
    // Rows are 0-based in `row` and counted from 1 in words, as the console shows them.
    expect(byRow.get(5)?.[0]).toEqual({
      path: 'number',
      message: 'Level 5 appears twice in the import (row 5)',
      rule: 'import.duplicateLevel',
      params: { number: 5, row: 5 },
    });
  });

  it('all-or-nothing rejects the whole import when one row is invalid', async () => {
    const before = await server.db.$count(goals);
    const refused = await post<null>('/operations/import/goals/apply', {
      mode: 'all-or-nothing',
      rows: [
        { title: 'A', category: 'c' },
        { title: '', category: 'c' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('1 of 2 rows are invalid; nothing was imported');
    expect(refused.body.details?.map((detail) => detail.path)).toEqual(['rows.1.title']);
    expect(await server.db.$count(goals)).toBe(before);
  });

  it('all-or-nothing imports everything when every row is valid, in order and audited', async () => {
    const applied = await post<ImportResult>('/operations/import/goals/apply', {
      mode: 'all-or-nothing',
      rows: [
        { title: 'A', category: 'c' },
        { title: 'B', category: 'c', sortOrder: 40 },
        { title: 'C', category: 'c' },
      ],
    });
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ created: 3, skipped: [] });
    const rows = await server.db.select().from(goals);
    expect(rows.map((row) => [row.title, row.sortOrder])).toEqual([
      ['A', 0],
      ['B', 40],
      ['C', 1],
    ]);
    const audit = await server.request<{ data: { total: number } }>('GET', '/audit-logs', {
      token,
      query: { action: 'import', resource: 'goals' },
    });
    expect(audit.body.data.total).toBe(1);
  });

  it('imported levels take the Telegram users whose XP reaches them', async () => {
    const [user] = await server.db
      .insert(telegramUsers)
      .values({ telegramId: 90_001n, firstName: 'Climber', xp: 95_500, level: 2 })
      .returning({ id: telegramUsers.id });
    const applied = await post<ImportResult>('/operations/import/levels/apply', {
      mode: 'all-or-nothing',
      rows: [
        { number: 90, name: 'Ninety', requiredXp: 90_000 },
        { number: 95, name: 'Ninety-five', requiredXp: 95_000 },
      ],
    });
    expect(applied.status).toBe(201);
    const [after] = await server.db
      .select({ level: telegramUsers.level })
      .from(telegramUsers)
      .where(eq(telegramUsers.id, user?.id ?? 0));
    expect(after?.level).toBe(95);
  });

  it('valid-only creates the valid rows and reports the skipped ones', async () => {
    const [goal] = await server.db.select().from(goals).limit(1);
    const applied = await post<ImportResult>('/operations/import/challenges/apply', {
      mode: 'valid-only',
      rows: [
        { goalId: goal?.id, title: 'Ok', xpReward: 5, difficulty: 'easy', durationDays: 1 },
        { goalId: 999999, title: 'No goal', xpReward: 5, difficulty: 'easy', durationDays: 1 },
        { goalId: goal?.id, title: 'Bad', xpReward: 5, difficulty: 'extreme', durationDays: 1 },
      ],
    });
    expect(applied.status).toBe(201);
    expect(applied.body.data.created).toBe(1);
    expect(applied.body.data.skipped.map((entry) => entry.row)).toEqual([1, 2]);
    expect(applied.body.data.skipped[0]?.errors[0]).toEqual({
      path: 'goalId',
      message: 'Goal 999999 does not exist',
      rule: 'record.notFound',
      params: { resource: 'goals' },
    });
    // The audit row holds counts and codes (the console words them), not an English reason.
    const audit = await server.request<{ data: { items: AuditLog[] } }>('GET', '/audit-logs', {
      token,
      query: { action: 'import', resource: 'challenges' },
    });
    expect(audit.body.data.items).toHaveLength(1);
    expect(audit.body.data.items[0]).toMatchObject({
      recordId: null,
      reason: null,
      after: {
        mode: 'valid-only',
        created: 1,
        createdIds: applied.body.data.createdIds,
        skipped: 2,
      },
    });
  });

  it('valid-only with no valid row creates nothing and writes no audit row', async () => {
    const importAudits = async () =>
      (
        await server.request<{ data: { total: number } }>('GET', '/audit-logs', {
          token,
          query: { action: 'import', resource: 'faq' },
        })
      ).body.data.total;
    const before = await server.db.$count(faqEntries);
    const applied = await post<ImportResult>('/operations/import/faq/apply', {
      mode: 'valid-only',
      rows: [{ question: '', answer: 'No question' }],
    });
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ created: 0, createdIds: [] });
    expect(applied.body.data.skipped.map((entry) => entry.row)).toEqual([0]);
    expect(applied.body.message).toBe('0 rows imported');
    expect(await server.db.$count(faqEntries)).toBe(before);
    expect(await importAudits()).toBe(0);
  });

  it('answers 413 for too many rows or too large a body, and 404 for a resource without import', async () => {
    const many = await post('/operations/import/faq/preview', {
      rows: Array.from({ length: 10_001 }, () => ({})),
    });
    expect(many.status).toBe(413);
    // Each names its limit with a rule, for the console to say in the admin's language.
    expect(many.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'An import holds at most 10,000 rows. Split the file into smaller ones.',
      rule: 'import.tooManyRows',
      params: { max: MAX_IMPORT_ROWS },
    });
    const huge = await post('/operations/import/faq/preview', {
      rows: [{ answer: 'x'.repeat(IMPORT_BODY_LIMIT_BYTES) }],
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      rule: 'import.tooLarge',
      params: { maxBytes: IMPORT_BODY_LIMIT_BYTES },
    });
    // Other refusals of the import routes still answer as every route does.
    const malformed = await server.app.inject({
      method: 'POST',
      url: `${server.config.apiPrefix}/operations/import/faq/preview`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"rows":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const unknown = await post('/operations/import/admins/preview', { rows: [{}] });
    expect(unknown.status).toBe(404);
  });
});
