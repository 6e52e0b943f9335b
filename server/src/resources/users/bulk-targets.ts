import { createHash } from 'node:crypto';
import {
  type AppUserBulkAction,
  type AppUserBulkMatch,
  type appUserBulkActionSchema,
  errorRules,
  MAX_BULK_MATCHING,
} from '@console/contract';
import { asc, count, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db';
import { type AppUserRow, appUsers } from '../../db/schema';
import { fieldError, ruleConflict } from '../../http/errors';
import { appUserWhere } from './service';

type BulkBody = z.output<typeof appUserBulkActionSchema>;
type BulkFilter = NonNullable<BulkBody['filter']>;

/** Which users these are (ids in ascending order), as `bulkMatchStampSchema` describes it. */
export const matchStamp = (ascendingIds: readonly number[]): string =>
  createHash('sha256')
    .update(ascendingIds.map((id) => `${id}\n`).join(''))
    .digest('hex');

/** The users matching a filter, in ascending id order: at most one more than an action takes. */
const matching = <Query extends PgSelect>(query: Query, filter: BulkFilter) =>
  query
    .where(appUserWhere(filter))
    .orderBy(asc(appUsers.id))
    .limit(MAX_BULK_MATCHING + 1);

/**
 * How many and which users match a filter now, as a bulk action on "all matching" would take them
 * (`GET /users/bulk-match`): no stamp when more match than an action takes.
 */
export async function bulkMatch(db: Database, filter: BulkFilter): Promise<AppUserBulkMatch> {
  const rows = await matching(db.select({ id: appUsers.id }).from(appUsers).$dynamic(), filter);
  if (rows.length <= MAX_BULK_MATCHING) {
    return { total: rows.length, stamp: matchStamp(rows.map((row) => row.id)) };
  }
  const [all] = await db.select({ total: count() }).from(appUsers).where(appUserWhere(filter));
  return { total: all?.total ?? rows.length, stamp: null };
}

/**
 * The rows of a bulk action, locked for the action's transaction: the listed ids (deduplicated, in
 * order; an id without a user is left out) or all matching the filter. "All matching" must still be
 * the users the admin confirmed (as many as `expectedTotal`, and those of `expectedStamp` when
 * given), else nothing is changed: 409 `bulkMatchChanged` with the count and stamp of now, for the
 * client to ask again.
 */
export async function lockBulkTargets(
  tx: Database,
  body: Pick<AppUserBulkAction, 'ids' | 'expectedTotal' | 'expectedStamp'> & {
    filter?: BulkFilter | undefined;
  },
): Promise<{ ids: number[]; rows: AppUserRow[] }> {
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    const rows = await tx.select().from(appUsers).where(inArray(appUsers.id, ids)).for('update');
    return { ids, rows };
  }
  const rows = await matching(tx.select().from(appUsers).$dynamic(), body.filter ?? {}).for(
    'update',
  );
  if (rows.length > MAX_BULK_MATCHING) {
    throw fieldError(
      'filter',
      `More than ${MAX_BULK_MATCHING} users match this filter; narrow it down and try again`,
      { rule: errorRules.bulkTooManyMatching, params: { max: MAX_BULK_MATCHING } },
    );
  }
  const ids = rows.map((row) => row.id);
  const stamp = matchStamp(ids);
  const { expectedTotal: expected, expectedStamp } = body;
  const otherCount = expected !== undefined && ids.length !== expected;
  if (otherCount || (expectedStamp !== undefined && expectedStamp !== stamp)) {
    const then = expected ?? ids.length;
    const changed = otherCount
      ? `${then} when confirmed, ${ids.length} now`
      : `still ${ids.length}, but not the users confirmed`;
    throw ruleConflict(
      `The users matching the filter changed: ${changed}; nothing was changed`,
      { rule: errorRules.bulkMatchChanged, params: { expected: then, actual: ids.length, stamp } },
      otherCount ? 'expectedTotal' : 'expectedStamp',
    );
  }
  return { ids, rows };
}
