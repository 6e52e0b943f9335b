import { useAuth } from '@console/admin-core/react';
import { type ReactNode, useEffect, useRef } from 'react';
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
  const { isAuthenticated, loading, user } = useAuth();
  const location = useLocation();
  // The user is gone by the render that redirects: the last one seen is whose session it was.
  const lastAdminId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (user) lastAdminId.current = user.id;
  }, [user]);
  if (!loading && !isAuthenticated) {
    const origin: LoginOrigin = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(lastAdminId.current === undefined ? {} : { adminId: lastAdminId.current }),
    };
    return <Navigate to={LOGIN_PATH} replace state={origin} />;
  }
  return children;
}
