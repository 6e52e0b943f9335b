import { dashboardRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { dashboardStats } from './service';

export function registerDashboardRoutes(app: FastifyInstance): void {
  registerRoute(app, dashboardRoutes.stats, async ({ db }) => dashboardStats(db, new Date()));
}
