import { type DailyActivity, daysInRange } from '@console/contract';
import { and, asc, between, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import {
  telegramActivityDaily,
  telegramChallengeProgress,
  telegramUserLogs,
  telegramUsers,
} from '../../db/schema';
import { addDays, startOfUtcDay, utcDateString } from '../query-helpers';

/** Every `YYYY-MM-DD` from `from` to `to`, inclusive (counted, not compared as text). */
export function daysBetween(from: string, to: string): string[] {
  const start = new Date(from);
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, index) =>
    utcDateString(addDays(start, index)),
  );
}

const utcDay = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

type Counts = Omit<DailyActivity, 'date'>;
const zero = (): Counts => ({ signups: 0, activeUsers: 0, completions: 0 });

const countPerDay = (column: PgColumn) => ({
  day: utcDay(column),
  n: sql<number>`count(*)::integer`,
});

/**
 * Aggregates the raw tables for the closed UTC days `from`..`to` (inclusive) in three grouped
 * scans; active users are the distinct users with a log that day.
 */
async function aggregateDays(db: Database, from: string, to: string): Promise<Map<string, Counts>> {
  const start = new Date(from);
  const end = addDays(new Date(to), 1);
  // Sequential: this runs inside a transaction, which is one connection.
  const signups = await db
    .select(countPerDay(telegramUsers.joinedAt))
    .from(telegramUsers)
    .where(and(gte(telegramUsers.joinedAt, start), lt(telegramUsers.joinedAt, end)))
    .groupBy(sql`1`);
  const active = await db
    .select({
      day: utcDay(telegramUserLogs.createdAt),
      n: sql<number>`count(distinct ${telegramUserLogs.telegramUserId})::integer`,
    })
    .from(telegramUserLogs)
    .where(and(gte(telegramUserLogs.createdAt, start), lt(telegramUserLogs.createdAt, end)))
    .groupBy(sql`1`);
  const completions = await db
    .select(countPerDay(telegramChallengeProgress.completedAt))
    .from(telegramChallengeProgress)
    .where(
      and(
        gte(telegramChallengeProgress.completedAt, start),
        lt(telegramChallengeProgress.completedAt, end),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map<string, Counts>();
  const at = (day: string) => {
    let counts = byDay.get(day);
    if (!counts) {
      counts = zero();
      byDay.set(day, counts);
    }
    return counts;
  };
  for (const row of signups) at(row.day).signups = row.n;
  for (const row of active) at(row.day).activeUsers = row.n;
  for (const row of completions) at(row.day).completions = row.n;
  return byDay;
}

/**
 * The running day, from indexed columns only: the bot stamps `last_active_at` with every event,
 * so the users active today are those whose last activity is today (no scan of today's logs).
 */
async function todayCounts(db: Database, now: Date): Promise<Counts> {
  const start = startOfUtcDay(now);
  const [row] = await db
    .select({
      signups: sql<number>`(select count(*) from ${telegramUsers} where ${telegramUsers.joinedAt} >= ${start.toISOString()})::integer`,
      activeUsers: sql<number>`(select count(*) from ${telegramUsers} where ${telegramUsers.lastActiveAt} >= ${start.toISOString()})::integer`,
      completions: sql<number>`(select count(*) from ${telegramChallengeProgress} where ${telegramChallengeProgress.completedAt} >= ${start.toISOString()})::integer`,
    })
    .from(sql`(select 1) as one`);
  return row ?? zero();
}

/**
 * Closed days (before today, UTC) are aggregated once and kept in `telegram_activity_daily`; the
 * running day is always counted live.
 */
export const lastStoredDay = (now: Date) => utcDateString(addDays(startOfUtcDay(now), -1));

/**
 * Signups, active users and challenge completions per UTC day from `from` to `to` (inclusive),
 * oldest first, every day present (zeros included). Days after today are zero.
 */
export async function dailyActivity(
  db: Database,
  from: string,
  to: string,
  now: Date,
): Promise<DailyActivity[]> {
  const today = utcDateString(now);
  const storedUntil = lastStoredDay(now);
  const counts = new Map<string, Counts>();

  if (from <= storedUntil) {
    const storedTo = to < storedUntil ? to : storedUntil;
    const stored = await db
      .select()
      .from(telegramActivityDaily)
      .where(between(telegramActivityDaily.day, from, storedTo))
      .orderBy(asc(telegramActivityDaily.day));
    for (const row of stored) {
      counts.set(row.day, {
        signups: row.signups,
        activeUsers: row.activeUsers,
        completions: row.completions,
      });
    }
    const missing = daysBetween(from, storedTo).filter((day) => !counts.has(day));
    const [firstMissing] = missing;
    const lastMissing = missing[missing.length - 1];
    if (firstMissing !== undefined && lastMissing !== undefined) {
      await db.transaction(async (tx) => {
        // Distinct users per day over millions of logs: let the aggregation stay in memory.
        await tx.execute(sql`set local work_mem = '64MB'`);
        const computed = await aggregateDays(tx, firstMissing, lastMissing);
        const rows = missing.map((day) => ({ day, ...(computed.get(day) ?? zero()) }));
        for (const row of rows) counts.set(row.day, row);
        await tx.insert(telegramActivityDaily).values(rows).onConflictDoNothing();
      });
    }
  }

  if (from <= today && today <= to) counts.set(today, await todayCounts(db, now));

  return daysBetween(from, to).map((date) => ({ date, ...(counts.get(date) ?? zero()) }));
}
