import { analyticsRoutes, type CacheInfo, dashboardRoutes } from '@console/contract';
import type { TFunction } from 'i18next';

/**
 * The console's own words for the server's response caches, by cache name (the id of the route a
 * cache serves): the server's description is an English label for logs, not a text to show.
 */
const DESCRIPTION_KEYS: Readonly<Record<string, string>> = {
  [dashboardRoutes.stats.id]: 'operations:caches.descriptions.dashboardStats',
  [analyticsRoutes.get.id]: 'operations:caches.descriptions.analytics',
};

/** What a server cache holds, in the active language; a cache the console does not know yet keeps the server's description. */
export function cacheDescription(
  cache: Pick<CacheInfo, 'name' | 'description'>,
  t: TFunction,
): string {
  const key = DESCRIPTION_KEYS[cache.name];
  return key === undefined ? cache.description : t(key);
}
