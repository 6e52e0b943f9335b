import type { AdminCore } from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
import { lazy, Suspense, useState } from 'react';
import { LoadingScreen } from './loading-screen';
import { loadConsoleWhenReady, preloadConsole, preloadShell } from './preload';
import { DASHBOARD_PATH, LOGIN_PATH } from './routes/paths';

const LoginPage = lazy(() => import('./features/auth/login.page'));
const ConsoleApp = lazy(loadConsoleWhenReady);

/**
 * A first visit to /login without a session shows the bare sign-in screen: no router, no shell,
 * no query cache, no zod (the JavaScript budget of `scripts/size-budget.mjs`), and signing in goes
 * to the dashboard. Signing in (or any other first path) loads the routed console, which then also
 * serves /login itself; so does a reload of /login that the guard sent there (its origin in the
 * router's history state, `usr`): who may return to it is the routed login's question.
 */
export function App({ core }: { core: AdminCore }) {
  const [bareLogin, setBareLogin] = useState(
    () =>
      window.location.pathname === LOGIN_PATH &&
      !core.auth.getSnapshot().isAuthenticated &&
      !(window.history.state as { usr?: unknown } | null)?.usr,
  );

  const enterConsole = () => {
    preloadConsole(DASHBOARD_PATH, core);
    window.history.replaceState(null, '', DASHBOARD_PATH);
    setBareLogin(false);
  };

  return (
    <AdminCoreProvider core={core}>
      <Suspense fallback={<LoadingScreen />}>
        {bareLogin ? (
          <LoginPage onSignedIn={enterConsole} onSigningIn={preloadShell} />
        ) : (
          <ConsoleApp />
        )}
      </Suspense>
    </AdminCoreProvider>
  );
}
