import { useAuth } from '@console/admin-core/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOGIN_PATH, type LoginOrigin } from './paths';

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
