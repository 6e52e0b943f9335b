import type { Location } from 'react-router';

/**
 * What the entry chunk needs of the routes, kept apart from the route table and from the router
 * itself: a first visit to /login paints without loading either.
 */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

/** What the guard hands to /login: where the admin was going. */
export interface LoginOrigin {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The path to return to after login: the origin when it is a console path, else the dashboard. */
export function returnPathFrom(state: unknown, fallback: string): string {
  const from = (state as Partial<LoginOrigin> | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  // Only same-origin absolute paths; `//host` would leave the console.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  if (from.pathname === LOGIN_PATH) return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
