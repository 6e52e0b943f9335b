import type { ImportResult } from '@console/contract';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { auditLogs, challenges, faqEntries, goals } from '../src/db/schema';
import { createTestServer, type TestServer, testDatabases } from './harness';
import { challengeRow } from './import-rows';

/**
 * Imported goals, challenges and FAQ entries take their places as a create does: a row's own
 * sortOrder is the position it ends at in its list, the stored entries keeping their order around
 * it (rows asking for one position keep the file's order; a position beyond the end, or none, is
 * the end); the lists end dense with no repeated position.
 */

interface ListTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly title: PgColumn;
  readonly sortOrder: PgColumn;
  readonly version: PgColumn;
}

const goalsTable: ListTable = {
  table: goals,
  id: goals.id,
  title: goals.title,
  sortOrder: goals.sortOrder,
  version: goals.version,
};
const challengesTable: ListTable = {
  table: challenges,
  id: challenges.id,
  title: challenges.title,
  sortOrder: challenges.sortOrder,
  version: challenges.version,
};
const faqTable: ListTable = {
  table: faqEntries,
  id: faqEntries.id,
  title: faqEntries.question,
  sortOrder: faqEntries.sortOrder,
  version: faqEntries.version,
};

interface Stored {
  readonly id: number;
  readonly title: string;
  readonly sortOrder: number;
  readonly version: number;
}

/** One list as stored, in its order. */
async function storedList(db: Database, list: ListTable, where?: SQL): Promise<Stored[]> {
  return (await db
    .select({ id: list.id, title: list.title, sortOrder: list.sortOrder, version: list.version })
    .from(list.table)
    .where(where)
    .orderBy(asc(list.sortOrder), asc(list.id))) as Stored[];
}

/** Each entry's title, position and version, in the list's order. */
const shape = (rows: readonly Stored[]) =>
  rows.map((row) => [row.title, row.sortOrder, row.version]);

const lastAuditId = async (db: Database) =>
  (
    await db
      .select({ last: sql<number>`coalesce(max(${auditLogs.id}), 0)::integer` })
      .from(auditLogs)
  )[0]?.last ?? 0;

/** The audit rows of `resource` written after `sinceId`, oldest first. */
const auditSince = (db: Database, resource: string, sinceId: number) =>
  db
    .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, resource), gt(auditLogs.id, sinceId)))
    .orderBy(asc(auditLogs.id));

describe.each(testDatabases())('operations: import positions ($name)', (database) => {
  let server: TestServer;
  let token: string;

  const apply = (resource: string, rows: unknown[], mode = 'all-or-nothing') =>
    server.request<{ data: ImportResult; message: string }>(
      'POST',
      `/operations/import/${resource}/apply`,
      { token, body: { mode, rows } },
    );
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await server.request<{ data: { id: number } }>('POST', path, { token, body });
    expect(answer.status).toBe(201);
    return answer.body.data.id;
  };
  /** The titles an import created, keyed by id. */
  const titlesOf = async (list: ListTable, ids: readonly number[]) =>
    new Map(
      (await storedList(server.db, list))
        .filter((row) => ids.includes(row.id))
        .map((row) => [row.id, row.title]),
    );

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
  });
  afterAll(() => server.close());

  it('goals: each row ends at the position it asks for, colliding with stored entries and with each other; beyond the end and none go last in file order', async () => {
    for (const title of ['G0', 'G1', 'G2']) await created('/goals', { title, category: 'c' });
    const before = await storedList(server.db, goalsTable);
    const since = await lastAuditId(server.db);
    const answer = await apply('goals', [
      { title: 'N0', category: 'c', sortOrder: 1 },
      { title: 'N1', category: 'c' },
      { title: 'N2', category: 'c', sortOrder: 1 },
      { title: 'N3', category: 'c', sortOrder: 50 },
      { title: 'N4', category: 'c', sortOrder: 0 },
    ]);
    expect(answer.status).toBe(201);
    // N4 at 0, N0 at 1, N2 (also 1, later in the file) right after it; G0 G1 G2 fill the free
    // places in their order; N1 (none) and N3 (beyond the end) last, in file order.
    expect(shape(await storedList(server.db, goalsTable))).toEqual([
      ['N4', 0, 1],
      ['N0', 1, 1],
      ['N2', 2, 1],
      ['G0', 3, 2],
      ['G1', 4, 2],
      ['G2', 5, 2],
      ['N1', 6, 1],
      ['N3', 7, 1],
    ]);
    const createdIds = answer.body.data.createdIds;
    const [n0, n1, n2, n3, n4] = createdIds;
    const [g0, g1, g2] = before.map((row) => row.id);
    // One reorder row for the list (not one per row), before the import's own row.
    expect(await auditSince(server.db, 'goals', since)).toEqual([
      {
        action: 'reorder',
        before: { ids: [g0, g1, g2] },
        after: { ids: [n4, n0, n2, g0, g1, g2, n1, n3] },
      },
      {
        action: 'import',
        before: null,
        after: { mode: 'all-or-nothing', created: 5, createdIds, skipped: 0 },
      },
    ]);
    expect(await titlesOf(goalsTable, createdIds)).toEqual(
      new Map([
        [n0, 'N0'],
        [n1, 'N1'],
        [n2, 'N2'],
        [n3, 'N3'],
        [n4, 'N4'],
      ]),
    );
  });

  it('goals: a bad row refuses the whole import, positions and versions untouched, no audit row', async () => {
    const before = await storedList(server.db, goalsTable);
    const since = await lastAuditId(server.db);
    const refused = await apply('goals', [
      { title: 'X0', category: 'c', sortOrder: 0 },
      { title: '', category: 'c', sortOrder: 1 },
      { title: 'X2', category: 'c', sortOrder: 0 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('1 of 3 rows are invalid; nothing was imported');
    expect(await storedList(server.db, goalsTable)).toEqual(before);
    expect(await auditSince(server.db, 'goals', since)).toEqual([]);
  });

  it('goals valid-only: the refused rows take no position', async () => {
    const before = await storedList(server.db, goalsTable);
    const answer = await apply(
      'goals',
      [
        { title: '', category: 'c', sortOrder: 0 },
        { title: 'V1', category: 'c', sortOrder: 1 },
      ],
      'valid-only',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.created).toBe(1);
    const after = await storedList(server.db, goalsTable);
    expect(after.map((row) => row.title)).toEqual([
      before[0]?.title,
      'V1',
      ...before.slice(1).map((row) => row.title),
    ]);
    expect(after.map((row) => row.sortOrder)).toEqual(after.map((_, index) => index));
  });

  it("challenges into several goals: each goal's list placed on its own, one reorder row per list whose entries moved", async () => {
    const goalIds = [];
    for (const title of ['A', 'B', 'C'])
      goalIds.push(await created('/goals', { title, category: 'c' }));
    const [a = 0, b = 0, c = 0] = goalIds;
    const stored = async (goalId: number, titles: string[]) => {
      for (const title of titles) await created(`/goals/${goalId}/challenges`, challengeRow(title));
    };
    await stored(a, ['A0', 'A1', 'A2']);
    await stored(b, ['B0', 'B1', 'B2']);
    await stored(c, ['C0']);
    const listOf = (goalId: number) =>
      storedList(server.db, challengesTable, eq(challenges.goalId, goalId));
    // B's list gets a gap: an append goes after its last entry and moves nothing, as a create.
    const [, b1] = await listOf(b);
    const removed = await server.request('DELETE', `/challenges/${b1?.id}`, {
      token,
      query: { version: '1' },
    });
    expect(removed.status).toBe(200);
    const [storedA, storedC] = [await listOf(a), await listOf(c)];
    const since = await lastAuditId(server.db);
    const answer = await apply('challenges', [
      challengeRow('X', { goalId: a, sortOrder: 2 }),
      challengeRow('W1', { goalId: c, sortOrder: 0 }),
      challengeRow('Z', { goalId: b }),
      challengeRow('Y', { goalId: a, sortOrder: 9 }),
      challengeRow('W2', { goalId: c, sortOrder: 0 }),
    ]);
    expect(answer.status).toBe(201);
    expect(shape(await listOf(a))).toEqual([
      ['A0', 0, 1],
      ['A1', 1, 1],
      ['X', 2, 1],
      ['A2', 3, 2],
      ['Y', 4, 1],
    ]);
    expect(shape(await listOf(b))).toEqual([
      ['B0', 0, 1],
      ['B2', 2, 1],
      ['Z', 3, 1],
    ]);
    expect(shape(await listOf(c))).toEqual([
      ['W1', 0, 1],
      ['W2', 1, 1],
      ['C0', 2, 2],
    ]);
    const [x, w1, , y, w2] = answer.body.data.createdIds;
    const rows = await auditSince(server.db, 'challenges', since);
    expect(rows.map((row) => row.action)).toEqual(['reorder', 'reorder', 'import']);
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        {
          action: 'reorder',
          before: { goalId: a, ids: storedA.map((row) => row.id) },
          after: {
            goalId: a,
            ids: [...storedA.slice(0, 2).map((row) => row.id), x, storedA[2]?.id, y],
          },
        },
        {
          action: 'reorder',
          before: { goalId: c, ids: storedC.map((row) => row.id) },
          after: { goalId: c, ids: [w1, w2, storedC[0]?.id] },
        },
      ]),
    );
  });

  it('FAQ: each language is its own list; positions into one never move the other', async () => {
    for (const question of ['Q0?', 'Q1?']) {
      await created('/faq', { question, answer: 'A.', locale: 'en-US' });
    }
    await created('/faq', { question: 'D0?', answer: 'A.', locale: 'de-DE' });
    const english = () => storedList(server.db, faqTable, eq(faqEntries.locale, 'en-US'));
    const german = () => storedList(server.db, faqTable, eq(faqEntries.locale, 'de-DE'));
    const storedEnglish = await english();
    const since = await lastAuditId(server.db);
    const answer = await apply('faq', [
      { question: 'F0?', answer: 'A.', locale: 'en-US', sortOrder: 0 },
      { question: 'F1?', answer: 'A.', locale: 'de-DE', sortOrder: 5 },
      { question: 'F2?', answer: 'A.', locale: 'en-US' },
      { question: 'F3?', answer: 'A.', locale: 'en-US', sortOrder: 1 },
    ]);
    expect(answer.status).toBe(201);
    expect(shape(await english())).toEqual([
      ['F0?', 0, 1],
      ['F3?', 1, 1],
      ['Q0?', 2, 2],
      ['Q1?', 3, 2],
      ['F2?', 4, 1],
    ]);
    // D0 stays where it was: F1's position beyond the end is the end, nothing moves.
    expect(shape(await german())).toEqual([
      ['D0?', 0, 1],
      ['F1?', 1, 1],
    ]);
    const [f0, , f2, f3] = answer.body.data.createdIds;
    const [q0, q1] = storedEnglish.map((row) => row.id);
    expect(
      (await auditSince(server.db, 'faq', since)).map((row) => [row.action, row.before, row.after]),
    ).toEqual([
      [
        'reorder',
        { locale: 'en-US', ids: [q0, q1] },
        { locale: 'en-US', ids: [f0, f3, q0, q1, f2] },
      ],
      ['import', null, expect.objectContaining({ created: 4 })],
    ]);
  });
  it('an exported list, in id order, imported into an empty list comes back in its order', async () => {
    // An export lists entries by id; a reordered list's positions are then in any order.
    const answer = await apply('faq', [
      { question: 'Third?', answer: 'A.', locale: 'ja-JP', sortOrder: 2 },
      { question: 'Fourth?', answer: 'A.', locale: 'ja-JP', sortOrder: 3 },
      { question: 'Second?', answer: 'A.', locale: 'ja-JP', sortOrder: 1 },
      { question: 'First?', answer: 'A.', locale: 'ja-JP', sortOrder: 0 },
    ]);
    expect(answer.status).toBe(201);
    expect(shape(await storedList(server.db, faqTable, eq(faqEntries.locale, 'ja-JP')))).toEqual([
      ['First?', 0, 1],
      ['Second?', 1, 1],
      ['Third?', 2, 1],
      ['Fourth?', 3, 1],
    ]);
  });

  it('a list too long for one statement is moved whole: every entry one place on, versioned', async () => {
    // Two bound parameters a moved entry: 33,000 of them are more than one statement may carry.
    const count = 33_000;
    for (let start = 0; start < count; start += 3000) {
      await server.db.insert(faqEntries).values(
        Array.from({ length: Math.min(3000, count - start) }, (_, index) => ({
          question: `P${start + index}?`,
          answer: 'A.',
          locale: 'pt-BR',
          sortOrder: start + index,
        })),
      );
    }
    const answer = await apply('faq', [
      { question: 'First?', answer: 'A.', locale: 'pt-BR', sortOrder: 0 },
    ]);
    expect(answer.status).toBe(201);
    const list = await storedList(server.db, faqTable, eq(faqEntries.locale, 'pt-BR'));
    expect(list).toHaveLength(count + 1);
    expect(list[0]).toMatchObject({ title: 'First?', sortOrder: 0, version: 1 });
    const misplaced = list
      .slice(1)
      .filter(
        (row, index) =>
          row.title !== `P${index}?` || row.sortOrder !== index + 1 || row.version !== 2,
      );
    expect(misplaced).toEqual([]);
  }, 60_000);
});
