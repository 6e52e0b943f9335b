import { adminUserRoutes } from './admin-users';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import type { RouteDef } from './route';
import { securityRoutes } from './security';
import { settingsRoutes } from './settings';

/** The API prefix; both sides accept another one by configuration. */
export const API_PREFIX = '/api/admin';

/**
 * Every endpoint of the admin API, one table. Each resource module exports its own `xRoutes`
 * object and is listed here.
 */
export const routeGroups = {
  auth: authRoutes,
  adminUsers: adminUserRoutes,
  settings: settingsRoutes,
  audit: auditRoutes,
  security: securityRoutes,
} as const;

export const allRoutes: readonly RouteDef[] = Object.values(routeGroups).flatMap(
  (group) => Object.values(group) as RouteDef[],
);
