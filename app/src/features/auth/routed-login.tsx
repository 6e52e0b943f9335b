import { useAdminCore, useAuth } from '@console/admin-core/react';
import { sessionEndReasons } from '@console/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../loading-screen';
import { returnPathAfterSignIn } from '../../routes/login-origin';
import { LOGIN_PATH } from '../../routes/paths';
import { isSignOut } from '../../routes/sign-out';
import LoginPage from './login.page';

let pendingLogout: Promise<void> | null = null;

/** The text of a reason the server named; one this console does not know says only that it ended. */
const sessionEndedKey = (reason: string) =>
  (sessionEndReasons as readonly string[]).includes(reason)
    ? `sessionEnded.${reason}`
    : 'sessionEnded.other';

/** One server logout at a time, however often the effect runs (StrictMode runs it twice). */
function logoutOnce(logout: () => Promise<void>): Promise<void> {
  pendingLogout ??= logout().finally(() => {
    pendingLogout = null;
  });
  return pendingLogout;
}

/**
 * /login once the router runs (after a logout or a guard redirect, or a reload of /login after
 * one): the origin is the guard's state, for the admin it names (`returnPathAfterSignIn`). A
 * sign-out from the shell arrives here with the sign-out state, once the unsaved-changes guard
 * has let it through: the session ends, then the state is dropped from the history entry
 * (so a later sign-in in another tab does not sign this one out again). When the server ended the
 * session (another admin deactivated the account, say), the page says why above the form.
 */
export default function RoutedLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { logout, endReason } = useAuth();
  const { auth } = useAdminCore();
  const { t } = useTranslation('shell');
  const signingOut = isSignOut(location.state);

  useEffect(() => {
    if (!signingOut) return;
    let current = true;
    void logoutOnce(logout).then(() => {
      if (current) void navigate(LOGIN_PATH, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [signingOut, logout, navigate]);

  if (signingOut) return <LoadingScreen />;
  return (
    <LoginPage
      onSignedIn={() =>
        navigate(returnPathAfterSignIn(location.state, auth.getSnapshot().user?.id), {
          replace: true,
        })
      }
      notice={endReason ? t(sessionEndedKey(endReason)) : null}
    />
  );
}
