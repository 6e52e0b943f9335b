import { contractErrorMap, telegramUserSchema } from '@console/contract';
import {
  getTableColumns,
  getTableName,
  is,
  ne,
  type SQL,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import { type PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../test/harness';
import type { Database } from '../db';
import {
  telegramActivityDaily,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../db/schema';
import { toTelegramLog, toTelegramUser } from '../resources/telegram-users/service';
import {
  type ContractScan,
  contractFieldRules,
  contractRules,
  issueProblem,
  type ValueProblem,
} from './contract-sql-rules';
import { contractScans, scanCheck } from './restore-checks';

describe('contractFieldRules', () => {
  it.each(Object.entries(contractScans))(
    '%s: every field of its schema is translated or excused with a reason',
    (_name, scan) => {
      const fields = contractFieldRules(scan);
      expect(fields.map((field) => field.field)).toEqual(Object.keys(scan.schema.shape));
      for (const field of fields) {
        if (field.excuse !== undefined) {
          expect(field.rules).toEqual([]);
          expect(field.excuse.length).toBeGreaterThan(20);
        }
      }
    },
  );

  it('states every check of the telegram user record', () => {
    const checks = Object.fromEntries(
      contractFieldRules(contractScans.telegramUsers).map((field) => [
        field.field,
        field.excuse === undefined ? field.rules.map((rule) => rule.check) : 'excused',
      ]),
    );
    const atLeast = (min: number) => [{ problem: 'minValue', min }];
    expect(checks).toEqual({
      id: atLeast(1),
      telegramId: [{ problem: 'format' }],
      username: [],
      firstName: [],
      lastName: [],
      languageCode: [],
      isPremium: [],
      xp: atLeast(0),
      level: atLeast(0),
      currentGoal: 'excused',
      streak: atLeast(0),
      status: [{ problem: 'format' }],
      joinedAt: [{ problem: 'dateTime' }],
      lastActiveAt: [{ problem: 'dateTime' }],
      version: atLeast(0),
      updatedAt: [{ problem: 'dateTime' }],
    });
  });

  it.each(Object.entries(contractScans))(
    '%s: every timestamp column has a rule, in a record or not',
    (_name, scan) => {
      const ruled = new Set(contractRules(scan).map((rule) => rule.column));
      const timestamps = Object.values(getTableColumns(scan.table))
        .filter((column) => is(column, PgTimestamp))
        .map((column) => column.name);
      expect(timestamps.length).toBeGreaterThan(0);
      expect(timestamps.filter((column) => !ruled.has(column))).toEqual([]);
    },
  );

  it('refuses at load a field it cannot state, an unexcused join, a stale excuse, a missing column', () => {
    const scanOf = (schema: z.ZodObject, excused?: Record<string, string>): ContractScan => ({
      table: telegramUsers,
      schema,
      ...(excused ? { excused } : {}),
    });
    expect(() => contractRules(scanOf(z.object({ username: z.email() })))).toThrow(
      /telegram_users\.username: .*email/,
    );
    expect(() => contractRules(scanOf(z.object({ firstName: z.string().regex(/^A/) })))).toThrow(
      /telegram_users\.firstName/,
    );
    expect(() => contractRules(scanOf(z.object({ xp: z.number().multipleOf(5) })))).toThrow(
      /telegram_users\.xp/,
    );
    expect(() => contractRules(scanOf(z.object({ username: z.string().optional() })))).toThrow(
      /telegram_users\.username: .*type optional/,
    );
    expect(() => contractRules(scanOf(telegramUserSchema))).toThrow(
      /telegram_users\.currentGoal: .*without a column currentGoal/,
    );
    expect(() => contractRules(scanOf(z.object({}), { currentGoal: 'gone' }))).toThrow(
      /excused field currentGoal is not in the schema/,
    );
    expect(() => contractRules(scanOf(z.object({ nickname: z.string() })))).toThrow(
      /telegram_users\.nickname: .*without a column nickname/,
    );
    // A date-time check in a text column: its values are not read through `toISOString`.
    expect(() => contractRules(scanOf(z.object({ username: z.iso.datetime() })))).toThrow(
      /telegram_users\.username/,
    );
  });
});

/** A value the sample puts in one column of an otherwise acceptable row, and the verdict expected. */
interface Sample {
  readonly column: string;
  readonly value: string | null;
  /** The rule's check when the row is refused; none when the contract accepts it. */
  readonly refused?: ValueProblem;
  /** Run first, inside the sample's transaction (it is rolled back). */
  readonly prepare?: SQL;
}

interface ScanCase {
  readonly name: string;
  readonly scan: ContractScan;
  readonly key: SQL;
  /** An acceptable row, by column name. */
  readonly row: Readonly<Record<string, string | null>>;
  readonly rowKey: (row: Readonly<Record<string, string | null>>) => string;
  /** Reads the row back as the read routes do and maps it to the scan's record. */
  read(tx: Database): Promise<unknown>;
  readonly samples: readonly Sample[];
}

/** Time samples of a date-time column: before year 1 and `infinity` read as Invalid Date. */
const timeSamples = (column: string, nullable = false): Sample[] => [
  { column, value: '0001-01-01 00:00:00+00' },
  { column, value: '9999-12-31 23:59:59.999999+00' },
  { column, value: '10000-01-01 00:00:00+00', refused: { problem: 'dateTime' } },
  { column, value: '0001-12-31 23:59:59.999+00 BC', refused: { problem: 'dateTime' } },
  { column, value: 'infinity', refused: { problem: 'dateTime' } },
  { column, value: '-infinity', refused: { problem: 'dateTime' } },
  ...(nullable ? [{ column, value: null }] : []),
];
const countSamples = (column: string): Sample[] => [
  { column, value: '0' },
  { column, value: '2147483647' },
  { column, value: '-1', refused: { problem: 'minValue', min: 0 } },
];

const only = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row, ...rest] = await rows;
  if (!row || rest.length > 0) throw new Error('expected exactly one row');
  return row;
};

describe.each(testDatabases())('restore scan rules agree with the contract ($name)', (database) => {
  let opened: Awaited<ReturnType<typeof database.open>>;
  let db: Database;
  /** The user and challenge the rows under test point at (committed, acceptable). */
  const userId = 500;
  const challengeId = 500;

  beforeAll(async () => {
    opened = await database.open();
    db = opened.handle.db;
    await db.execute(
      sql`insert into goals (id, title, category) overriding system value values (500, 'Run', 'fitness')`,
    );
    await db.execute(
      sql`insert into challenges (id, goal_id, title, xp_reward, difficulty, duration_days) overriding system value values (${challengeId}, 500, 'Jog', 1, 'easy', 1)`,
    );
    await db.execute(
      // Acceptable to every scan below, the one of lengths and bounds too.
      sql`insert into telegram_users (id, telegram_id, first_name, username, last_name, level) overriding system value values (${userId}, 7, 'Owner', 'owner', 'Li', 1)`,
    );
  });
  afterAll(() => opened.drop());

  const userRow = {
    id: '1000',
    telegram_id: '1000',
    username: 'ann',
    first_name: 'Ann',
    last_name: null,
    language_code: 'en',
    is_premium: 'false',
    xp: '10',
    level: '1',
    current_goal_id: null,
    streak: '0',
    status: 'active',
    joined_at: '2024-05-01 12:00:00+00',
    last_active_at: null,
    updated_at: '2024-05-02 12:00:00+00',
    version: '0',
  };
  const readUser = async (tx: Database) => {
    const row = await only(tx.select().from(telegramUsers).where(ne(telegramUsers.id, userId)));
    return { ...toTelegramUser(row, new Map()), updatedAt: row.updatedAt.toISOString() };
  };

  const cases: ScanCase[] = [
    {
      name: 'telegram_users',
      scan: contractScans.telegramUsers,
      key: sql`'id=' || id`,
      row: userRow,
      rowKey: (row) => `id=${row.id}`,
      read: readUser,
      samples: [
        { column: 'id', value: '2147483647' },
        { column: 'id', value: '0', refused: { problem: 'minValue', min: 1 } },
        { column: 'telegram_id', value: '9223372036854775807' },
        { column: 'telegram_id', value: '0', refused: { problem: 'format' } },
        { column: 'telegram_id', value: '-5', refused: { problem: 'format' } },
        { column: 'username', value: null },
        { column: 'first_name', value: '' },
        ...countSamples('xp'),
        ...countSamples('level'),
        ...countSamples('streak'),
        ...countSamples('version'),
        { column: 'status', value: 'blocked' },
        {
          column: 'status',
          value: 'deleted',
          refused: { problem: 'format' },
          // The database refuses it too: only a schema without that constraint lets it in.
          prepare: sql`alter table telegram_users drop constraint telegram_users_status_check`,
        },
        ...timeSamples('joined_at'),
        ...timeSamples('last_active_at', true),
        ...timeSamples('updated_at'),
      ],
    },
    {
      name: 'telegram_user_logs',
      scan: contractScans.telegramUserLogs,
      key: sql`'id=' || id`,
      row: {
        id: '1000',
        telegram_user_id: String(userId),
        type: 'start',
        payload: '{"a":[1]}',
        created_at: '2024-05-01 12:00:00+00',
      },
      rowKey: (row) => `id=${row.id}`,
      read: async (tx) =>
        toTelegramLog(
          await only(
            tx
              .select({
                ...getTableColumns(telegramUserLogs),
                id: sql<string>`${telegramUserLogs.id}::text`,
              })
              .from(telegramUserLogs),
          ),
        ),
      samples: [
        { column: 'id', value: '9223372036854775807' },
        { column: 'id', value: '0', refused: { problem: 'format' } },
        {
          column: 'telegram_user_id',
          value: '0',
          refused: { problem: 'minValue', min: 1 },
          prepare: sql`insert into telegram_users (id, telegram_id, first_name) overriding system value values (0, 1, 'Zero')`,
        },
        { column: 'payload', value: '{}' },
        { column: 'payload', value: '[1,2]', refused: { problem: 'jsonObject' } },
        { column: 'payload', value: '"text"', refused: { problem: 'jsonObject' } },
        { column: 'payload', value: 'null', refused: { problem: 'jsonObject' } },
        ...timeSamples('created_at'),
      ],
    },
    {
      name: 'telegram_challenge_progress',
      scan: contractScans.telegramChallengeProgress,
      key: sql`'telegram_user_id=' || telegram_user_id || ',challenge_id=' || challenge_id`,
      row: {
        telegram_user_id: String(userId),
        challenge_id: String(challengeId),
        started_at: '2024-05-01 12:00:00+00',
        completed_at: null,
      },
      rowKey: (row) => `telegram_user_id=${row.telegram_user_id},challenge_id=${row.challenge_id}`,
      read: async (tx) => {
        const row = await only(tx.select().from(telegramChallengeProgress));
        return {
          startedAt: row.startedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
        };
      },
      samples: [...timeSamples('started_at'), ...timeSamples('completed_at', true)],
    },
    {
      name: 'telegram_activity_daily',
      scan: contractScans.telegramActivityDaily,
      key: sql`'day=' || day`,
      row: {
        day: '2024-05-01',
        signups: '1',
        active_users: '2',
        completions: '3',
        computed_at: '2024-05-02 00:00:05.123456+00',
      },
      rowKey: (row) => `day=${row.day}`,
      read: async (tx) => {
        const { day, signups, activeUsers, completions, computedAt } = await only(
          tx.select().from(telegramActivityDaily),
        );
        return {
          date: day,
          signups,
          activeUsers,
          completions,
          computedAt: computedAt.toISOString(),
        };
      },
      samples: [
        { column: 'day', value: '0001-01-01' },
        { column: 'day', value: '9999-12-31' },
        { column: 'day', value: '10000-01-01', refused: { problem: 'format' } },
        { column: 'day', value: '0001-12-31 BC', refused: { problem: 'format' } },
        ...countSamples('signups'),
        ...countSamples('active_users'),
        ...countSamples('completions'),
        ...timeSamples('computed_at'),
      ],
    },
    {
      // Checks the contract's large tables do not use yet, on a record of the same table.
      name: 'lengths, upper bounds, enums and required values',
      scan: {
        table: telegramUsers,
        schema: z.object({
          username: z.string().min(2).max(5).nullable(),
          lastName: z.string().max(3),
          level: z.number().int().min(1).lte(10),
          streak: z.number().int().lt(100),
          status: z.enum(['active']),
        }),
      },
      key: sql`'id=' || id`,
      row: { ...userRow, last_name: 'Li' },
      rowKey: (row) => `id=${row.id}`,
      read: readUser,
      samples: [
        { column: 'username', value: null },
        { column: 'username', value: 'abcde' },
        { column: 'username', value: 'a', refused: { problem: 'minLength', min: 2 } },
        { column: 'username', value: 'abcdef', refused: { problem: 'maxLength', max: 5 } },
        { column: 'last_name', value: 'abc' },
        { column: 'last_name', value: null, refused: { problem: 'required' } },
        { column: 'last_name', value: 'abcd', refused: { problem: 'maxLength', max: 3 } },
        { column: 'level', value: '10' },
        { column: 'level', value: '0', refused: { problem: 'minValue', min: 1 } },
        { column: 'level', value: '11', refused: { problem: 'maxValue', max: 10 } },
        { column: 'streak', value: '99' },
        { column: 'streak', value: '100', refused: { problem: 'maxValue', max: 99 } },
        { column: 'status', value: 'blocked', refused: { problem: 'format' } },
      ],
    },
  ];

  /** The sample's row inserted, then the scan's and the contract's verdicts; rolled back. */
  async function verdicts(scanCase: ScanCase, sample: Sample) {
    const row = { ...scanCase.row, [sample.column]: sample.value };
    const columns = Object.keys(row);
    let result:
      | {
          problems: Awaited<ReturnType<ReturnType<typeof scanCheck>['problems']>>;
          parsed: ReturnType<typeof scanCase.scan.schema.safeParse> | 'unreadable';
        }
      | undefined;
    await db
      .transaction(async (tx) => {
        if (sample.prepare) await tx.execute(sample.prepare);
        await tx.execute(
          sql`insert into ${scanCase.scan.table} (${sql.join(
            columns.map((column) => sql.identifier(column)),
            sql`, `,
          )}) overriding system value values (${sql.join(
            columns.map((column) => sql`${row[column] ?? null}`),
            sql`, `,
          )})`,
        );
        const problems = await scanCheck(scanCase.scan, scanCase.key).problems(tx, 20);
        let parsed: ReturnType<typeof scanCase.scan.schema.safeParse> | 'unreadable';
        try {
          parsed = scanCase.scan.schema.safeParse(await scanCase.read(tx), {
            error: contractErrorMap,
          });
        } catch (error) {
          // `toISOString` of an Invalid Date: the read route would fail on the row.
          if (!(error instanceof RangeError)) throw error;
          parsed = 'unreadable';
        }
        result = { problems, parsed };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    if (!result) throw new Error('no verdict');
    return { ...result, rowKey: scanCase.rowKey(row) };
  }

  const columnOf = (scan: ContractScan, field: PropertyKey | undefined) => {
    const key = scan.columnOf?.[String(field)] ?? String(field);
    return (getTableColumns(scan.table) as Record<string, PgColumn>)[key]?.name;
  };

  it.each(cases.map((scanCase) => [scanCase.name, scanCase] as const))(
    '%s: the scan refuses a row exactly when the contract refuses its record, naming the same field and check',
    async (_name, current) => {
      const table = getTableName(current.scan.table);
      const refusedColumns = new Set<string>();
      for (const sample of current.samples) {
        const label = `${sample.column} = ${sample.value}`;
        const { problems, parsed, rowKey } = await verdicts(current, sample);
        const contractRefuses = parsed === 'unreadable' || !parsed.success;
        expect(contractRefuses, `the contract's verdict on ${label}`).toBe(
          sample.refused !== undefined,
        );
        if (!sample.refused) {
          expect(problems, label).toEqual([]);
          continue;
        }
        refusedColumns.add(sample.column);
        const [problem] = problems;
        expect(problems, label).toHaveLength(1);
        expect(problem, label).toEqual({
          table,
          row: rowKey,
          field: sample.column,
          path: sample.column,
          message: expect.any(String),
          check: sample.refused,
        });
        if (parsed === 'unreadable' || parsed.success) continue;
        const [issue] = parsed.error.issues;
        expect(columnOf(current.scan, issue?.path[0]), label).toBe(sample.column);
        // Worded as the record check words the same value.
        if (issue && !['dateTime', 'jsonObject'].includes(sample.refused.problem)) {
          expect(problem?.message, label).toBe(issue.message);
          expect(issueProblem(issue), label).toEqual(sample.refused);
        }
      }
      // Every rule of the scan is broken by some sample.
      expect([...refusedColumns].sort()).toEqual(
        [...new Set(contractRules(current.scan).map((rule) => rule.column))].sort(),
      );
    },
  );
});
