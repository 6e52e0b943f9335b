import type { AdminCore } from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
import { Suspense, useState } from 'react';
import { LoadingScreen } from './loading-screen';
import { loadConsoleWhenReady, preloadConsole, preloadShell } from './preload';
import { preloadable } from './preloadable';
import { RouteErrorBoundary } from './route-error';
import { DASHBOARD_PATH, LOGIN_PATH } from './routes/paths';

// Preloadable, so that Try again loads a chunk that failed (offline, replaced by a deployment) again.
const LoginPage = preloadable(() => import('./features/auth/login.page'));
const ConsoleApp = preloadable(loadConsoleWhenReady);

/**
 * A first visit to /login without a session shows the bare sign-in screen: no router, no shell,
 * no query cache, no zod (the JavaScript budget of `scripts/size-budget.mjs`), and signing in goes
 * to the dashboard. Signing in (or any other first path) loads the routed console, which then also
 * serves /login itself; so does a reload of /login that the guard sent there (its origin in the
 * router's history state, `usr`): who may return to it is the routed login's question. A chunk
 * that fails to load shows the console's recovery, whose Try again loads it again in place.
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
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          {bareLogin ? (
            <LoginPage onSignedIn={enterConsole} onSigningIn={preloadShell} />
          ) : (
            <ConsoleApp />
          )}
        </Suspense>
      </RouteErrorBoundary>
    </AdminCoreProvider>
  );
}
