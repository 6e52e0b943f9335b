import {
  type AdminUser,
  allPermissions,
  errorRules,
  type Permission,
  permissionsBeyond,
} from '@console/contract';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { knownPermissions } from '../../auth/session-user';
import type { Database } from '../../db';
import { type AdminUserRow, adminUsers } from '../../db/schema';
import { forbidden, recordNotFound, ruleConflict, usernameTaken } from '../../http/errors';
import { containsPattern } from '../../http/list';
import type { VersionedResource } from '../versioned';

export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  username: row.username,
  isSuperUser: row.isSuperUser,
  permissions: knownPermissions(row.permissions),
  isActive: row.isActive,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/**
 * An admin as the export writes them: a super user holds every permission, which the list shows
 * as "All permissions", so `permissions` names them all (in the contract's order) instead of the
 * stored list (often empty), which a super user's rights do not depend on.
 */
export const toExportedAdminUser = (row: AdminUserRow): AdminUser => {
  const admin = toAdminUser(row);
  return admin.isSuperUser ? { ...admin, permissions: [...allPermissions] } : admin;
};

export const adminUserResource: VersionedResource<typeof adminUsers, AdminUser> = {
  table: adminUsers,
  resource: 'adminUsers',
  label: 'Admin user',
  toRecord: toAdminUser,
};

/** The list's filter (also the export's): q in the name or username, and the active flag. */
export function adminUserWhere(query: {
  q?: string | undefined;
  isActive?: boolean | undefined;
}): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    pattern === null
      ? undefined
      : or(ilike(adminUsers.name, pattern), ilike(adminUsers.username, pattern)),
    query.isActive === undefined ? undefined : eq(adminUsers.isActive, query.isActive),
  );
}

export const LAST_SUPER_USER =
  'The last active super user cannot be deactivated or lose super user rights';

/** Reads one admin and locks the row for the rest of the transaction; 404 when absent. */
export async function lockAdminUser(tx: Database, id: number): Promise<AdminUserRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!row) throw recordNotFound('adminUsers', 'Admin user');
  return row;
}

/**
 * 409 when `target` is the only active super user, with a detail on `field` when a form field
 * asked for it (the update's `isSuperUser`). Locks every active super user first, so two super
 * users cannot demote each other at the same moment.
 */
export async function assertNotLastSuperUser(
  tx: Database,
  target: AdminUserRow,
  field?: 'isSuperUser',
): Promise<void> {
  if (!target.isSuperUser || !target.isActive) return;
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.isSuperUser, true),
        eq(adminUsers.isActive, true),
        ne(adminUsers.id, target.id),
      ),
    )
    .for('update');
  if (others.length === 0) {
    throw ruleConflict(LAST_SUPER_USER, { rule: errorRules.lastSuperUser }, field);
  }
}

/** 409 with a `username` detail when another admin already uses the name (any letter case). */
export async function assertUsernameFree(
  tx: Database,
  username: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(sql`lower(${adminUsers.username})`, username.toLowerCase()),
        exceptId === undefined ? undefined : ne(adminUsers.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw usernameTaken();
  }
}

type Rights = Pick<AdminUserRow, 'id' | 'isSuperUser' | 'permissions'>;

const superUsersOnly = () =>
  forbidden('Only super users can manage super users', { rule: errorRules.superUserManage });

/**
 * The escalation rules: only super users grant super user; nobody raises their own rights; a
 * non-super admin grants only permissions they hold and cannot manage super users.
 */
export function assertMayGrant(
  actor: Rights,
  target: Rights | null,
  wanted: { readonly isSuperUser?: boolean; readonly permissions?: readonly Permission[] },
): void {
  const currentPermissions = new Set(target?.permissions ?? []);
  const added = (wanted.permissions ?? []).filter((p) => !currentPermissions.has(p));
  const grantsSuperUser = wanted.isSuperUser === true && !target?.isSuperUser;

  if (target && target.id === actor.id && (grantsSuperUser || added.length > 0)) {
    throw forbidden('You cannot raise your own rights', { rule: errorRules.ownRights });
  }
  if (actor.isSuperUser) return;
  if (grantsSuperUser) {
    throw forbidden('Only super users can grant super user rights', {
      rule: errorRules.superUserGrant,
    });
  }
  if (target?.isSuperUser) throw superUsersOnly();
  const missing = added.filter((p) => !actor.permissions.includes(p));
  if (missing.length > 0) {
    const permissions = missing.join(', ');
    throw forbidden(`You cannot grant permissions you do not hold: ${permissions}`, {
      rule: errorRules.permissionsNotHeld,
      params: { permissions },
    });
  }
}

/**
 * Non-super admins may not act on super users, nor on admins holding permissions they lack
 * (change, deactivate, activate, reset the password, end the sessions): `mayManageAdmin`.
 */
export function assertMayManage(actor: Rights, target: Rights): void {
  if (actor.isSuperUser) return;
  if (target.isSuperUser) throw superUsersOnly();
  const beyond = permissionsBeyond(actor, target);
  if (beyond.length > 0) {
    const permissions = beyond.join(', ');
    throw forbidden(`This admin holds permissions you do not hold: ${permissions}`, {
      rule: errorRules.morePowerful,
      params: { permissions },
    });
  }
}
