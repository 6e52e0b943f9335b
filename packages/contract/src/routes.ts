import { authRoutes } from './auth';
import type { RouteDef } from './route';

/** The API prefix; both sides accept another one by configuration. */
export const API_PREFIX = '/api/admin';

/**
 * Every endpoint of the admin API, one table. Each resource module exports its own `xRoutes`
 * object and is listed here.
 */
export const routeGroups = {
  auth: authRoutes,
} as const;

export const allRoutes: readonly RouteDef[] = Object.values(routeGroups).flatMap(
  (group) => Object.values(group) as RouteDef[],
);
