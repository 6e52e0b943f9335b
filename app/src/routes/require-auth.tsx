import { useAuth } from '@console/admin-core/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginOrigin } from './login-origin';
import { LOGIN_PATH } from './paths';

/**
 * Every route but /login: unauthenticated admins are sent to /login, replacing the history
 * entry, with the attempted location as the origin, and the admin whose session just ended (if
 * one did): only they are returned to it. While the session is being restored the shell shows
 * its loading state.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  // Whose session it was: the user is gone by the render that redirects, and a reload whose
  // restore failed never had one (admin-core keeps the stored admin's id for both).
  const { isAuthenticated, loading, lastUserId } = useAuth();
  const location = useLocation();
  if (!loading && !isAuthenticated) {
    const origin: LoginOrigin = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(lastUserId === undefined ? {} : { adminId: lastUserId }),
    };
    return <Navigate to={LOGIN_PATH} replace state={origin} />;
  }
  return children;
}
