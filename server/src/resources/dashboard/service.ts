import {
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_SERIES_DAYS,
  type DashboardStats,
  type RecentActivity,
} from '@console/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import {
  challenges,
  faqEntries,
  goals,
  levels,
  telegramUserLogs,
  telegramUsers,
} from '../../db/schema';
import { dailyActivity } from '../analytics/activity';
import { addDays, startOfUtcDay, utcDateString } from '../query-helpers';
import { logColumns, toTelegramLog } from '../telegram-users/service';

const countOf = (table: PgTable) => sql<number>`(select count(*) from ${table})::integer`;

/** The latest activity logs with their users, newest first. */
export async function recentActivity(db: Database): Promise<RecentActivity[]> {
  const rows = await db
    .select({
      ...logColumns,
      user: {
        id: telegramUsers.id,
        username: telegramUsers.username,
        firstName: telegramUsers.firstName,
        lastName: telegramUsers.lastName,
      },
    })
    .from(telegramUserLogs)
    .innerJoin(telegramUsers, eq(telegramUsers.id, telegramUserLogs.telegramUserId))
    .orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id))
    .limit(DASHBOARD_RECENT_ACTIVITY);
  return rows.map((row) => ({ ...toTelegramLog(row), telegramUser: row.user }));
}

export async function dashboardStats(db: Database, now: Date): Promise<DashboardStats> {
  const today = startOfUtcDay(now);
  const [[totals], series] = await Promise.all([
    db
      .select({
        telegramUsers: countOf(telegramUsers),
        goals: countOf(goals),
        challenges: countOf(challenges),
        levels: countOf(levels),
        faq: countOf(faqEntries),
      })
      .from(sql`(select 1) as one`),
    dailyActivity(
      db,
      utcDateString(addDays(today, -(DASHBOARD_SERIES_DAYS - 1))),
      utcDateString(today),
      now,
    ),
  ]);
  const todayCounts = series[series.length - 1];
  return {
    totals: totals ?? { telegramUsers: 0, goals: 0, challenges: 0, levels: 0, faq: 0 },
    today: {
      newTelegramUsers: todayCounts?.signups ?? 0,
      activeTelegramUsers: todayCounts?.activeUsers ?? 0,
      completions: todayCounts?.completions ?? 0,
    },
    last30Days: series,
    generatedAt: now.toISOString(),
  };
}
