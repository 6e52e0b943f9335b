import {
  type AppUser,
  type AppUserStatus,
  type AppUserStatusAction,
  type AppUserStatusChange,
  type AuditedRecordResource,
  type appUserFilterSchema,
  appUserStatusActions,
  appUserStatuses,
  appUserStatusTransitions,
  errorRules,
  personName,
  type RuleRef,
} from '@console/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db';
import { type AppUserRow, appUsers } from '../../db/schema';
import {
  fullNamePrefix,
  orFamilyNameFirst,
  prefixMatchAny,
  startOfUtcDay,
  timeRange,
} from '../query-helpers';
import type { VersionedResource } from '../versioned';
import { statusHistoryOf } from './status-history';

export const APP_USERS_RESOURCE = 'appUsers' satisfies AuditedRecordResource;

export const toAppUser = (row: AppUserRow): AppUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: personName(row.firstName, row.lastName),
  status: row.status,
  role: row.role,
  verified: row.verified,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastLogin: row.lastLogin?.toISOString() ?? null,
  version: row.version,
});

export const appUserResource: VersionedResource<typeof appUsers, AppUser> = {
  table: appUsers,
  resource: APP_USERS_RESOURCE,
  label: 'User',
  toRecord: toAppUser,
};

type ParsedFilter = z.output<typeof appUserFilterSchema>;

/** The WHERE of the list and of bulk actions on "all matching". */
export function appUserWhere(filter: ParsedFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const { firstName, lastName } = appUsers;
    const byName =
      fullNamePrefix(filter.q, firstName, lastName) ??
      prefixMatchAny(filter.q, [appUsers.username, appUsers.email, firstName, lastName]);
    conditions.push(orFamilyNameFirst(filter.q, byName, firstName, lastName));
  }
  if (filter.status) conditions.push(eq(appUsers.status, filter.status));
  if (filter.role) conditions.push(eq(appUsers.role, filter.role));
  if (filter.verified !== undefined) conditions.push(eq(appUsers.verified, filter.verified));
  conditions.push(...timeRange(appUsers.createdAt, filter.createdFrom, filter.createdTo));
  return and(...conditions);
}

/** Why an action is skipped or refused: the English message and its rule (`errorRules`). */
export type TransitionRefusal = { readonly message: string } & RuleRef;

/** The rule of a refusal without its message, for an error answer or a bulk item. */
export const refusalRule = ({ rule, params }: TransitionRefusal): RuleRef =>
  params ? { rule, params } : { rule };

export type TransitionPlan =
  | { readonly kind: 'apply'; readonly to: AppUserStatus }
  | ({ readonly kind: 'skip' | 'refuse' } & TransitionRefusal);

export const BANNED_FIRST = 'A banned user must be unbanned first';

/**
 * What an action does to a user in `status`: apply it, skip it (the user is already where the
 * action leads) or refuse it (the transition is not allowed: a banned user must be unbanned
 * before being activated or deactivated).
 */
export function planTransition(action: AppUserStatusAction, status: AppUserStatus): TransitionPlan {
  const rule = appUserStatusTransitions[action];
  if (rule.from.includes(status)) return { kind: 'apply', to: rule.to };
  if (action === 'unban') {
    return { kind: 'skip', message: 'User is not banned', rule: errorRules.appUserNotBanned };
  }
  if (status === rule.to) {
    return {
      kind: 'skip',
      message: `User is already ${status}`,
      rule: errorRules.statusUnchanged,
      params: { resource: APP_USERS_RESOURCE, status },
    };
  }
  return { kind: 'refuse', message: BANNED_FIRST, rule: errorRules.appUserBannedFirst };
}

/** The latest status changes of one user, read from the audit trail (newest first). */
export const statusHistory = (db: Database, userId: number): Promise<AppUserStatusChange[]> =>
  statusHistoryOf(db, {
    resource: APP_USERS_RESOURCE,
    recordId: userId,
    actions: appUserStatusActions,
    statuses: appUserStatuses,
  });

/** Counts per status, verification and new today, in one pass. */
export async function appUserStats(db: Database, now: Date) {
  const todayStart = startOfUtcDay(now);
  const count = (condition?: SQL) =>
    condition
      ? sql<number>`(count(*) filter (where ${condition}))::integer`
      : sql<number>`count(*)::integer`;
  const [row] = await db
    .select({
      total: count(),
      newToday: count(sql`${appUsers.createdAt} >= ${todayStart.toISOString()}`),
      active: count(eq(appUsers.status, 'active')),
      inactive: count(eq(appUsers.status, 'inactive')),
      banned: count(eq(appUsers.status, 'banned')),
      verified: count(eq(appUsers.verified, true)),
    })
    .from(appUsers);
  const totals = row ?? { total: 0, newToday: 0, active: 0, inactive: 0, banned: 0, verified: 0 };
  return {
    total: totals.total,
    newToday: totals.newToday,
    byStatus: { active: totals.active, inactive: totals.inactive, banned: totals.banned },
    verified: totals.verified,
    unverified: totals.total - totals.verified,
  };
}
