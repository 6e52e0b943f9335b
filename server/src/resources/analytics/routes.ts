import { analyticsRoutes } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { analytics } from './service';

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  registerRoute(app, analyticsRoutes.get, async ({ db, query }) =>
    analytics(db, query, new Date()),
  );
}
