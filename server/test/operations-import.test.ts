import {
  type AuditLog,
  IMPORT_BODY_LIMIT_BYTES,
  type ImportPreview,
  type ImportResult,
  MAX_IMPORT_ROWS,
} from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, faqEntries, goals, levels, telegramUsers } from '../src/db/schema';
import { createTestServer, type TestServer, testDatabases } from './harness';
import { challengeRow } from './import-rows';

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
    // B's position beyond the end is the end, as for a create.
    expect(rows.map((row) => [row.title, row.sortOrder])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
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
  describe('into a chosen goal (challenges)', () => {
    let chosen: number;
    let other: number;
    beforeAll(async () => {
      const inserted = await server.db
        .insert(goals)
        .values([
          { title: 'Chosen', category: 'c', sortOrder: 90 },
          { title: 'Other', category: 'c', sortOrder: 91 },
        ])
        .returning({ id: goals.id });
      chosen = inserted[0]?.id ?? 0;
      other = inserted[1]?.id ?? 0;
    });

    it('gives rows without a goal the chosen one and refuses rows that name another goal', async () => {
      const preview = await post<ImportPreview>('/operations/import/challenges/preview', {
        goalId: chosen,
        rows: [
          challengeRow('No goal column'),
          challengeRow('Same goal', { goalId: chosen }),
          challengeRow('Null goal', { goalId: null }),
          challengeRow('Other goal', { goalId: other }),
          challengeRow('Unknown goal', { goalId: 999_999 }),
        ],
      });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ total: 5, valid: 3 });
      expect(preview.body.data.invalid).toEqual([
        {
          row: 3,
          errors: [
            {
              path: 'goalId',
              message: `The row names goal ${other}, but this import goes into goal ${chosen}`,
              rule: 'import.goalMismatch',
              params: { goalId: other, importGoalId: chosen },
            },
          ],
        },
        {
          row: 4,
          errors: [
            {
              path: 'goalId',
              message: `The row names goal 999999, but this import goes into goal ${chosen}`,
              rule: 'import.goalMismatch',
              params: { goalId: 999_999, importGoalId: chosen },
            },
          ],
        },
      ]);

      // All or nothing refuses the file for the mismatched rows; nothing is written.
      const before = await server.db.$count(challenges);
      const refused = await post<null>('/operations/import/challenges/apply', {
        goalId: chosen,
        mode: 'all-or-nothing',
        rows: [challengeRow('Fine'), challengeRow('Elsewhere', { goalId: other })],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details?.map((detail) => detail.path)).toEqual(['rows.1.goalId']);
      expect(await server.db.$count(challenges)).toBe(before);

      const applied = await post<ImportResult>('/operations/import/challenges/apply', {
        goalId: chosen,
        mode: 'all-or-nothing',
        rows: [challengeRow('First'), challengeRow('Second', { goalId: chosen })],
      });
      expect(applied.status).toBe(201);
      expect(applied.body.data).toMatchObject({ created: 2, skipped: [] });
      const created = await server.db
        .select({ id: challenges.id, title: challenges.title, goalId: challenges.goalId })
        .from(challenges)
        .where(eq(challenges.goalId, chosen))
        .orderBy(asc(challenges.id));
      expect(created).toEqual([
        { id: applied.body.data.createdIds[0], title: 'First', goalId: chosen },
        { id: applied.body.data.createdIds[1], title: 'Second', goalId: chosen },
      ]);
      // The audit row says which goal the import went into.
      const audit = await server.request<{ data: { items: AuditLog[] } }>('GET', '/audit-logs', {
        token,
        query: { action: 'import', resource: 'challenges', sort: 'at:desc' },
      });
      expect(audit.body.data.items[0]?.after).toMatchObject({
        mode: 'all-or-nothing',
        goalId: chosen,
        created: 2,
        createdIds: applied.body.data.createdIds,
      });
    });

    it('answers 400 naming goalId for a chosen goal that does not exist, and writes nothing', async () => {
      const before = await server.db.$count(challenges);
      for (const [path, extra] of [
        ['preview', {}],
        ['apply', { mode: 'valid-only' }],
      ] as const) {
        const refused = await post<null>(`/operations/import/challenges/${path}`, {
          goalId: 999_998,
          rows: [challengeRow('Lost')],
          ...extra,
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Goal 999998 does not exist',
          rule: 'record.notFound',
          params: { resource: 'goals' },
          details: [{ path: 'goalId', message: 'Goal 999998 does not exist' }],
        });
      }
      // A goal id that is no record id at all is refused by the body's schema.
      const malformed = await post<null>('/operations/import/challenges/preview', {
        goalId: 'seven',
        rows: [challengeRow('Lost')],
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.details?.map((detail) => detail.path)).toEqual(['goalId']);
      // Other resources take no goal.
      const goalsWithGoal = await post<null>('/operations/import/goals/preview', {
        goalId: chosen,
        rows: [{ title: 'x', category: 'c' }],
      });
      expect(goalsWithGoal.status).toBe(400);
      expect(await server.db.$count(challenges)).toBe(before);
    });
  });

  it("reads the true/false words of the console's languages, in any case, and refuses other words", async () => {
    const words = [
      'VRAI',
      'faux',
      'Wahr',
      'FALSCH',
      'verdadero',
      'Falso',
      'ИСТИНА',
      'ложь',
      ' Yes ',
      'nein',
      '是',
      'いいえ',
      'SIM',
      'não',
    ];
    const preview = await post<ImportPreview>('/operations/import/faq/preview', {
      rows: [
        ...words.map((word) => ({
          question: `Q ${word}`,
          answer: 'A',
          locale: 'en-US',
          isPublished: word,
        })),
        { question: 'Q maybe', answer: 'A', locale: 'en-US', isPublished: 'peut-être' },
        { question: 'Q one', answer: 'A', locale: 'en-US', isPublished: '1' },
      ],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ total: words.length + 2, valid: words.length });
    expect(preview.body.data.invalid.map((entry) => [entry.row, entry.errors[0]?.path])).toEqual([
      [words.length, 'isPublished'],
      [words.length + 1, 'isPublished'],
    ]);
    expect(preview.body.data.invalid[0]?.errors[0]?.message).toBe(
      'Invalid input: expected boolean, received string',
    );

    const applied = await post<ImportResult>('/operations/import/goals/apply', {
      mode: 'all-or-nothing',
      rows: [
        { title: 'Vrai', category: 'bool', isActive: 'VRAI' },
        { title: 'Falsch', category: 'bool', isActive: 'falsch' },
      ],
    });
    expect(applied.status).toBe(201);
    const stored = await server.db
      .select({ title: goals.title, isActive: goals.isActive })
      .from(goals)
      .where(eq(goals.category, 'bool'))
      .orderBy(asc(goals.id));
    expect(stored).toEqual([
      { title: 'Vrai', isActive: true },
      { title: 'Falsch', isActive: false },
    ]);
  });
});
