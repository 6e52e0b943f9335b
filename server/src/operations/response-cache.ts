import { analyticsRoutes, dashboardRoutes } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TtlCache } from './cache';

/** How long a dashboard or analytics answer is served from memory. */
export const RESPONSE_CACHE_TTL_MS = 60_000;

/**
 * Caches the successful answers of expensive read-only routes by URL (query included), after
 * authentication and before the handler: `x-cache: HIT | MISS` tells which. The data is the same
 * for every admin allowed to call them, so one entry serves everyone.
 */
export function installResponseCaches(app: FastifyInstance): Map<string, TtlCache> {
  const caches = new Map<string, TtlCache>([
    [
      dashboardRoutes.stats.id,
      new TtlCache(dashboardRoutes.stats.id, 'Dashboard statistics', RESPONSE_CACHE_TTL_MS, 50),
    ],
    [
      analyticsRoutes.get.id,
      new TtlCache(analyticsRoutes.get.id, 'Analytics by date range', RESPONSE_CACHE_TTL_MS, 200),
    ],
  ]);
  const served = new WeakSet<FastifyRequest>();
  const cacheOf = (request: FastifyRequest) => {
    const routeId = (request.routeOptions.config as { routeId?: string } | undefined)?.routeId;
    return routeId === undefined ? undefined : caches.get(routeId);
  };

  app.addHook('preHandler', async (request, reply) => {
    const cache = cacheOf(request);
    if (!cache || request.method !== 'GET') return;
    const hit = cache.get(request.url, Date.now());
    if (hit === undefined) {
      reply.header('x-cache', 'MISS');
      return;
    }
    served.add(request);
    return reply.header('x-cache', 'HIT').type('application/json; charset=utf-8').send(hit);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const cache = cacheOf(request);
    if (cache && !served.has(request) && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.url, payload, Date.now());
    }
    return payload;
  });
  return caches;
}
