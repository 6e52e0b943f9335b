import type { Goal, goalListQuerySchema } from '@console/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type GoalRow, goals } from '../../db/schema';
import { containsEveryWord } from '../contains-match';
import type { PositionList } from '../positions';
import { equalsIgnoringCase } from '../query-helpers';
import type { VersionedResource } from '../versioned';

export const toGoal = (row: GoalRow): Goal => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  icon: row.icon,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export const goalResource: VersionedResource<typeof goals, Goal> = {
  table: goals,
  resource: 'goals',
  label: 'Goal',
  toRecord: toGoal,
};

/** The goals are one ordered list (positions, reorder). */
export const allGoals: PositionList = { where: undefined, lockKey: 'goals' };

export const goalHasChallengesMessage = (count: number) =>
  count === 1
    ? 'This goal still has 1 challenge. Delete it or move it to another goal first.'
    : `This goal still has ${count} challenges. Delete them or move them to another goal first.`;

type GoalFilter = Pick<z.output<typeof goalListQuerySchema>, 'q' | 'category' | 'isActive'>;

/** The WHERE of the list and of the export: each word of `q` is in the title or the category. */
export function goalWhere(filter: GoalFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(containsEveryWord(filter.q, [goals.title, goals.category]));
  if (filter.category) conditions.push(equalsIgnoringCase(goals.category, filter.category));
  if (filter.isActive !== undefined) conditions.push(eq(goals.isActive, filter.isActive));
  return and(...conditions);
}
