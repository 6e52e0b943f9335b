import type { Location } from 'react-router';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';

/**
 * What the guard hands to /login: where the admin was going, and who was signed in then (no one
 * on a visit without a session). Kept out of `paths.ts`: only the routed console reads it, so the
 * bare sign-in screen of a first visit carries none of it.
 */
export interface LoginOrigin {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
  adminId?: number;
}

/**
 * Where `adminId` goes once signed in on /login with the guard's `state`: the origin when it is a
 * console path, else the dashboard. An origin recorded while another admin was signed in is theirs
 * (their page, their filters): the next admin at this browser starts on the dashboard.
 */
export function returnPathAfterSignIn(state: unknown, adminId: number | undefined): string {
  const origin = state as Partial<LoginOrigin> | null;
  if (typeof origin?.adminId === 'number' && origin.adminId !== adminId) return DASHBOARD_PATH;
  const from = origin?.from;
  if (!from || typeof from.pathname !== 'string') return DASHBOARD_PATH;
  // Only same-origin absolute paths; `//host` would leave the console.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return DASHBOARD_PATH;
  if (from.pathname === LOGIN_PATH) return DASHBOARD_PATH;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
