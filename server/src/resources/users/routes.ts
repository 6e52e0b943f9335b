import {
  type AppUser,
  type AppUserStatusAction,
  appUserRoutes,
  type BulkItemResult,
  errorRules,
} from '@console/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../audit/audit';
import type { Database } from '../../db';
import { type AppUserRow, appUsers } from '../../db/schema';
import { recordNotFoundRule, ruleConflict, usernameTaken } from '../../http/errors';
import { type ListOrder, listPage } from '../../http/list';
import { registerRoute, success } from '../../http/register-route';
import { definedOnly, findRecord, updateVersioned } from '../versioned';
import { bulkMatch, lockBulkTargets } from './bulk-targets';
import {
  APP_USERS_RESOURCE,
  appUserResource,
  appUserStats,
  appUserWhere,
  planTransition,
  refusalRule,
  statusHistory,
  toAppUser,
} from './service';

const appUserOrder: ListOrder = {
  sortable: {
    username: appUsers.username,
    email: appUsers.email,
    status: appUsers.status,
    role: appUsers.role,
    createdAt: appUsers.createdAt,
    lastLogin: appUsers.lastLogin,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

const doneMessage: Record<AppUserStatusAction, string> = {
  ban: 'User banned',
  unban: 'User unbanned',
  activate: 'User activated',
  deactivate: 'User deactivated',
};

/** 409 with a field detail when another user has the username or email (any letter case). */
async function assertIdentityFree(
  tx: Database,
  userId: number,
  changes: { username?: string | undefined; email?: string | undefined },
): Promise<void> {
  for (const field of ['username', 'email'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    const [taken] = await tx
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(and(eq(sql`lower(${appUsers[field]})`, value.toLowerCase()), ne(appUsers.id, userId)))
      .limit(1);
    if (taken) {
      if (field === 'username') throw usernameTaken();
      throw ruleConflict('Email is already in use', { rule: errorRules.emailTaken }, field);
    }
  }
}

export function registerAppUserRoutes(app: FastifyInstance): void {
  registerRoute(app, appUserRoutes.list, ({ db, query }) =>
    listPage(db, appUsers, appUserWhere(query), query, appUserOrder, toAppUser),
  );

  registerRoute(app, appUserRoutes.stats, async ({ db }) => appUserStats(db, new Date()));

  registerRoute(app, appUserRoutes.bulkMatch, ({ db, query }) => bulkMatch(db, query));

  registerRoute(app, appUserRoutes.get, async ({ db, params }) => {
    const user = await findRecord(db, appUserResource, params.id);
    return { ...user, statusHistory: await statusHistory(db, params.id) };
  });

  registerRoute(app, appUserRoutes.update, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await updateVersioned(
      ctx.db,
      ctx,
      appUserResource,
      { id: ctx.params.id, version },
      async (tx, before) => {
        await assertIdentityFree(tx, before.id, changes);
        return definedOnly(changes);
      },
    );
    return success(updated, 'User updated');
  });

  for (const action of ['ban', 'unban', 'activate', 'deactivate'] as const) {
    registerRoute(app, appUserRoutes[action], async (ctx) => {
      const { version, reason } = ctx.body;
      const updated = await updateVersioned(
        ctx.db,
        ctx,
        appUserResource,
        { id: ctx.params.id, version },
        (_tx, before) => {
          const plan = planTransition(action, before.status);
          if (plan.kind !== 'apply') throw ruleConflict(plan.message, refusalRule(plan));
          return { status: plan.to };
        },
        { action, reason: reason ?? null },
      );
      return success(updated, doneMessage[action]);
    });
  }

  registerRoute(app, appUserRoutes.bulk, async (ctx) => {
    const { action, reason } = ctx.body;
    const results = await ctx.db.transaction(async (tx) => {
      const { ids, rows } = await lockBulkTargets(tx, ctx.body);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const outcomes: BulkItemResult[] = [];
      const toChange: AppUserRow[] = [];
      let target: AppUser['status'] | undefined;
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          outcomes.push({
            id,
            outcome: 'failed',
            message: 'User not found',
            ...recordNotFoundRule(APP_USERS_RESOURCE),
          });
          continue;
        }
        const { username, fullName } = toAppUser(row);
        const user = { username, fullName };
        const plan = planTransition(action, row.status);
        if (plan.kind === 'apply') {
          target = plan.to;
          toChange.push(row);
          outcomes.push({ id, user, outcome: 'done' });
        } else {
          outcomes.push({
            id,
            user,
            outcome: plan.kind === 'skip' ? 'skipped' : 'failed',
            message: plan.message,
            ...refusalRule(plan),
          });
        }
      }
      if (target !== undefined && toChange.length > 0) {
        const changed = await tx
          .update(appUsers)
          .set({ status: target, version: sql`${appUsers.version} + 1`, updatedAt: sql`now()` })
          .where(
            inArray(
              appUsers.id,
              toChange.map((row) => row.id),
            ),
          )
          .returning();
        const afterById = new Map(changed.map((row) => [row.id, row]));
        for (const before of toChange) {
          const after = afterById.get(before.id);
          await audit(tx, ctx, {
            action,
            resource: APP_USERS_RESOURCE,
            recordId: before.id,
            before: toAppUser(before),
            after: after ? toAppUser(after) : null,
            reason: reason ?? null,
          });
        }
      }
      return outcomes;
    });
    const count = (outcome: BulkItemResult['outcome']) =>
      results.filter((result) => result.outcome === outcome).length;
    const done = count('done');
    return success(
      { action, done, skipped: count('skipped'), failed: count('failed'), results },
      `${done} of ${results.length} users changed`,
    );
  });
}
