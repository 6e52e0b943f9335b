import {
  type AdminUser,
  type AuditAction,
  adminUserRoutes,
  errorRules,
  isWeakForOwner,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../audit/audit';
import { byActor, recordSecurityEvent } from '../../audit/security-events';
import { hashPassword } from '../../auth/passwords';
import { revokeAdminSessions } from '../../auth/sessions';
import type { Database } from '../../db';
import { type AdminUserRow, adminUsers } from '../../db/schema';
import {
  assertVersion,
  recordNotFound,
  ruleConflict,
  weakPasswordForOwner,
} from '../../http/errors';
import { type ListOrder, listPage } from '../../http/list';
import { type RouteContext, registerRoute, success } from '../../http/register-route';
import { updateAudited } from '../versioned';
import {
  adminUserResource,
  adminUserWhere,
  assertMayGrant,
  assertMayManage,
  assertNotLastSuperUser,
  assertUsernameFree,
  lockAdminUser,
  toAdminUser,
} from './service';

const RESOURCE = adminUserResource.resource;

const adminUserOrder: ListOrder = {
  sortable: {
    name: adminUsers.name,
    username: adminUsers.username,
    createdAt: adminUsers.createdAt,
    updatedAt: adminUsers.updatedAt,
    lastLoginAt: adminUsers.lastLoginAt,
  },
  defaultSort: { field: 'createdAt', direction: 'asc' },
};

/** Updates one locked admin row and audits it (`updateAudited`); answers the record. */
const saveChange = (
  ctx: RouteContext,
  tx: Database,
  before: AdminUserRow,
  values: Partial<typeof adminUsers.$inferInsert>,
  action: AuditAction,
  reason?: string,
): Promise<AdminUser> =>
  updateAudited(tx, ctx, adminUserResource, before, values, { action, reason: reason ?? null });

export function registerAdminUserRoutes(app: FastifyInstance): void {
  registerRoute(app, adminUserRoutes.list, ({ db, query }) =>
    listPage(db, adminUsers, adminUserWhere(query), query, adminUserOrder, toAdminUser),
  );

  registerRoute(app, adminUserRoutes.get, async ({ db, params }) => {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, params.id));
    if (!row) throw recordNotFound('adminUsers', 'Admin user');
    return toAdminUser(row);
  });

  registerRoute(app, adminUserRoutes.create, async (ctx) => {
    const { body } = ctx;
    assertMayGrant(ctx.actor, null, body);
    const passwordHash = await hashPassword(body.password);
    const created = await ctx.db.transaction(async (tx) => {
      await assertUsernameFree(tx, body.username);
      const [row] = await tx
        .insert(adminUsers)
        .values({
          name: body.name,
          username: body.username,
          passwordHash,
          isSuperUser: body.isSuperUser,
          permissions: body.permissions,
          isActive: body.isActive,
        })
        .returning();
      if (!row) throw new Error('Admin user insert returned no row');
      const record = toAdminUser(row);
      await audit(tx, ctx, {
        action: 'create',
        resource: RESOURCE,
        recordId: row.id,
        after: record,
      });
      return record;
    });
    return success(created, 'Admin user created', 201);
  });

  registerRoute(app, adminUserRoutes.update, async (ctx) => {
    const { body, params } = ctx;
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockAdminUser(tx, params.id);
      assertVersion(before.version, body.version);
      assertMayManage(ctx.actor, before);
      assertMayGrant(ctx.actor, before, body);
      if (body.isSuperUser === false) await assertNotLastSuperUser(tx, before, 'isSuperUser');
      if (body.username !== undefined) await assertUsernameFree(tx, body.username, before.id);
      return saveChange(
        ctx,
        tx,
        before,
        {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.username !== undefined ? { username: body.username } : {}),
          ...(body.isSuperUser !== undefined ? { isSuperUser: body.isSuperUser } : {}),
          ...(body.permissions !== undefined ? { permissions: body.permissions } : {}),
        },
        'update',
      );
    });
    return success(updated, 'Admin user updated');
  });

  registerRoute(app, adminUserRoutes.deactivate, async (ctx) => {
    const { params, body } = ctx;
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockAdminUser(tx, params.id);
      if (before.id === ctx.actor.id) {
        throw ruleConflict('You cannot deactivate your own account', {
          rule: errorRules.deactivateSelf,
        });
      }
      assertMayManage(ctx.actor, before);
      if (!before.isActive) return toAdminUser(before);
      await assertNotLastSuperUser(tx, before);
      const record = await saveChange(
        ctx,
        tx,
        before,
        { isActive: false },
        'deactivate',
        body.reason,
      );
      const revokedSessions = await revokeAdminSessions(tx, before.id, 'deactivated');
      await recordSecurityEvent(tx, {
        type: 'sessions.revoked',
        adminUserId: before.id,
        username: before.username,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: {
          ...byActor(ctx.actor),
          cause: 'deactivated',
          reason: body.reason ?? null,
          revokedSessions,
        },
      });
      return record;
    });
    return success(updated, 'Admin user deactivated');
  });

  registerRoute(app, adminUserRoutes.activate, async (ctx) => {
    const { params, body } = ctx;
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockAdminUser(tx, params.id);
      assertMayManage(ctx.actor, before);
      if (before.isActive) return toAdminUser(before);
      return saveChange(ctx, tx, before, { isActive: true }, 'activate', body.reason);
    });
    return success(updated, 'Admin user activated');
  });

  registerRoute(app, adminUserRoutes.resetPassword, async (ctx) => {
    const { params, body } = ctx;
    if (params.id === ctx.actor.id) {
      throw ruleConflict('Use change password to change your own password', {
        rule: errorRules.resetOwnPassword,
      });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockAdminUser(tx, params.id);
      assertMayManage(ctx.actor, before);
      if (isWeakForOwner(body.newPassword, before)) throw weakPasswordForOwner('newPassword');
      const record = await saveChange(
        ctx,
        tx,
        before,
        { passwordHash, passwordChangedAt: new Date() },
        'resetPassword',
        body.reason,
      );
      const revokedSessions = await revokeAdminSessions(tx, before.id, 'passwordReset');
      await recordSecurityEvent(tx, {
        type: 'password.reset',
        adminUserId: before.id,
        username: before.username,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { ...byActor(ctx.actor), reason: body.reason ?? null, revokedSessions },
      });
      return record;
    });
    return success(updated, 'Password reset');
  });

  registerRoute(app, adminUserRoutes.revokeSessions, async (ctx) => {
    const { params, body } = ctx;
    const revokedSessions = await ctx.db.transaction(async (tx) => {
      const target = await lockAdminUser(tx, params.id);
      assertMayManage(ctx.actor, target);
      const count = await revokeAdminSessions(
        tx,
        target.id,
        'revokedByAdmin',
        target.id === ctx.actor.id ? ctx.sessionId : null,
      );
      await audit(tx, ctx, {
        action: 'revokeSessions',
        resource: RESOURCE,
        recordId: target.id,
        after: { revokedSessions: count },
        reason: body.reason ?? null,
      });
      await recordSecurityEvent(tx, {
        type: 'sessions.revoked',
        adminUserId: target.id,
        username: target.username,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { ...byActor(ctx.actor), reason: body.reason ?? null, revokedSessions: count },
      });
      return count;
    });
    return success({ revokedSessions }, 'Sessions revoked');
  });
}
