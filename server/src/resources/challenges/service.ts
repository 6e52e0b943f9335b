import type {
  Challenge,
  ChallengeOverview,
  ChallengeSearchHit,
  challengeListQuerySchema,
  challengeSearchQuerySchema,
} from '@console/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db';
import { type ChallengeRow, challenges, goals } from '../../db/schema';
import { fieldError, recordNotFound, recordNotFoundRule } from '../../http/errors';
import { containsEveryWord } from '../contains-match';
import type { PositionList } from '../positions';
import { prefixPattern } from '../query-helpers';
import type { VersionedResource } from '../versioned';

export const toChallenge = (row: ChallengeRow): Challenge => ({
  id: row.id,
  goalId: row.goalId,
  title: row.title,
  description: row.description,
  xpReward: row.xpReward,
  difficulty: row.difficulty,
  durationDays: row.durationDays,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** One goal's challenges are one ordered list (positions, reorder). */
export const challengeList = (goalId: number): PositionList => ({
  where: eq(challenges.goalId, goalId),
  label: { goalId },
  lockKey: `challenges of goal ${goalId}`,
});

export const challengeResource: VersionedResource<typeof challenges, Challenge> = {
  table: challenges,
  resource: 'challenges',
  label: 'Challenge',
  toRecord: toChallenge,
};

type ChallengeFilter = Pick<
  z.output<typeof challengeListQuerySchema>,
  'q' | 'difficulty' | 'isActive'
> & { goalId?: number };

/**
 * The WHERE of the list (always one goal's challenges) and of the export (one goal or all):
 * each word of `q` is in the title.
 */
export function challengeWhere(filter: ChallengeFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.goalId !== undefined) conditions.push(eq(challenges.goalId, filter.goalId));
  if (filter.q) conditions.push(containsEveryWord(filter.q, [challenges.title]));
  if (filter.difficulty) conditions.push(eq(challenges.difficulty, filter.difficulty));
  if (filter.isActive !== undefined) conditions.push(eq(challenges.isActive, filter.isActive));
  return and(...conditions);
}

/**
 * The challenges of every goal with each word of `q` in the title (any case), at most `limit`:
 * titles that start with `q` first, then by title and id; joined to the goals for their titles.
 */
export async function searchChallenges(
  db: Database,
  { q, limit }: z.output<typeof challengeSearchQuerySchema>,
): Promise<ChallengeSearchHit[]> {
  return db
    .select({
      id: challenges.id,
      goalId: challenges.goalId,
      goalTitle: goals.title,
      title: challenges.title,
      difficulty: challenges.difficulty,
      isActive: challenges.isActive,
    })
    .from(challenges)
    .innerJoin(goals, eq(goals.id, challenges.goalId))
    .where(containsEveryWord(q, [challenges.title]))
    .orderBy(
      sql`lower(${challenges.title}) like ${prefixPattern(q)} desc`,
      sql`lower(${challenges.title})`,
      asc(challenges.id),
    )
    .limit(limit);
}

/** 404 for a goal named in the path that does not exist. */
export const goalNotFound = () => recordNotFound('goals', 'Goal');

/**
 * 400 on the field: a goal named in the body (a challenge moved to another goal) that does not
 * exist. It is the input that is wrong, not the address, so not the path's 404 "Goal not found";
 * worded as the import words its goal.
 */
export const goalIdNamesNoGoal = (goalId: number) =>
  fieldError('goalId', `Goal ${goalId} does not exist`, recordNotFoundRule('goals'));

/**
 * Whether the goal exists. With `lock`, the goal row is share-locked so it cannot be deleted
 * before the transaction that adds a challenge to it commits.
 */
export async function goalExists(db: Database, goalId: number, lock = false): Promise<boolean> {
  const query = db.select({ id: goals.id }).from(goals).where(eq(goals.id, goalId));
  const [goal] = lock ? await query.for('share') : await query;
  return goal !== undefined;
}

/** 404 unless the goal named in the path exists. */
export async function assertGoalExists(db: Database, goalId: number, lock = false): Promise<void> {
  if (!(await goalExists(db, goalId, lock))) throw goalNotFound();
}

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(${challenges.id}) filter (where ${condition}))::integer`;

/** Every goal in goal order with the counts of its challenges (goals without any included). */
export async function challengeOverview(db: Database): Promise<ChallengeOverview> {
  const rows = await db
    .select({
      goalId: goals.id,
      goalTitle: goals.title,
      goalCategory: goals.category,
      goalIcon: goals.icon,
      goalIsActive: goals.isActive,
      total: sql<number>`count(${challenges.id})::integer`,
      active: countWhere(sql`${challenges.isActive}`),
      easy: countWhere(sql`${challenges.difficulty} = 'easy'`),
      medium: countWhere(sql`${challenges.difficulty} = 'medium'`),
      hard: countWhere(sql`${challenges.difficulty} = 'hard'`),
      totalXp: sql<number>`coalesce(sum(${challenges.xpReward}), 0)::integer`,
    })
    .from(goals)
    .leftJoin(challenges, eq(challenges.goalId, goals.id))
    .groupBy(goals.id)
    .orderBy(asc(goals.sortOrder), asc(goals.id));
  const summaries = rows.map(({ easy, medium, hard, ...goal }) => ({
    ...goal,
    byDifficulty: { easy, medium, hard },
  }));
  return {
    goals: summaries,
    totalChallenges: summaries.reduce((sum, goal) => sum + goal.total, 0),
    activeChallenges: summaries.reduce((sum, goal) => sum + goal.active, 0),
  };
}
