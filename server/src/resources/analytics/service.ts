import type { Analytics } from '@console/contract';
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import {
  challenges,
  goals,
  levels,
  telegramChallengeProgress,
  telegramUsers,
} from '../../db/schema';
import { addDays, startOfUtcDay, utcDateString } from '../query-helpers';
import { dailyActivity } from './activity';

export const DEFAULT_ANALYTICS_DAYS = 30;

/** Users per level now, with the level names (levels without users are listed with 0). */
async function levelDistribution(db: Database): Promise<Analytics['levelDistribution']> {
  const [counts, defined] = await Promise.all([
    db
      .select({ level: telegramUsers.level, users: sql<number>`count(*)::integer` })
      .from(telegramUsers)
      .groupBy(telegramUsers.level),
    db.select({ number: levels.number, name: levels.name }).from(levels),
  ]);
  const byLevel = new Map<number, Analytics['levelDistribution'][number]>();
  for (const level of defined)
    byLevel.set(level.number, { level: level.number, name: level.name, users: 0 });
  for (const row of counts) {
    byLevel.set(row.level, {
      level: row.level,
      name: byLevel.get(row.level)?.name ?? null,
      users: row.users,
    });
  }
  return [...byLevel.values()].sort((a, b) => a.level - b.level);
}

/** Per goal: challenges started in the range, and how many of those are completed. */
async function goalCompletion(
  db: Database,
  from: string,
  to: string,
): Promise<Analytics['goalCompletion']> {
  const start = new Date(from);
  const end = addDays(new Date(to), 1);
  const rows = await db
    .select({
      goalId: goals.id,
      goalTitle: goals.title,
      started: sql<number>`count(${telegramChallengeProgress.challengeId})::integer`,
      completed: sql<number>`(count(*) filter (where ${isNotNull(telegramChallengeProgress.completedAt)}))::integer`,
    })
    .from(goals)
    .leftJoin(challenges, eq(challenges.goalId, goals.id))
    .leftJoin(
      telegramChallengeProgress,
      and(
        eq(telegramChallengeProgress.challengeId, challenges.id),
        gte(telegramChallengeProgress.startedAt, start),
        lt(telegramChallengeProgress.startedAt, end),
      ),
    )
    .groupBy(goals.id)
    .orderBy(asc(goals.sortOrder), asc(goals.id));
  return rows.map((row) => ({
    ...row,
    rate: row.started === 0 ? 0 : Math.round((row.completed / row.started) * 10_000) / 10_000,
  }));
}

export async function analytics(
  db: Database,
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<Analytics> {
  const to = range.to ?? utcDateString(now);
  const from =
    range.from ?? utcDateString(addDays(startOfUtcDay(now), -(DEFAULT_ANALYTICS_DAYS - 1)));
  const [daily, distribution, completion] = await Promise.all([
    dailyActivity(db, from, to, now),
    levelDistribution(db),
    goalCompletion(db, from, to),
  ]);
  return {
    from,
    to,
    daily,
    totals: {
      signups: daily.reduce((sum, day) => sum + day.signups, 0),
      completions: daily.reduce((sum, day) => sum + day.completions, 0),
    },
    levelDistribution: distribution,
    goalCompletion: completion,
  };
}
