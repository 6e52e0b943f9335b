import { type Profile, settingsRoutes } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../audit/audit';
import { knownPermissions } from '../../auth/session-user';
import { type AdminUserRow, adminUsers } from '../../db/schema';
import { assertVersion } from '../../http/errors';
import { registerRoute, success } from '../../http/register-route';
import { assertUsernameFree, lockAdminUser } from '../admin-users/service';
import { changedValues, definedOnly } from '../versioned';

const toProfile = (row: Omit<AdminUserRow, 'passwordHash'>): Profile => ({
  id: row.id,
  name: row.name,
  username: row.username,
  isSuperUser: row.isSuperUser,
  permissions: knownPermissions(row.permissions),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export function registerSettingsRoutes(app: FastifyInstance): void {
  registerRoute(app, settingsRoutes.getProfile, async (ctx) => toProfile(ctx.actor));

  registerRoute(app, settingsRoutes.updateProfile, async (ctx) => {
    const { version, ...changes } = ctx.body;
    const updated = await ctx.db.transaction(async (tx) => {
      const before = await lockAdminUser(tx, ctx.actor.id);
      assertVersion(before.version, version);
      if (changes.username !== undefined) {
        await assertUsernameFree(tx, changes.username, before.id);
      }
      const changed = changedValues(before, definedOnly(changes));
      if (Object.keys(changed).length === 0) return toProfile(before);
      const [row] = await tx
        .update(adminUsers)
        .set({
          ...changed,
          updatedAt: sql`now()`,
          version: sql`${adminUsers.version} + 1`,
        })
        .where(eq(adminUsers.id, before.id))
        .returning();
      if (!row) throw new Error(`Admin user ${before.id} vanished inside its transaction`);
      await audit(tx, ctx, {
        action: 'updateProfile',
        resource: 'adminUsers',
        recordId: row.id,
        before: { name: before.name, username: before.username },
        after: { name: row.name, username: row.username },
      });
      return toProfile(row);
    });
    return success(updated, 'Profile updated');
  });
}
