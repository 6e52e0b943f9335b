import { type Challenge, errorRules, type Faq, type Goal } from '@console/contract';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestDatabase,
  type TestResponse,
  type TestServer,
  testDatabases,
} from '../../test/harness';
import type { Database } from '../db';
import { auditLogs, challenges, faqEntries, goals } from '../db/schema';
import type { Envelope } from './testing';

/**
 * Positioned writes (creates, moves, reorders) to one list at the same moment: each waits for the
 * list's lock, so none fails for the timing alone. On PGlite (one connection) they run one after
 * the other anyway; on PostgreSQL they really overlap.
 */

type Response = TestResponse<Envelope<unknown> & { rule?: string }>;

interface Positioned {
  readonly id: number;
  readonly sortOrder: number;
  readonly version: number;
}

interface ListTable {
  readonly table: PgTable;
  readonly id: PgColumn;
  readonly sortOrder: PgColumn;
  readonly version: PgColumn;
}

const goalsTable: ListTable = {
  table: goals,
  id: goals.id,
  sortOrder: goals.sortOrder,
  version: goals.version,
};
const challengesTable: ListTable = {
  table: challenges,
  id: challenges.id,
  sortOrder: challenges.sortOrder,
  version: challenges.version,
};
const faqTable: ListTable = {
  table: faqEntries,
  id: faqEntries.id,
  sortOrder: faqEntries.sortOrder,
  version: faqEntries.version,
};

/** One list as stored, in its order. */
async function storedList(db: Database, list: ListTable, where?: SQL): Promise<Positioned[]> {
  return (await db
    .select({ id: list.id, sortOrder: list.sortOrder, version: list.version })
    .from(list.table)
    .where(where)
    .orderBy(asc(list.sortOrder), asc(list.id))) as Positioned[];
}

/** Each list is dense: positions 0..n-1, none repeated. */
function expectDense(rows: readonly Positioned[]): void {
  expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, index) => index));
}

const lastAuditId = async (db: Database) =>
  (
    await db
      .select({ last: sql<number>`coalesce(max(${auditLogs.id}), 0)::integer` })
      .from(auditLogs)
  )[0]?.last ?? 0;

type AuditedRecord = Record<string, unknown> & { sortOrder?: number };

/**
 * Replays the audit rows of `resource` written after `sinceId`, in the order they were written,
 * onto `lists` (each list's ids in order, keyed by `listOf` of a record or of a `reorder` row's
 * label): every `reorder` row must start from the order the rows before it left, every created or
 * moved record must sit where its row says. Answers the lists as the audit trail tells them.
 */
async function replayAudit(
  db: Database,
  resource: string,
  sinceId: number,
  lists: ReadonlyMap<string, readonly number[]>,
  listOf: (record: AuditedRecord) => string,
): Promise<Map<string, number[]>> {
  const state = new Map([...lists].map(([key, ids]) => [key, [...ids]]));
  const listNamed = (key: string) => state.get(key) ?? state.set(key, []).get(key) ?? [];
  const rows = await db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, resource), gt(auditLogs.id, sinceId)))
    .orderBy(asc(auditLogs.id));
  for (const row of rows) {
    const before = row.before as AuditedRecord | null;
    const after = row.after as AuditedRecord | null;
    if (row.action === 'reorder' && before && after) {
      const key = listOf(before);
      expect(before.ids).toEqual(listNamed(key));
      state.set(key, [...(after.ids as number[])]);
    } else if (row.action === 'create' && after?.sortOrder !== undefined) {
      const list = listNamed(listOf(after));
      expect(after.sortOrder).toBeLessThanOrEqual(list.length);
      list.splice(after.sortOrder, 0, Number(row.recordId));
    } else if (row.action === 'update' && before && after?.sortOrder !== undefined) {
      const id = Number(row.recordId);
      const from = listNamed(listOf(before));
      const to = listNamed(listOf(after));
      // Leaving its list (or moving within it) without shifting another row writes no reorder row.
      if (from !== to && from.includes(id)) from.splice(from.indexOf(id), 1);
      if (!to.includes(id)) to.splice(after.sortOrder, 0, id);
      expect(to.indexOf(id)).toBe(after.sortOrder);
    }
  }
  return state;
}

/** The goals' audit rows written after `sinceId` replay the list from `start` to `end`. */
async function expectGoalsReplayed(
  db: Database,
  sinceId: number,
  start: readonly Positioned[],
  end: readonly Positioned[],
): Promise<void> {
  const replayed = await replayAudit(
    db,
    'goals',
    sinceId,
    new Map([['goals', start.map((goal) => goal.id)]]),
    () => 'goals',
  );
  expect(replayed.get('goals')).toEqual(end.map((goal) => goal.id));
}

/** Every answer is one of `allowed`: a status, or a 409 with one of the rules named. */
function expectAnswers(responses: readonly Response[], allowed: readonly (number | string)[]) {
  for (const response of responses) {
    const outcome = response.status === 409 ? (response.body.rule ?? 409) : response.status;
    expect(allowed, JSON.stringify(response.body)).toContain(outcome);
  }
}

describe.each(testDatabases())('positioned writes at the same moment ($name)', (database) => {
  let server: TestServer;
  let token: string;

  const send = (method: string, path: string, body: unknown) =>
    server.request<Envelope<unknown> & { rule?: string }>(method, path, { token, body });

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (
      await server.signIn({
        permissions: [
          'goals:read',
          'goals:write',
          'challenges:read',
          'challenges:write',
          'faq:read',
          'faq:write',
        ],
      })
    ).token;
  });
  afterAll(() => server.close());

  it('creates, moves and reorders of the goals at once: every create lands, the list stays dense and the audit trail replays to it', async () => {
    for (let index = 0; index < 6; index++) {
      expect((await send('POST', '/goals', { title: `Seed ${index}`, category: 'c' })).status).toBe(
        201,
      );
    }
    const start = await storedList(server.db, goalsTable);
    expectDense(start);
    const since = await lastAuditId(server.db);
    const wanted = [undefined, 0, 2, 999, undefined, 1, 0, undefined, 3, 999, undefined, 0];
    const creates = wanted.map((sortOrder, index) =>
      send('POST', '/goals', { title: `Burst ${index}`, category: 'c', sortOrder }),
    );
    const moves = start
      .slice(0, 4)
      .map((goal, index) =>
        send('PUT', `/goals/${goal.id}`, { sortOrder: 5 - index, version: goal.version }),
      );
    const reorders = [0, 1].map(() =>
      send('POST', '/goals/reorder', { ids: start.map((goal) => goal.id).reverse() }),
    );
    const created = await Promise.all(creates);
    expectAnswers(created, [201]);
    // A move or reorder read before another write landed is refused as stale, never for timing.
    expectAnswers(await Promise.all(moves), [200, errorRules.staleVersion]);
    expectAnswers(await Promise.all(reorders), [200, errorRules.reorderStale]);

    const end = await storedList(server.db, goalsTable);
    expectDense(end);
    const createdIds = created.map((response) => (response.body.data as Goal).id);
    expect(end.map((goal) => goal.id)).toEqual(expect.arrayContaining(createdIds));
    expect(end).toHaveLength(start.length + createdIds.length);
    await expectGoalsReplayed(server.db, since, start, end);
  });

  it('imports and creates appending to the goals at once: no position taken twice', async () => {
    const superUser = (await server.signIn({ isSuperUser: true })).token;
    const before = await storedList(server.db, goalsTable);
    expectDense(before);
    const imports = [0, 1, 2].map((batch) =>
      server.request<Envelope<unknown>>('POST', '/operations/import/goals/apply', {
        token: superUser,
        body: {
          mode: 'all-or-nothing',
          rows: [0, 1, 2].map((row) => ({ title: `Import ${batch}.${row}`, category: 'c' })),
        },
      }),
    );
    const creates = [0, 1, 2, 3, 4, 5].map((index) =>
      send('POST', '/goals', { title: `Beside ${index}`, category: 'c' }),
    );
    expectAnswers(await Promise.all(imports), [201]);
    expectAnswers(await Promise.all(creates), [201]);
    const after = await storedList(server.db, goalsTable);
    expect(after).toHaveLength(before.length + 9 + 6);
    expectDense(after);
  });

  it('imports and creates that position their goals at once: the list stays dense and the audit trail replays to it', async () => {
    const superUser = (await server.signIn({ isSuperUser: true })).token;
    const start = await storedList(server.db, goalsTable);
    expectDense(start);
    const since = await lastAuditId(server.db);
    // Each import's first row goes first, so it always moves stored goals and writes its order.
    const imports = [0, 1, 2].map((batch) =>
      server.request<Envelope<{ createdIds: number[] }>>('POST', '/operations/import/goals/apply', {
        token: superUser,
        body: {
          mode: 'all-or-nothing',
          rows: [0, 3, undefined, 999, 1].map((sortOrder, row) => ({
            title: `Placed ${batch}.${row}`,
            category: 'c',
            sortOrder,
          })),
        },
      }),
    );
    const creates = [0, 2, undefined, 999, 1, 0].map((sortOrder, index) =>
      send('POST', '/goals', { title: `Placed beside ${index}`, category: 'c', sortOrder }),
    );
    const imported = await Promise.all(imports);
    expectAnswers(imported, [201]);
    expectAnswers(await Promise.all(creates), [201]);
    const end = await storedList(server.db, goalsTable);
    expectDense(end);
    expect(end).toHaveLength(start.length + 3 * 5 + 6);
    await expectGoalsReplayed(server.db, since, start, end);
  });

  it("creates and moves between two goals' challenges at once: every write lands or is stale, both lists stay dense", async () => {
    const goal = async (title: string) =>
      ((await send('POST', '/goals', { title, category: 'c' })).body.data as Goal).id;
    const [left, right] = [await goal('Left'), await goal('Right')];
    const challenge = (goalId: number, title: string, sortOrder?: number) =>
      send('POST', `/goals/${goalId}/challenges`, {
        title,
        xpReward: 10,
        difficulty: 'easy',
        durationDays: 1,
        sortOrder,
      });
    for (const [goalId, prefix] of [
      [left, 'L'],
      [right, 'R'],
    ] as const) {
      for (let index = 0; index < 4; index++) {
        expect((await challenge(goalId, `${prefix}${index}`)).status).toBe(201);
      }
    }
    const listOfGoal = (goalId: number) =>
      storedList(server.db, challengesTable, eq(challenges.goalId, goalId));
    const [leftStart, rightStart] = [await listOfGoal(left), await listOfGoal(right)];
    const since = await lastAuditId(server.db);
    const creates = [left, right, left, right, left, right].map((goalId, index) =>
      challenge(goalId, `New ${index}`, index % 2 === 0 ? undefined : index),
    );
    const moves = [
      ...leftStart.map((row) => [row, right] as const),
      ...rightStart.map((row) => [row, left] as const),
    ].map(([row, goalId], index) =>
      send('PUT', `/challenges/${row.id}`, {
        goalId,
        ...(index % 2 === 0 ? {} : { sortOrder: 0 }),
        version: row.version,
      }),
    );
    expectAnswers(await Promise.all(creates), [201]);
    expectAnswers(await Promise.all(moves), [200, errorRules.staleVersion]);

    const [leftEnd, rightEnd] = [await listOfGoal(left), await listOfGoal(right)];
    expectDense(leftEnd);
    expectDense(rightEnd);
    expect(leftEnd.length + rightEnd.length).toBe(leftStart.length + rightStart.length + 6);
    const replayed = await replayAudit(
      server.db,
      'challenges',
      since,
      new Map([
        [String(left), leftStart.map((row) => row.id)],
        [String(right), rightStart.map((row) => row.id)],
      ]),
      (record) => String(record.goalId),
    );
    expect(replayed.get(String(left))).toEqual(leftEnd.map((row) => row.id));
    expect(replayed.get(String(right))).toEqual(rightEnd.map((row) => row.id));
  });
});

const postgres = testDatabases().find((database) => database.name === 'postgres');

/**
 * Deterministic: a transaction standing for another admin's edit holds row locks while two writes
 * start, each waiting (PostgreSQL shows it), then lets go. Locking rows before their lists, the
 * two used to wait for each other and PostgreSQL failed one as a deadlock.
 */
describe.skipIf(!postgres)(
  'positioned writes waiting on each other (PostgreSQL only, TEST_DATABASE_URL: PGlite has one connection, so writes never overlap)',
  () => {
    let server: TestServer;
    let token: string;

    const send = (method: string, path: string, body: unknown) =>
      server.request<Envelope<unknown> & { rule?: string }>(method, path, { token, body });

    beforeAll(async () => {
      server = await createTestServer({ database: postgres as TestDatabase });
      token = (
        await server.signIn({
          permissions: ['goals:write', 'challenges:write', 'faq:write'],
        })
      ).token;
    });
    afterAll(() => server.close());

    /** Resolves once `count` sessions of this database wait for a lock, or `done()` says so. */
    async function untilWaiting(count: number, done: () => boolean): Promise<void> {
      while (!done()) {
        const [row] = await server.db
          .select({ waiting: sql<number>`count(*)::integer` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if ((row?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /**
     * Locks the rows `ids` of `list` in a transaction of its own, starts the first write and, once
     * it waits for a lock, the second; when both wait, commits and answers the writes' responses.
     * (A write that answers without waiting ends the wait: the assertions then say what it did.)
     */
    async function whileRowsLocked(
      list: ListTable,
      ids: readonly number[],
      first: () => Promise<Response>,
      second: () => Promise<Response>,
    ): Promise<[Response, Response]> {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = server.db.transaction(async (tx) => {
        for (const id of ids) {
          await tx.select({ id: list.id }).from(list.table).where(eq(list.id, id)).for('update');
        }
        holding();
        await released;
      });
      await held;
      let answered = 0;
      const track = (write: Promise<Response>) => write.finally(() => answered++);
      const answers: Promise<Response>[] = [];
      try {
        answers.push(track(first()));
        await untilWaiting(1, () => answered > 0);
        answers.push(track(second()));
        await untilWaiting(2, () => answered > 0);
      } finally {
        release();
        await holder;
      }
      const [firstAnswer, secondAnswer] = await Promise.all(answers);
      if (!firstAnswer || !secondAnswer) throw new Error('both writes were started');
      return [firstAnswer, secondAnswer];
    }

    it('a create waits for a move of the same list in progress, and both land', async () => {
      const created: Goal[] = [];
      for (let index = 0; index < 4; index++) {
        created.push(
          (await send('POST', '/goals', { title: `G${index}`, category: 'c' })).body.data as Goal,
        );
      }
      const [, second, , last] = created as [Goal, Goal, Goal, Goal];
      // The create locks the first goal and waits for the second; the move of the last goal to the
      // front then waits too: it used to lock the last goal first, which the create needed next.
      const [create, move] = await whileRowsLocked(
        goalsTable,
        [second.id],
        () => send('POST', '/goals', { title: 'Appended', category: 'c', sortOrder: 999 }),
        () => send('PUT', `/goals/${last.id}`, { sortOrder: 0, version: last.version }),
      );
      expect(create.status, JSON.stringify(create.body)).toBe(201);
      expect(move.status, JSON.stringify(move.body)).toBe(200);
      const end = await storedList(server.db, goalsTable);
      expectDense(end);
      expect(end.map((goal) => goal.id)).toEqual([
        last.id,
        ...created.slice(0, 3).map((goal) => goal.id),
        (create.body.data as Goal).id,
      ]);
    });

    it('two challenges moving to each other’s goal at once both land', async () => {
      const goal = async (title: string) =>
        ((await send('POST', '/goals', { title, category: 'c' })).body.data as Goal).id;
      const [left, right] = [await goal('Left'), await goal('Right')];
      const challenge = async (goalId: number, title: string) =>
        (
          await send('POST', `/goals/${goalId}/challenges`, {
            title,
            xpReward: 10,
            difficulty: 'easy',
            durationDays: 1,
          })
        ).body.data as Challenge;
      const [leftMover, leftStays] = [await challenge(left, 'L0'), await challenge(left, 'L1')];
      const [rightMover, rightStays] = [await challenge(right, 'R0'), await challenge(right, 'R1')];
      // Each move locks its challenge, then waits in its own list; let go, each used to need the
      // other's challenge next.
      const [toRight, toLeft] = await whileRowsLocked(
        challengesTable,
        [leftStays.id, rightStays.id],
        () => send('PUT', `/challenges/${leftMover.id}`, { goalId: right, version: 1 }),
        () => send('PUT', `/challenges/${rightMover.id}`, { goalId: left, version: 1 }),
      );
      expect(toRight.status, JSON.stringify(toRight.body)).toBe(200);
      expect(toLeft.status, JSON.stringify(toLeft.body)).toBe(200);
      const ids = async (goalId: number) =>
        (await storedList(server.db, challengesTable, eq(challenges.goalId, goalId))).map((row) => [
          row.id,
          row.sortOrder,
        ]);
      expect(await ids(left)).toEqual([
        [leftStays.id, 0],
        [rightMover.id, 1],
      ]);
      expect(await ids(right)).toEqual([
        [rightStays.id, 0],
        [leftMover.id, 1],
      ]);
    });

    it('two FAQ entries moving to each other’s language at once both land', async () => {
      const entry = async (locale: string, question: string) =>
        (await send('POST', '/faq', { question, answer: 'A.', locale })).body.data as Faq;
      const [germanMover, germanStays] = [await entry('de-DE', 'D0?'), await entry('de-DE', 'D1?')];
      const [frenchMover, frenchStays] = [await entry('fr-FR', 'F0?'), await entry('fr-FR', 'F1?')];
      const [toFrench, toGerman] = await whileRowsLocked(
        faqTable,
        [germanStays.id, frenchStays.id],
        () => send('PUT', `/faq/${germanMover.id}`, { locale: 'fr-FR', version: 1 }),
        () => send('PUT', `/faq/${frenchMover.id}`, { locale: 'de-DE', version: 1 }),
      );
      expect(toFrench.status, JSON.stringify(toFrench.body)).toBe(200);
      expect(toGerman.status, JSON.stringify(toGerman.body)).toBe(200);
      const ids = async (locale: string) =>
        (await storedList(server.db, faqTable, eq(faqEntries.locale, locale))).map((row) => row.id);
      expect(await ids('de-DE')).toEqual([germanStays.id, frenchMover.id]);
      expect(await ids('fr-FR')).toEqual([frenchStays.id, germanMover.id]);
    });
  },
);
