import {
  adminUserSchema,
  adminUserUpdateSchema,
  appUserSchema,
  appUserUpdateSchema,
  auditLogSchema,
  challengeSchema,
  challengeUpdateSchema,
  checkRuleOf,
  checkRules,
  contractErrorMap,
  errorRules,
  type FieldIssue,
  faqSchema,
  faqUpdateSchema,
  goalSchema,
  goalUpdateSchema,
  levelSchema,
  levelUpdateSchema,
  securityEventSchema,
} from '@console/contract';
import { asc, getTableColumns, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db';
import {
  auditLogs,
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
import { levelResource } from '../resources/levels/service';
import { toSecurityEvent } from '../resources/security-events/service';
import { appUserResource } from '../resources/users/service';
import { rowsOf } from './backup';

/**
 * What is wrong with a restored value, as the params of `errorRules.restoreValueRefused` name it
 * (the console says it in the admin's language).
 */
interface ValueProblem {
  readonly problem:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'minValue'
    | 'maxValue'
    | 'minItems'
    | 'maxItems'
    | 'wholeNumber'
    | 'format'
    | 'dateTime'
    | 'jsonObject';
  readonly min?: number;
  readonly max?: number;
}

/** One refused value of a restored row. */
interface RowProblem {
  readonly table: string;
  /** `id=3`, or the key columns of a table without an id. */
  readonly row: string;
  /** The column as the backup file names it, with the path inside a JSON value after it. */
  readonly field: string;
  /** The API's English. */
  readonly message: string;
  readonly check: ValueProblem;
}

/**
 * A zod issue of the contract's schemas as a `ValueProblem`. The contract's exclusive bounds are on
 * whole numbers (`positive()`), so the next whole number is the inclusive one; a check the rule has
 * no word for is a value of the wrong format.
 */
function issueProblem(issue: z.core.$ZodIssue): ValueProblem {
  switch (issue.code) {
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return { problem: 'minLength', min: limit };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { problem: 'minItems', min: limit };
      }
      return {
        problem: 'minValue',
        min: issue.inclusive === false ? Math.floor(limit) + 1 : limit,
      };
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return { problem: 'maxLength', max: limit };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { problem: 'maxItems', max: limit };
      }
      return { problem: 'maxValue', max: issue.inclusive === false ? Math.ceil(limit) - 1 : limit };
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { problem: 'required' };
      return checkRuleOf(issue as z.core.$ZodRawIssue) === checkRules.wholeNumber ||
        issue.expected === 'int'
        ? { problem: 'wholeNumber' }
        : { problem: 'format' };
    case 'not_multiple_of':
      return { problem: 'wholeNumber' };
    default:
      return { problem: 'format' };
  }
}

/** Problems reported at most, so a file broken on every row still answers briefly. */
const MAX_PROBLEMS = 20;
const READ_BATCH = 1000;

interface TableCheck {
  readonly table: string;
  /** Finds up to `limit` problems among the table's rows as they are now in `tx`. */
  problems(tx: Database, limit: number): Promise<RowProblem[]>;
}

type TableWithId = PgTable & { readonly id: PgColumn };

/** The backup column of a record field (`sortOrder` → `sort_order`), else the field itself. */
function columnPath(table: PgTable, path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  if (first === undefined) return '';
  const column = (getTableColumns(table) as Record<string, PgColumn>)[first];
  return [column?.name ?? first, ...rest].join('.');
}

/** A Date the database held but JavaScript cannot represent (`infinity`, beyond ±275,760 years). */
const unreadableDate = (row: Record<string, unknown>) =>
  Object.keys(row).find((key) => {
    const value = row[key];
    return value instanceof Date && Number.isNaN(value.getTime());
  });

/**
 * Reads the table back through the resource's own mapping, as its read routes do, and checks the
 * record with the contract's record schema (what every read answers) and its fields with the
 * update schema (what the API accepts as input: lengths, ranges, formats).
 */
function recordCheck<T extends TableWithId, R>(
  table: T,
  toRecord: (row: T['$inferSelect']) => R,
  record: z.ZodType,
  fields?: z.ZodObject,
): TableCheck {
  const name = getTableName(table);
  const fieldKeys = fields ? Object.keys(fields.shape) : [];
  const problemsOf = (row: T['$inferSelect']): Omit<RowProblem, 'table' | 'row'>[] => {
    const unreadable = unreadableDate(row as Record<string, unknown>);
    if (unreadable !== undefined) {
      return [
        {
          field: columnPath(table, [unreadable]),
          message: 'Not a readable date and time',
          check: { problem: 'dateTime' },
        },
      ];
    }
    const mapped = toRecord(row);
    const asRead = record.safeParse(mapped, { error: contractErrorMap });
    const asWritten =
      asRead.success && fields
        ? fields.safeParse(
            Object.fromEntries(
              fieldKeys.map((key) => [key, (mapped as Record<string, unknown>)[key]]),
            ),
            { error: contractErrorMap },
          )
        : asRead;
    if (asWritten.success) return [];
    return asWritten.error.issues.map((issue) => ({
      field: columnPath(table, issue.path),
      message: issue.message,
      check: issueProblem(issue),
    }));
  };
  return {
    table: name,
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

/** A rule one SQL scan can test on millions of rows: `holds` is true for an acceptable row. */
interface ColumnRule {
  readonly column: string;
  readonly holds: SQL;
  readonly message: string;
  readonly check: ValueProblem;
}

/**
 * The large tables are checked by one scan each instead of a read in JavaScript per row. Each rule
 * states in SQL what the contract's record schema requires of the column, so the read routes'
 * mapping (`toTelegramUser`, `toTelegramLog`, the dashboard's counts) cannot fail on the row.
 */
function scanCheck(table: PgTable, key: SQL, rules: readonly ColumnRule[]): TableCheck {
  const name = getTableName(table);
  const failing = (rule: ColumnRule) => sql`(${rule.holds}) is not true`;
  return {
    table: name,
    async problems(tx, limit) {
      const rows = await rowsOf<{ row: string; field: string }>(
        tx,
        sql`select ${key} as row, case ${sql.join(
          rules.map((rule) => sql`when ${failing(rule)} then ${rule.column}`),
          sql` `,
        )} end as field from ${table} where ${sql.join(rules.map(failing), sql` or `)} limit ${limit}`,
      );
      return rows.map(({ row, field }) => {
        const rule = rules.find((candidate) => candidate.column === field);
        return {
          table: name,
          row,
          field,
          message: rule?.message ?? 'Not allowed',
          check: rule?.check ?? { problem: 'format' },
        };
      });
    },
  };
}

const positive = (column: string): ColumnRule => ({
  column,
  holds: sql`${sql.identifier(column)} > 0`,
  message: 'Must be positive',
  check: { problem: 'minValue', min: 1 },
});
const positiveId = positive('id');
const nonNegative = (column: string): ColumnRule => ({
  column,
  holds: sql`${sql.identifier(column)} >= 0`,
  message: 'Must not be negative',
  check: { problem: 'minValue', min: 0 },
});
/** What `toISOString` writes as an ISO date-time (`isoDateTime`): a four-digit year. */
const readableTime = (column: string, nullable = false): ColumnRule => {
  const value = sql.identifier(column);
  const inRange = sql`${value} >= '0001-01-01T00:00:00Z' and ${value} < '10000-01-01T00:00:00Z'`;
  return {
    column,
    holds: nullable ? sql`${value} is null or (${inRange})` : inRange,
    message: 'Must be a date and time between the years 1 and 9999',
    check: { problem: 'dateTime' },
  };
};
const idKey = sql`'id=' || id`;

/** Every backed-up table, checked after a restore has inserted all of them. */
export const restoreChecks: readonly TableCheck[] = [
  recordCheck(
    adminUserResource.table,
    adminUserResource.toRecord,
    adminUserSchema,
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
  recordCheck(levelResource.table, levelResource.toRecord, levelSchema, levelUpdateSchema),
  recordCheck(faqResource.table, faqResource.toRecord, faqSchema, faqUpdateSchema),
  recordCheck(auditLogs, (row) => toAuditLog(row, null), auditLogSchema),
  recordCheck(securityEvents, toSecurityEvent, securityEventSchema),
  scanCheck(telegramUsers, idKey, [
    positiveId,
    // `bigintString`: a positive 64-bit number.
    positive('telegram_id'),
    nonNegative('xp'),
    nonNegative('level'),
    nonNegative('streak'),
    nonNegative('version'),
    readableTime('joined_at'),
    readableTime('last_active_at', true),
  ]),
  scanCheck(telegramUserLogs, idKey, [
    positiveId,
    {
      column: 'payload',
      holds: sql`jsonb_typeof(payload) = 'object'`,
      message: 'Must be a JSON object',
      check: { problem: 'jsonObject' },
    },
    readableTime('created_at'),
  ]),
  scanCheck(
    telegramChallengeProgress,
    sql`'telegram_user_id=' || telegram_user_id || ',challenge_id=' || challenge_id`,
    [readableTime('started_at'), readableTime('completed_at', true)],
  ),
  scanCheck(telegramActivityDaily, sql`'day=' || day`, [
    nonNegative('signups'),
    nonNegative('active_users'),
    nonNegative('completions'),
  ]),
];

const problemText = (problem: RowProblem) =>
  `Table ${problem.table}, row ${problem.row}, field ${problem.field}: ${problem.message}`;

/** The rule of one problem, so the console says it in the admin's language. */
const problemRule = ({ table, row, field, check }: RowProblem) => ({
  rule: errorRules.restoreValueRefused,
  params: { table, row, field, ...check },
});

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
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new ApiError(
    400,
    'VALIDATION_ERROR',
    `${problemText(first)}${more}. Nothing was changed.`,
    problems.map(
      (problem): FieldIssue => ({
        path: `backup.tables.${problem.table}[${problem.row}].${problem.field}`,
        message: problem.message,
        ...problemRule(problem),
      }),
    ),
    undefined,
    problemRule(first),
  );
}
