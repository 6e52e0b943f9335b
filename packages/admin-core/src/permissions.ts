import type { Permission, RouteAccess, SessionUser } from '@console/contract';

/** The part of a user the checks read; a full `SessionUser` fits. */
export type PermissionSubject = Pick<SessionUser, 'isSuperUser' | 'permissions'>;

type MaybeSubject = PermissionSubject | null | undefined;

/** Has-one. A super user has every permission; nobody signed in has none. */
export function hasPermission(user: MaybeSubject, permission: Permission): boolean {
  if (!user) return false;
  return user.isSuperUser || user.permissions.includes(permission);
}

/** Has-any. An empty list is satisfied by no one but a super user. */
export function hasAnyPermission(user: MaybeSubject, permissions: readonly Permission[]): boolean {
  if (!user) return false;
  return user.isSuperUser || permissions.some((permission) => hasPermission(user, permission));
}

/** Has-all. An empty list is satisfied by anyone signed in. */
export function hasAllPermissions(user: MaybeSubject, permissions: readonly Permission[]): boolean {
  if (!user) return false;
  return user.isSuperUser || permissions.every((permission) => hasPermission(user, permission));
}

/** The menu rule: an item shows when it lists no permission or the user has any of them. */
export function canSeeMenuItem(
  user: MaybeSubject,
  permissions: readonly Permission[] | undefined,
): boolean {
  if (!user) return false;
  return !permissions || permissions.length === 0 || hasAnyPermission(user, permissions);
}

/** The route rule: a protected route requires every listed permission. */
export function canAccessRoute(
  user: MaybeSubject,
  permissions: readonly Permission[] | undefined,
): boolean {
  if (!user) return false;
  return !permissions || hasAllPermissions(user, permissions);
}

/** The contract's access levels: public, any signed-in admin, super user only, or permissions. */
export function satisfiesAccess(user: MaybeSubject, access: RouteAccess): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'authenticated') return true;
  if (access === 'superUser') return user.isSuperUser;
  return hasAllPermissions(user, access);
}
