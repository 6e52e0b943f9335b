/**
 * Permission strings are `<resource>:read` / `<resource>:write`. `users` covers the messaging-app
 * (Telegram) users, as in the specification's menu; the app-users screen is super-user only.
 */
export const permissionResources = [
  'goals',
  'levels',
  'challenges',
  'faq',
  'users',
  'adminUsers',
] as const;
export type PermissionResource = (typeof permissionResources)[number];
export type PermissionAction = 'read' | 'write';
export type Permission = `${PermissionResource}:${PermissionAction}`;

export const allPermissions: readonly Permission[] = permissionResources.flatMap((resource) => [
  `${resource}:read` as const,
  `${resource}:write` as const,
]);

export const isPermission = (value: string): value is Permission =>
  (allPermissions as readonly string[]).includes(value);

/**
 * What a route requires: a list of permissions (all of them), `'superUser'` for super-user-only
 * routes, `'authenticated'` for any signed-in admin, or `'public'`.
 */
export type RouteAccess = 'public' | 'authenticated' | 'superUser' | readonly Permission[];
