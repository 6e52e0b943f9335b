import { analyticsRoutes, dashboardRoutes } from '@console/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { TtlCache } from './cache';

/** How long a dashboard or analytics answer is served from memory. */
export const RESPONSE_CACHE_TTL_MS = 60_000;

/**
 * Puts a hook before a route's own hooks of that kind (one function, an array or nothing), where a
 * global hook ran: on the HEAD twin of a GET route the cache's onSend still sees the whole answer
 * before Fastify's HEAD hook empties it.
 */
const withHook = <H>(existing: H | H[] | undefined, hook: H): H[] =>
  existing === undefined
    ? [hook]
    : Array.isArray(existing)
      ? [hook, ...existing]
      : [hook, existing];

/**
 * Caches the successful answers of expensive read-only routes by URL (query included), after
 * authentication and before the handler: `x-cache: HIT | MISS` tells which. The data is the same
 * for every admin allowed to call them, so one entry serves everyone. A successful write through
 * the API (any other method, sign-in and token routes aside, which are registered before) empties
 * them before its answer leaves, so an admin who creates a goal sees it counted on the dashboard
 * at once; an answer computed while a write landed is not kept.
 *
 * Call it before those routes are registered: the hooks are attached to the cached routes and the
 * writing routes only (by `onRoute`), so no other request pays for them (a global hook ran on every
 * request and read `request.routeOptions`, an object Fastify builds on each read).
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
  /** Bumped by every successful write; an answer is stored only if none landed while it ran. */
  let writes = 0;
  const writesAtLookup = new WeakMap<FastifyRequest, number>();

  const forgetOnWrite: onSendHookHandler = async (_request, reply, payload) => {
    if (reply.statusCode < 400) {
      writes++;
      for (const cache of caches.values()) cache.clear();
    }
    return payload;
  };

  app.addHook('onRoute', (routeOptions) => {
    const methods = [routeOptions.method].flat();
    if (!methods.some((method) => method === 'GET' || method === 'HEAD')) {
      routeOptions.onSend = withHook(routeOptions.onSend, forgetOnWrite);
      return;
    }
    const routeId = (routeOptions.config as { routeId?: string } | undefined)?.routeId;
    const cache = routeId === undefined ? undefined : caches.get(routeId);
    if (!cache) return;
    const lookup: preHandlerHookHandler = async (request, reply) => {
      if (request.method !== 'GET') return;
      writesAtLookup.set(request, writes);
      const hit = cache.get(request.url, Date.now());
      if (hit === undefined) {
        reply.header('x-cache', 'MISS');
        return;
      }
      served.add(request);
      return reply.header('x-cache', 'HIT').type('application/json; charset=utf-8').send(hit);
    };
    const store: onSendHookHandler = async (request, reply, payload) => {
      if (
        !served.has(request) &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        (writesAtLookup.get(request) ?? writes) === writes
      ) {
        cache.set(request.url, payload, Date.now());
      }
      return payload;
    };
    routeOptions.preHandler = withHook(routeOptions.preHandler, lookup);
    routeOptions.onSend = withHook(routeOptions.onSend, store);
  });
  return caches;
}
