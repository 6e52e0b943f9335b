import { useAuth } from '@console/admin-core/react';
import type { ReactNode } from 'react';
import { type Location, Navigate, useLocation } from 'react-router';
import { LOGIN_PATH } from './paths';

/** What the guard hands to /login: where the admin was going. */
export interface LoginOrigin {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Every route but /login: unauthenticated admins are sent to /login, replacing the history
 * entry, with the attempted location as the origin. While the session is being restored the
 * shell shows its loading state.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (!loading && !isAuthenticated) {
    const origin: LoginOrigin = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={LOGIN_PATH} replace state={origin} />;
  }
  return children;
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
