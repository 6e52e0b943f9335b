import { isPermission, type Permission, type SessionUser } from '@console/contract';
import type { AdminUserRow } from '../db/schema';

/** Stored permissions that the contract still knows (a removed permission is simply dropped). */
export const knownPermissions = (permissions: readonly string[]): Permission[] =>
  permissions.filter(isPermission);

export const toSessionUser = (
  admin: Pick<AdminUserRow, 'id' | 'name' | 'username' | 'isSuperUser' | 'permissions'>,
): SessionUser => ({
  id: admin.id,
  name: admin.name,
  username: admin.username,
  isSuperUser: admin.isSuperUser,
  permissions: knownPermissions(admin.permissions),
});
