import type { FastifyInstance } from 'fastify';
import { installResponseCaches } from '../operations/response-cache';
import { registerOperationsRoutes } from '../operations/routes';
import { registerAdminUserRoutes } from './admin-users/routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAuditLogRoutes } from './audit-logs/routes';
import { registerChallengeRoutes } from './challenges/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerFaqRoutes } from './faq/routes';
import { registerGoalRoutes } from './goals/routes';
import { registerLevelRoutes } from './levels/routes';
import { registerSecurityEventRoutes } from './security-events/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerTelegramUserRoutes } from './telegram-users/routes';
import { registerAppUserRoutes } from './users/routes';

/**
 * Registers every resource's routes. One line per resource; each resource folder exports a
 * `register…Routes(app)` that calls `registerRoute` for each of its contract routes.
 */
export function registerResources(app: FastifyInstance): void {
  // Before the routes: the caches attach their hooks to the cached routes as they are registered.
  const caches = installResponseCaches(app);
  registerAdminUserRoutes(app);
  registerSettingsRoutes(app);
  registerAuditLogRoutes(app);
  registerSecurityEventRoutes(app);
  registerDashboardRoutes(app);
  registerAnalyticsRoutes(app);
  registerGoalRoutes(app);
  registerLevelRoutes(app);
  registerChallengeRoutes(app);
  registerFaqRoutes(app);
  registerAppUserRoutes(app);
  registerTelegramUserRoutes(app);
  registerOperationsRoutes(app, caches);
}
