import {
  contractErrorMap,
  errorRules,
  type FieldIssue,
  type ImportMode,
  type ImportResource,
  type ImportResult,
  type ImportRowError,
  importRowSchemas,
  MAX_IMPORT_ROWS,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditOrigin, audit } from '../audit/audit';
import type { Database } from '../db';
import { challenges, faqEntries, goals, levels } from '../db/schema';
import {
  ApiError,
  fieldError,
  recordNotFoundRule,
  validationError,
  zodIssuesToDetails,
} from '../http/errors';
import { challengeList, challengeResource } from '../resources/challenges/service';
import { faqList, faqResource } from '../resources/faq/service';
import { allGoals, goalResource } from '../resources/goals/service';
import {
  lockLevelsForWrite,
  relevelTelegramUsers,
  xpOrderRefusal,
} from '../resources/levels/service';
import {
  lockLists,
  type PlacedRows,
  type PositionList,
  placeNewRows,
} from '../resources/positions';

type ImportRow<R extends ImportResource> = z.output<(typeof importRowSchemas)[R]>;
type LevelRow = ImportRow<'levels'>;

/** What the admin chose for the whole import: the goal a challenges import goes into. */
export interface ImportChoices {
  readonly goalId?: number | undefined;
}

/** The choices an import request's body carries (only a challenges body has `goalId`). */
export const importChoices = (body: object): ImportChoices =>
  'goalId' in body && typeof body.goalId === 'number' ? { goalId: body.goalId } : {};

export interface ValidatedImport<R extends ImportResource> {
  readonly valid: { readonly row: number; readonly value: ImportRow<R> }[];
  readonly invalid: ImportRowError[];
}

export const tooManyRowsMessage = `An import holds at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split the file into smaller ones.`;

/** 413 before any work when the import has more rows than one request may carry. */
export function assertImportSize(rows: readonly unknown[]): void {
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', tooManyRowsMessage, undefined, undefined, {
      rule: errorRules.importTooManyRows,
      params: { max: MAX_IMPORT_ROWS },
    });
  }
}

/** 413 for an import whose request body is larger than `maxBytes`. */
export const importTooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `An import request carries at most ${maxBytes} bytes. Split the file into smaller ones or leave out the columns you do not need.`,
    undefined,
    undefined,
    { rule: errorRules.importTooLarge, params: { maxBytes } },
  );

/**
 * Level numbers must be unique and required XP must grow strictly with the number, across the
 * existing levels and the imported ones together. A row that breaks this is invalid; the check
 * repeats without the rows already refused, until the remaining rows all fit.
 */
function levelProblems(
  existing: readonly Pick<LevelRow, 'number' | 'requiredXp'>[],
  candidates: readonly { row: number; value: LevelRow }[],
): Map<number, FieldIssue> {
  const problems = new Map<number, FieldIssue>();
  const taken = new Set(existing.map((level) => level.number));
  const seen = new Map<number, number>();
  for (const candidate of candidates) {
    const number = candidate.value.number;
    const firstRow = seen.get(number);
    if (taken.has(number)) {
      problems.set(candidate.row, {
        path: 'number',
        message: `Level ${number} already exists`,
        rule: errorRules.levelNumberTaken,
        params: { number },
      });
    } else if (firstRow !== undefined) {
      // Rows are counted from 1 in messages, as the console shows them.
      problems.set(candidate.row, {
        path: 'number',
        message: `Level ${number} appears twice in the import (row ${firstRow + 1})`,
        rule: errorRules.importDuplicateLevel,
        params: { number, row: firstRow + 1 },
      });
    } else seen.set(number, candidate.row);
  }
  for (;;) {
    const remaining = candidates.filter((candidate) => !problems.has(candidate.row));
    const all = [
      ...existing.map((level) => ({ row: -1, number: level.number, requiredXp: level.requiredXp })),
      ...remaining.map((candidate) => ({ row: candidate.row, ...candidate.value })),
    ].sort((a, b) => a.number - b.number);
    let found = false;
    for (const [index, level] of all.entries()) {
      if (level.row < 0) continue;
      const refusal = xpOrderRefusal(level.requiredXp, all[index - 1], all[index + 1]);
      if (refusal) {
        problems.set(level.row, { path: 'requiredXp', message: refusal.message, ...refusal.rule });
        found = true;
        break;
      }
    }
    if (!found) return problems;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The goal a challenges import goes into: 400 on `goalId`, before any row is read, when no goal
 * has that id. A row without a goal of its own (no `goalId`, or null) takes it.
 */
async function goalOfImport(db: Database, goalId: number | undefined) {
  if (goalId === undefined) return undefined;
  const [goal] = await db.select({ id: goals.id }).from(goals).where(eq(goals.id, goalId));
  if (!goal)
    throw fieldError('goalId', `Goal ${goalId} does not exist`, recordNotFoundRule('goals'));
  return (row: unknown) =>
    isRecord(row) && (row.goalId === undefined || row.goalId === null) ? { ...row, goalId } : row;
}

/** A challenge row whose own goal is not the one the import goes into. */
const goalMismatch = (goalId: number, importGoalId: number): FieldIssue => ({
  path: 'goalId',
  message: `The row names goal ${goalId}, but this import goes into goal ${importGoalId}`,
  rule: errorRules.importGoalMismatch,
  params: { goalId, importGoalId },
});

/**
 * Each row against the create schema, then the rules that need other rows or the database.
 * `choices.goalId` (challenges): the goal every row goes into (`goalOfImport`).
 */
export async function validateImport<R extends ImportResource>(
  db: Database,
  resource: R,
  rows: readonly unknown[],
  choices: ImportChoices = {},
): Promise<ValidatedImport<R>> {
  assertImportSize(rows);
  const schema = importRowSchemas[resource];
  const intoGoal = resource === 'challenges' ? await goalOfImport(db, choices.goalId) : undefined;
  const errors = new Map<number, ImportRowError['errors']>();
  const parsed: { row: number; value: ImportRow<R> }[] = [];
  for (const [row, input] of rows.entries()) {
    const result = schema.safeParse(intoGoal ? intoGoal(input) : input, {
      error: contractErrorMap,
    });
    if (result.success) parsed.push({ row, value: result.data as ImportRow<R> });
    else errors.set(row, zodIssuesToDetails(result.error.issues));
  }

  if (resource === 'levels') {
    const existing = await db
      .select({ number: levels.number, requiredXp: levels.requiredXp })
      .from(levels);
    const problems = levelProblems(existing, parsed as { row: number; value: LevelRow }[]);
    for (const [row, problem] of problems) errors.set(row, [problem]);
  }
  if (resource === 'challenges') {
    const importGoalId = choices.goalId;
    if (importGoalId !== undefined) {
      for (const entry of parsed) {
        const goalId = (entry.value as ImportRow<'challenges'>).goalId;
        if (goalId !== importGoalId) errors.set(entry.row, [goalMismatch(goalId, importGoalId)]);
      }
    }
    const goalIds = [
      ...new Set(parsed.map((entry) => (entry.value as ImportRow<'challenges'>).goalId)),
    ];
    const found =
      goalIds.length === 0
        ? []
        : await db.select({ id: goals.id }).from(goals).where(inArray(goals.id, goalIds));
    const known = new Set(found.map((goal) => goal.id));
    for (const entry of parsed) {
      const goalId = (entry.value as ImportRow<'challenges'>).goalId;
      if (!known.has(goalId) && !errors.has(entry.row)) {
        errors.set(entry.row, [
          {
            path: 'goalId',
            message: `Goal ${goalId} does not exist`,
            ...recordNotFoundRule('goals'),
          },
        ]);
      }
    }
  }

  return {
    valid: parsed.filter((entry) => !errors.has(entry.row)),
    invalid: [...errors.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, rowErrors]) => ({ row, errors: rowErrors })),
  };
}

/** The ordered list a row goes into, and how rows are placed in it (`placeNewRows`). */
interface SortScope {
  list(value: Record<string, unknown>): PositionList;
  place(
    tx: Database,
    origin: AuditOrigin,
    list: PositionList,
    wanted: readonly (number | undefined)[],
  ): Promise<PlacedRows>;
}

const sortScopes: Partial<Record<ImportResource, SortScope>> = {
  goals: {
    list: () => allGoals,
    place: (tx, origin, list, wanted) => placeNewRows(tx, origin, goalResource, list, wanted),
  },
  challenges: {
    list: (value) => challengeList(Number(value.goalId)),
    place: (tx, origin, list, wanted) => placeNewRows(tx, origin, challengeResource, list, wanted),
  },
  faq: {
    list: (value) => faqList(String(value.locale)),
    place: (tx, origin, list, wanted) => placeNewRows(tx, origin, faqResource, list, wanted),
  },
};

/**
 * Sets each row's `sortOrder` to its place in its list (`placeNewRows`, rows in import order),
 * the lists locked first as a create locks its list: a positioned write at the same moment goes
 * before or after the import, never at the same position. Answers what writes the `reorder`
 * audit rows once the rows have their ids (`createdIds`, in the order of `values`).
 */
async function placeRows(
  tx: Database,
  origin: AuditOrigin,
  scope: SortScope,
  values: readonly Record<string, unknown>[],
): Promise<(createdIds: readonly number[]) => Promise<void>> {
  const byList = new Map<string, { list: PositionList; rows: number[] }>();
  for (const [row, value] of values.entries()) {
    const list = scope.list(value);
    const entry = byList.get(list.lockKey) ?? { list, rows: [] };
    entry.rows.push(row);
    byList.set(list.lockKey, entry);
  }
  await lockLists(
    tx,
    [...byList.values()].map((entry) => entry.list),
  );
  const placed: { rows: readonly number[]; audit: PlacedRows['audit'] }[] = [];
  for (const { list, rows } of byList.values()) {
    const wanted = rows.map((row) => values[row]?.sortOrder as number | undefined);
    const { positions, audit: auditOrder } = await scope.place(tx, origin, list, wanted);
    for (const [index, row] of rows.entries()) {
      const value = values[row];
      if (value) value.sortOrder = positions[index];
    }
    placed.push({ rows, audit: auditOrder });
  }
  return async (createdIds) => {
    for (const { rows, audit: auditOrder } of placed) {
      await auditOrder(
        rows.map((row) => {
          const id = createdIds[row];
          if (id === undefined) throw new Error(`imported row ${row} has no id`);
          return id;
        }),
      );
    }
  };
}

const tables = { goals, levels, challenges, faq: faqEntries } as const;
const INSERT_ROWS = 500;

/**
 * Validates again inside one transaction (levels locked against concurrent writes) and inserts.
 * All-or-nothing: any invalid row answers 400 with every row's errors and nothing changes.
 * Valid-only: the valid rows are created and the others reported as skipped. Goals, challenges
 * and FAQ entries take their places in their lists as creates would (`placeRows`). One `import`
 * audit row, none when nothing was created, after one `reorder` row per list whose stored entries
 * moved. `choices`: as `validateImport` takes them.
 */
export async function applyImport(
  db: Database,
  origin: AuditOrigin,
  resource: ImportResource,
  rows: readonly unknown[],
  mode: ImportMode,
  choices: ImportChoices = {},
): Promise<ImportResult> {
  assertImportSize(rows);
  return db.transaction(async (tx) => {
    if (resource === 'levels') await lockLevelsForWrite(tx);
    const { valid, invalid } = await validateImport(tx, resource, rows, choices);
    if (mode === 'all-or-nothing' && invalid.length > 0) {
      throw validationError(
        invalid.flatMap((entry) =>
          entry.errors.map((error) => ({
            ...error,
            path: `rows.${entry.row}${error.path ? `.${error.path}` : ''}`,
          })),
        ),
        `${invalid.length} of ${rows.length} rows are invalid; nothing was imported`,
      );
    }

    const values = valid.map((entry) => ({ ...entry.value }) as Record<string, unknown>);
    const sortScope = sortScopes[resource];
    const auditOrders = sortScope ? await placeRows(tx, origin, sortScope, values) : undefined;

    const table = tables[resource];
    const createdIds: number[] = [];
    for (let start = 0; start < values.length; start += INSERT_ROWS) {
      const inserted = await tx
        .insert(table)
        .values(values.slice(start, start + INSERT_ROWS) as never[])
        .returning({ id: table.id });
      createdIds.push(...inserted.map((row) => row.id));
    }
    if (resource === 'levels' && values.length > 0) {
      await relevelTelegramUsers(tx, Math.min(...values.map((value) => Number(value.requiredXp))));
    }
    await auditOrders?.(createdIds);
    if (createdIds.length > 0) {
      await audit(tx, origin, {
        action: 'import',
        resource,
        // Counts and codes, which the console says in the admin's language.
        after: {
          mode,
          ...(choices.goalId === undefined ? {} : { goalId: choices.goalId }),
          created: createdIds.length,
          createdIds,
          skipped: invalid.length,
        },
      });
    }
    return { mode, created: createdIds.length, createdIds, skipped: invalid };
  });
}
