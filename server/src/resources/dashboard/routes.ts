import { dashboardRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { dashboardStats, recentActivity } from './service';

export function registerDashboardRoutes(app: FastifyInstance): void {
  registerRoute(app, dashboardRoutes.stats, async ({ db }) => dashboardStats(db, new Date()));
  registerRoute(app, dashboardRoutes.recentActivity, async ({ db }) => recentActivity(db));
}
