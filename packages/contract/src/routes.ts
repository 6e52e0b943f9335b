import { adminUserRoutes } from './admin-users';
import { analyticsRoutes } from './analytics';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { challengeRoutes } from './challenges';
import { dashboardRoutes } from './dashboard';
import { faqRoutes } from './faq';
import { goalRoutes } from './goals';
import { levelRoutes } from './levels';
import { operationsRoutes } from './operations';
import type { RouteDef } from './route';
import { securityRoutes } from './security';
import { settingsRoutes } from './settings';
import { telegramUserRoutes } from './telegram-users';
import { appUserRoutes } from './users';

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
  dashboard: dashboardRoutes,
  analytics: analyticsRoutes,
  goals: goalRoutes,
  levels: levelRoutes,
  challenges: challengeRoutes,
  faq: faqRoutes,
  users: appUserRoutes,
  telegramUsers: telegramUserRoutes,
  operations: operationsRoutes,
} as const;

export const allRoutes: readonly RouteDef[] = Object.values(routeGroups).flatMap(
  (group) => Object.values(group) as RouteDef[],
);
