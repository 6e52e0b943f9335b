import type { DailyActivity } from '@console/contract';
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

/** Every `YYYY-MM-DD` from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = new Date(from); utcDateString(at) <= to; at = addDays(at, 1)) {
    days.push(utcDateString(at));
  }
  return days;
}

const utcDay = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

type Counts = Omit<DailyActivity, 'date'>;
const zero = (): Counts => ({ signups: 0, activeUsers: 0, completions: 0 });

/** Aggregates the raw tables for the UTC days `from`..`to` (inclusive) in three grouped scans. */
async function aggregateDays(db: Database, from: string, to: string): Promise<Map<string, Counts>> {
  const start = new Date(from).toISOString();
  const end = addDays(new Date(to), 1).toISOString();
  const [signups, active, completions] = await Promise.all([
    db
      .select({ day: utcDay(telegramUsers.joinedAt), n: sql<number>`count(*)::integer` })
      .from(telegramUsers)
      .where(
        and(gte(telegramUsers.joinedAt, sql`${start}`), lt(telegramUsers.joinedAt, sql`${end}`)),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: utcDay(telegramUserLogs.createdAt),
        n: sql<number>`count(distinct ${telegramUserLogs.telegramUserId})::integer`,
      })
      .from(telegramUserLogs)
      .where(
        and(
          gte(telegramUserLogs.createdAt, sql`${start}`),
          lt(telegramUserLogs.createdAt, sql`${end}`),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: utcDay(telegramChallengeProgress.completedAt),
        n: sql<number>`count(*)::integer`,
      })
      .from(telegramChallengeProgress)
      .where(
        and(
          gte(telegramChallengeProgress.completedAt, sql`${start}`),
          lt(telegramChallengeProgress.completedAt, sql`${end}`),
        ),
      )
      .groupBy(sql`1`),
  ]);
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
 * Days up to the day before yesterday are final: they are aggregated once and kept in
 * `telegram_activity_daily`. Yesterday (late bot writes) and today are always aggregated live.
 */
export const lastStoredDay = (now: Date) => utcDateString(addDays(startOfUtcDay(now), -2));

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
      const computed = await aggregateDays(db, firstMissing, lastMissing);
      const rows = missing.map((day) => ({ day, ...(computed.get(day) ?? zero()) }));
      for (const row of rows) counts.set(row.day, row);
      await db.insert(telegramActivityDaily).values(rows).onConflictDoNothing();
    }
  }

  const liveFrom = from > storedUntil ? from : utcDateString(addDays(new Date(storedUntil), 1));
  const liveTo = to < today ? to : today;
  if (liveFrom <= liveTo) {
    for (const [day, value] of await aggregateDays(db, liveFrom, liveTo)) counts.set(day, value);
  }

  return daysBetween(from, to).map((date) => ({ date, ...(counts.get(date) ?? zero()) }));
}
