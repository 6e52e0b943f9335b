import {
  adminUserSchema,
  adminUserUpdateSchema,
  appUserSchema,
  appUserUpdateSchema,
  auditLogSchema,
  challengeSchema,
  challengeUpdateSchema,
  contractErrorMap,
  dailyActivitySchema,
  errorRules,
  type FieldIssue,
  faqSchema,
  faqUpdateSchema,
  goalSchema,
  goalUpdateSchema,
  isoDateTime,
  levelSchema,
  levelUpdateSchema,
  securityEventSchema,
  telegramLogSchema,
  telegramUserSchema,
} from '@console/contract';
import { and, asc, eq, getTableColumns, getTableName, gt, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db';
import {
  adminUsers,
  auditLogs,
  levels,
  securityEvents,
  telegramActivityDaily,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../db/schema';
import { ApiError } from '../http/errors';
import { adminUserResource } from '../resources/admin-users/service';
import { toAuditLog } from '../resources/audit-logs/service';
import { challengeResource } from '../resources/challenges/service';
import { faqResource } from '../resources/faq/service';
import { goalResource } from '../resources/goals/service';
import { levelResource, xpOrderRefusal } from '../resources/levels/service';
import { toSecurityEvent } from '../resources/security-events/service';
import { appUserResource } from '../resources/users/service';
import { rowsOf } from './backup';
import {
  type ColumnRule,
  type ContractScan,
  contractFieldRules,
  issueProblem,
  UNREADABLE_TIME,
  unknownValue,
  type ValueProblem,
} from './contract-sql-rules';

/** One refused value of a restored row. */
interface RowProblem {
  readonly table: string;
  /** `id=3`, or the key columns of a table without an id. */
  readonly row: string;
  /** The column as the backup file names it, with the path inside a JSON value after it. */
  readonly field: string;
  /** Which entry of the field's list, counted from 1 (`permissions`, entry 11). */
  readonly entry?: number;
  /** The name inside that entry (`rewards`, entry 1, `type`). */
  readonly part?: string;
  /** The path as the file holds it, counted from 0 (`permissions.10`). */
  readonly path: string;
  /** The API's English. */
  readonly message: string;
  readonly check: ValueProblem;
}

/** Problems reported at most, so a file broken on every row still answers briefly. */
const MAX_PROBLEMS = 20;
const READ_BATCH = 1000;

interface TableCheck {
  readonly table: string;
  /** The backup columns whose values it checks (a test requires every backed-up column here). */
  readonly columns: ReadonlySet<string>;
  /** Finds up to `limit` problems among the table's rows as they are now in `tx`. */
  problems(tx: Database, limit: number): Promise<RowProblem[]>;
}

type TableWithId = PgTable & { readonly id: PgColumn };

/**
 * The backup column of a record field (`sortOrder` → `sort_order`), else the field itself, with the
 * names inside a JSON value after it; a list's position is its entry, counted from 1 as an admin
 * counts (`['permissions', 10]` → `permissions`, entry 11; `['rewards', 0, 'type']` → `rewards`,
 * entry 1, `type`).
 */
function columnPath(
  table: PgTable,
  path: readonly PropertyKey[],
): Pick<RowProblem, 'field' | 'entry' | 'part' | 'path'> {
  const [first, ...rest] = path;
  if (first === undefined) return { field: '', path: '' };
  const column = (getTableColumns(table) as Record<string, PgColumn>)[String(first)];
  const name = column?.name ?? String(first);
  const at = rest.findIndex((key) => typeof key === 'number');
  const entry = rest[at];
  const whole = [name, ...rest.map(String)].join('.');
  if (typeof entry !== 'number') return { field: whole, path: whole };
  const part = rest
    .slice(at + 1)
    .map(String)
    .join('.');
  return {
    field: [name, ...rest.slice(0, at).map(String)].join('.'),
    entry: entry + 1,
    ...(part ? { part } : {}),
    path: whole,
  };
}

/**
 * The row's timestamps, in its record or not, that are no instant the contract's `isoDateTime` can
 * write: `±infinity` and instants before year 1 (read as Invalid Dates), and years after 9999. The
 * scans state the same rule in SQL (`contractRules`).
 */
const unwritableTimes = (row: Record<string, unknown>) =>
  Object.keys(row).filter((key) => {
    const value = row[key];
    return (
      value instanceof Date &&
      (Number.isNaN(value.getTime()) || !isoDateTime.safeParse(value.toISOString()).success)
    );
  });

/**
 * The backup columns of `table` that a check reads: those of its record's `fields` (Drizzle keys),
 * whose stored values it checks (`asStored`: not what a read's mapping makes of them), and its
 * foreign keys, which the database checks (a restored reference names a restored row, and
 * that row is checked by its own table's check).
 */
function checkedColumns(table: PgTable, fields: readonly string[]): Set<string> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const references = getTableConfig(table).foreignKeys.flatMap((key) =>
    key.reference().columns.map((column) => column.name),
  );
  return new Set([
    ...fields.flatMap((field) => (columns[field] ? [columns[field].name] : [])),
    ...references,
  ]);
}

/** The value at `path` inside a record (`['permissions', 1]`), or undefined. */
function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The row as its record, each field that is a column of the table holding the stored value (a
 * timestamp as the read routes write it) rather than what the mapping made of it: a mapping that
 * drops or replaces a value (`knownPermissions` drops permissions the contract no longer knows)
 * would otherwise hide it from the check, and the restored value would be lost at the next read.
 */
function asStored(
  table: PgTable,
  mapped: unknown,
  row: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const columns = getTableColumns(table);
  const stored = fields
    .filter((field) => Object.hasOwn(columns, field))
    .map((field) => {
      const value = row[field];
      return [field, value instanceof Date ? value.toISOString() : value] as const;
    });
  return { ...(mapped as Record<string, unknown>), ...Object.fromEntries(stored) };
}

const MISSING_CHOICE = { message: 'Must have a value', check: { problem: 'required' } } as const;

/**
 * What an issue of the contract's schemas says of `value`: a choice not taken is named, and a
 * null where a choice is needed (an array's element) is a missing value.
 */
function refusalOf(
  issue: z.core.$ZodIssue,
  value: unknown,
): { message: string; check: ValueProblem } {
  if (issue.code === 'invalid_value' && typeof value === 'string') return unknownValue(value);
  if (issue.code === 'invalid_value' && value === null) return MISSING_CHOICE;
  return { message: issue.message, check: issueProblem(issue) };
}

/**
 * Reads the table back through the resource's own mapping, as its read routes do, and checks the
 * record, with the stored values of its columns (`asStored`), with the contract's record schema
 * (what every read answers) and its fields with the update schema (what the API accepts as input:
 * lengths, ranges, formats).
 */
function recordCheck<T extends TableWithId, R>(
  table: T,
  toRecord: (row: T['$inferSelect']) => R,
  record: z.ZodObject,
  fields?: z.ZodObject,
): TableCheck {
  const name = getTableName(table);
  const fieldKeys = fields ? Object.keys(fields.shape) : [];
  const recordKeys = Object.keys(record.shape);
  const timestamps = Object.entries(getTableColumns(table))
    .filter(([, column]) => is(column, PgTimestamp))
    .map(([key]) => key);
  const problemsOf = (row: T['$inferSelect']): Omit<RowProblem, 'table' | 'row'>[] => {
    const unwritable = unwritableTimes(row as Record<string, unknown>);
    if (unwritable.length > 0) {
      return unwritable.map((key) => ({ ...columnPath(table, [key]), ...UNREADABLE_TIME }));
    }
    const mapped = asStored(table, toRecord(row), row as Record<string, unknown>, recordKeys);
    const asRead = record.safeParse(mapped, { error: contractErrorMap });
    const asWritten =
      asRead.success && fields
        ? fields.safeParse(Object.fromEntries(fieldKeys.map((key) => [key, mapped[key]])), {
            error: contractErrorMap,
          })
        : asRead;
    if (asWritten.success) return [];
    return asWritten.error.issues.map((issue) => ({
      ...columnPath(table, issue.path),
      ...refusalOf(issue, valueAt(mapped, issue.path)),
    }));
  };
  return {
    table: name,
    columns: checkedColumns(table, [...recordKeys, ...timestamps]),
    async problems(tx, limit) {
      const found: RowProblem[] = [];
      let after = 0;
      for (;;) {
        const rows = (await tx
          .select()
          .from(table as PgTable)
          .where(gt(table.id, after))
          .orderBy(asc(table.id))
          .limit(READ_BATCH)) as (T['$inferSelect'] & { id: number })[];
        for (const row of rows) {
          for (const problem of problemsOf(row)) {
            found.push({ table: name, row: `id=${row.id}`, ...problem });
            if (found.length >= limit) return found;
          }
        }
        const last = rows.at(-1);
        if (!last || rows.length < READ_BATCH) return found;
        after = last.id;
      }
    },
  };
}

/**
 * The large tables are checked by one scan each instead of a read in JavaScript per row. The rules
 * are the contract record schema's checks stated in SQL (`contractRules`), so the read routes'
 * mapping (`toTelegramUser`, `toTelegramLog`, the dashboard's days) cannot fail on the row.
 */
export function scanCheck(scan: ContractScan, key: SQL): TableCheck {
  const name = getTableName(scan.table);
  const fields = contractFieldRules(scan);
  const rules: readonly ColumnRule[] = fields.flatMap((field) => field.rules);
  const failing = (rule: ColumnRule) => sql`(${rule.holds}) is not true`;
  return {
    table: name,
    columns: checkedColumns(
      scan.table,
      fields.flatMap(({ field, excuse }) =>
        excuse === undefined ? [scan.columnOf?.[field] ?? field] : [],
      ),
    ),
    async problems(tx, limit) {
      const rows = await rowsOf<{ row: string; rule: number }>(
        tx,
        sql`select ${key} as row, case ${sql.join(
          rules.map((rule, index) => sql`when ${failing(rule)} then ${sql.raw(String(index))}`),
          sql` `,
        )} end as rule from ${scan.table} where ${sql.join(rules.map(failing), sql` or `)} limit ${limit}`,
      );
      return rows.flatMap(({ row, rule: index }) => {
        const rule = rules[Number(index)];
        return rule
          ? [
              {
                table: name,
                row,
                field: rule.column,
                path: rule.column,
                message: rule.message,
                check: rule.check,
              },
            ]
          : [];
      });
    },
  };
}

/**
 * The contract record each large table's rows are read as. A table the console reads only as
 * counts has no record schema; what of its rows reaches the contract is named there.
 */
export const contractScans = {
  /** `updatedAt`, in no record (no read answers it), is checked as `computedAt` below is. */
  telegramUsers: {
    table: telegramUsers,
    schema: telegramUserSchema.extend({ updatedAt: isoDateTime }),
    excused: {
      currentGoal:
        'read by a join: current_goal_id is a foreign key to goals (the database checks it), and the title is a goals row the goals check reads',
    },
  },
  telegramUserLogs: { table: telegramUserLogs, schema: telegramLogSchema },
  /**
   * No read answers a progress row, so the contract has no record of it and this one is made here:
   * its timestamps are counted per UTC day into `dailyActivitySchema.completions` (the day written
   * as `dailyActivitySchema.date`), `telegramGoalProgressSchema.started`/`completed` and
   * `goalCompletionSchema`, so they must be instants the contract's `isoDateTime` can write.
   */
  telegramChallengeProgress: {
    table: telegramChallengeProgress,
    schema: z.object({ startedAt: isoDateTime, completedAt: isoDateTime.nullable() }),
  },
  /**
   * A stored day is read back as one `dailyActivitySchema` (`day` is its `date`). When it was
   * counted (`computedAt`) no read answers, so no contract record holds it; it is made one here as
   * the progress rows' timestamps are: an instant the contract's `isoDateTime` can write, as the
   * server itself writes.
   */
  telegramActivityDaily: {
    table: telegramActivityDaily,
    schema: dailyActivitySchema.extend({ computedAt: isoDateTime }),
    columnOf: { date: 'day' },
  },
} as const satisfies Record<string, ContractScan>;

const idKey = sql`'id=' || id`;

/**
 * The PHC string `hashPassword` writes and sign-in verifies. No read answers it, but an admin
 * restored with another hash could never sign in (`verifyPassword` refuses what it cannot read),
 * and a backup whose admins all have one would lock everyone out of the console.
 */
const passwordHashSchema = z
  .string()
  .regex(/^\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);

/** A table's check with a rule across its rows, tried when the rows themselves pass. */
const withRowsRule = (
  check: TableCheck,
  rule: (tx: Database, limit: number) => Promise<RowProblem[]>,
): TableCheck => ({
  ...check,
  async problems(tx, limit) {
    const found = await check.problems(tx, limit);
    return found.length > 0 ? found : rule(tx, limit);
  },
});

/**
 * Required XP grows strictly with the level number, as every level write keeps it
 * (`xpOrderRefusal`): a level whose XP is not above that of the level just below it is refused,
 * with the level below named.
 */
async function levelXpOrderProblems(tx: Database, limit: number): Promise<RowProblem[]> {
  const rows = await rowsOf<{ id: number; xp: number; below_number: number; below_xp: number }>(
    tx,
    sql`select id, xp, below_number, below_xp from (
      select ${levels.id} as id, ${levels.requiredXp} as xp,
        lag(${levels.number}) over by_number as below_number,
        lag(${levels.requiredXp}) over by_number as below_xp
      from ${levels} window by_number as (order by ${levels.number})
    ) as ordered where xp <= below_xp order by id limit ${limit}`,
  );
  return rows.flatMap((row) =>
    levelXpProblem(Number(row.id), Number(row.xp), {
      number: Number(row.below_number),
      requiredXp: Number(row.below_xp),
    }),
  );
}

/** The level `id`'s required XP refused when it is not above that of the level `below` it. */
export function levelXpProblem(
  id: number,
  xp: number,
  below: { number: number; requiredXp: number },
): RowProblem[] {
  const refusal = xpOrderRefusal(xp, below, undefined);
  if (!refusal) return [];
  return [
    {
      table: getTableName(levels),
      row: `id=${id}`,
      field: levels.requiredXp.name,
      path: levels.requiredXp.name,
      message: refusal.message,
      check: { problem: 'levelXpOrder', belowNumber: below.number, belowXp: below.requiredXp },
    },
  ];
}

/** Every backed-up table, checked after a restore has inserted all of them. */
export const restoreChecks: readonly TableCheck[] = [
  recordCheck(
    adminUserResource.table,
    adminUserResource.toRecord,
    adminUserSchema.extend({ passwordHash: passwordHashSchema }),
    adminUserUpdateSchema,
  ),
  recordCheck(appUserResource.table, appUserResource.toRecord, appUserSchema, appUserUpdateSchema),
  recordCheck(goalResource.table, goalResource.toRecord, goalSchema, goalUpdateSchema),
  recordCheck(
    challengeResource.table,
    challengeResource.toRecord,
    challengeSchema,
    challengeUpdateSchema,
  ),
  withRowsRule(
    recordCheck(levelResource.table, levelResource.toRecord, levelSchema, levelUpdateSchema),
    levelXpOrderProblems,
  ),
  recordCheck(faqResource.table, faqResource.toRecord, faqSchema, faqUpdateSchema),
  recordCheck(auditLogs, (row) => toAuditLog(row, null), auditLogSchema),
  recordCheck(securityEvents, toSecurityEvent, securityEventSchema),
  scanCheck(contractScans.telegramUsers, idKey),
  scanCheck(contractScans.telegramUserLogs, idKey),
  scanCheck(
    contractScans.telegramChallengeProgress,
    sql`'telegram_user_id=' || telegram_user_id || ',challenge_id=' || challenge_id`,
  ),
  scanCheck(contractScans.telegramActivityDaily, sql`'day=' || day`),
];

const problemText = (problem: RowProblem) =>
  `Table ${problem.table}, row ${problem.row}, field ${problem.field}${
    problem.entry === undefined ? '' : `, entry ${problem.entry}`
  }${problem.part === undefined ? '' : `, ${problem.part}`}: ${problem.message}`;

/** The rule of one problem, so the console says it in the admin's language. */
const problemRule = ({ table, row, field, entry, part, check }: RowProblem) => ({
  rule: errorRules.restoreValueRefused,
  params: {
    table,
    row,
    field,
    ...(entry === undefined ? {} : { entry }),
    ...(part === undefined ? {} : { part }),
    ...check,
  },
});

/** The 400 that refuses restored rows for `problems` (at least one), naming the first. */
export function valuesRefused(problems: readonly [RowProblem, ...RowProblem[]]): ApiError {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return new ApiError(
    400,
    'VALIDATION_ERROR',
    `${problemText(first)}${more}. Nothing was changed.`,
    problems.map(
      (problem): FieldIssue => ({
        path: `backup.tables.${problem.table}[${problem.row}].${problem.path}`,
        message: problem.message,
        ...problemRule(problem),
      }),
    ),
    undefined,
    problemRule(first),
  );
}

/**
 * Refuses (400, naming table, row and field) restored rows the API itself would refuse or could
 * not answer with: runs inside the restore's transaction, so a refusal rolls the restore back.
 */
export async function assertRestoredRowsValid(tx: Database): Promise<void> {
  const problems: RowProblem[] = [];
  for (const check of restoreChecks) {
    if (problems.length >= MAX_PROBLEMS) break;
    problems.push(...(await check.problems(tx, MAX_PROBLEMS - problems.length)));
  }
  const [first, ...rest] = problems;
  if (!first) return assertActiveSuperUser(tx);
  throw valuesRefused([first, ...rest]);
}

export const NO_ACTIVE_SUPER_USER =
  'The backup has no active super user: once it was restored, no one could manage admin users or restore another backup. Nothing was changed.';

/**
 * Refuses (400) restored admins among whom no one is an active super user: the API never leaves
 * the console without one (`errorRules.lastSuperUser`), and the restore ends every session.
 */
async function assertActiveSuperUser(tx: Database): Promise<void> {
  const [found] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.isSuperUser, true), eq(adminUsers.isActive, true)))
    .limit(1);
  if (found) return;
  const rule = { rule: errorRules.restoreNoSuperUser };
  throw new ApiError(
    400,
    'VALIDATION_ERROR',
    NO_ACTIVE_SUPER_USER,
    [{ path: `backup.tables.${getTableName(adminUsers)}`, message: NO_ACTIVE_SUPER_USER, ...rule }],
    undefined,
    rule,
  );
}
