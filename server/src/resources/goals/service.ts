import type { Goal } from '@console/contract';
import { type GoalRow, goals } from '../../db/schema';
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

export const goalHasChallengesMessage = (count: number) =>
  `This goal still has ${count} challenge${count === 1 ? '' : 's'}. Delete them or move them to another goal first.`;
