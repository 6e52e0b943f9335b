import type { Permission, RouteAccess, SessionUser } from '@console/contract';
import { useMemo } from 'react';
import {
  canAccessRoute,
  canSeeMenuItem,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  satisfiesAccess,
} from '../permissions';
import { useAdminCore } from './context';
import { useStore } from './hooks';

// Apart from the other hooks: the sign-in page, which paints before the console loads, uses
// `useAuth` and none of these, so the permission rules load with the console.

export interface UsePermissionsResult {
  user: SessionUser | null;
  isSuperUser: boolean;
  hasPermission(permission: Permission): boolean;
  hasAnyPermission(permissions: readonly Permission[]): boolean;
  hasAllPermissions(permissions: readonly Permission[]): boolean;
  /** The menu rule: any listed permission (none listed: visible). */
  canSeeMenuItem(permissions?: readonly Permission[]): boolean;
  /** The route rule: every listed permission. */
  canAccessRoute(permissions?: readonly Permission[]): boolean;
  satisfiesAccess(access: RouteAccess): boolean;
}

/** The permission checks bound to the signed-in admin. */
export function usePermissions(): UsePermissionsResult {
  const { user } = useStore(useAdminCore().auth);
  return useMemo(
    () => ({
      user,
      isSuperUser: user?.isSuperUser ?? false,
      hasPermission: (permission) => hasPermission(user, permission),
      hasAnyPermission: (permissions) => hasAnyPermission(user, permissions),
      hasAllPermissions: (permissions) => hasAllPermissions(user, permissions),
      canSeeMenuItem: (permissions) => canSeeMenuItem(user, permissions),
      canAccessRoute: (permissions) => canAccessRoute(user, permissions),
      satisfiesAccess: (access) => satisfiesAccess(user, access),
    }),
    [user],
  );
}

/** Whether the admin holds this permission (a super user holds them all). */
export function useHasPermission(permission: Permission): boolean {
  return usePermissions().hasPermission(permission);
}
