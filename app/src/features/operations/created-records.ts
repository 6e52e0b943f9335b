import type { ImportResource, ImportResult } from '@console/contract';

/** One record an import created: the row it came from (0-based, as sent) and its id. */
export interface CreatedRecord {
  readonly row: number;
  readonly id: number;
  /** What the record is called: a goal's or challenge's title, a level's name, a question. */
  readonly label: string;
  /** A challenge's goal (from its row, else the goal the import went into). */
  readonly goalId?: number | undefined;
}

/** Up to this many created records are listed one by one, each a link to its record. */
export const MAX_CREATED_LINKS = 20;

/** The field that names a record of each resource in the created records' list. */
const LABEL_FIELDS: Readonly<Record<ImportResource, string>> = {
  goals: 'title',
  levels: 'name',
  challenges: 'title',
  faq: 'question',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The records an import created, with the rows they came from. The server creates the rows it did
 * not skip, in the order they were sent, and answers their ids in that order (`createdIds`).
 * `intoGoalId`: the goal a challenges import went into, for rows that named none.
 */
export function createdRecords(
  resource: ImportResource,
  rows: readonly unknown[],
  result: Pick<ImportResult, 'createdIds' | 'skipped'>,
  intoGoalId?: number,
): CreatedRecord[] {
  const skipped = new Set(result.skipped.map((entry) => entry.row));
  const createdRows = rows.flatMap((_, row) => (skipped.has(row) ? [] : [row]));
  return result.createdIds.flatMap((id, index) => {
    const row = createdRows[index];
    if (row === undefined) return [];
    const values = (rows[row] ?? {}) as Record<string, unknown>;
    const ownGoal = values.goalId;
    return [
      {
        row,
        id,
        label: text(values[LABEL_FIELDS[resource]]) || `#${id}`,
        ...(resource === 'challenges'
          ? { goalId: typeof ownGoal === 'number' ? ownGoal : intoGoalId }
          : {}),
      },
    ];
  });
}

/** Where a created record opens: its edit page. */
export function createdRecordHref(resource: ImportResource, id: number): string {
  return `/${resource}/edit/${id}`;
}

/**
 * The lists that show what an import created, first of all: the list sorted newest first (goals,
 * challenges) or last changed first (levels and FAQ entries, whose lists have no creation date).
 * Challenges list by goal: one list for each goal the created challenges went into.
 */
export function createdListHrefs(
  resource: ImportResource,
  created: readonly CreatedRecord[],
): { readonly href: string; readonly goalId?: number }[] {
  if (created.length === 0) return [];
  switch (resource) {
    case 'goals':
      return [{ href: '/goals?sort=createdAt%3Adesc' }];
    case 'levels':
      return [{ href: '/levels?sort=updatedAt%3Adesc' }];
    case 'faq':
      return [{ href: '/faq?sort=updatedAt%3Adesc' }];
    case 'challenges': {
      const goalIds = [
        ...new Set(created.flatMap((record) => (record.goalId ? [record.goalId] : []))),
      ];
      return goalIds.map((goalId) => ({
        href: `/challenges/${goalId}?sort=createdAt%3Adesc`,
        goalId,
      }));
    }
  }
}
