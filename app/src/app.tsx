import type { AdminCore } from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
import { lazy, Suspense, useState } from 'react';
import { LoadingScreen } from './loading-screen';
import { loadConsoleWhenReady, preloadConsole, preloadShell } from './preload';
import { DASHBOARD_PATH, LOGIN_PATH, returnPathFrom } from './routes/paths';

const LoginPage = lazy(() => import('./features/auth/login.page'));
const ConsoleApp = lazy(loadConsoleWhenReady);

/**
 * Where a sign-in on a first visit to /login goes. After a guard redirect and a reload, the
 * origin is still in the router's history state (`usr` holds the location state).
 */
function firstVisitReturnPath(): string {
  const historyState = window.history.state as { usr?: unknown } | null;
  return returnPathFrom(historyState?.usr, DASHBOARD_PATH);
}

/**
 * A first visit to /login without a session shows the bare sign-in screen: no router, no shell,
 * no query cache, no zod (the JavaScript budget of `scripts/size-budget.mjs`). Signing in (or any
 * other first path) loads the routed console, which then also serves /login itself.
 */
export function App({ core }: { core: AdminCore }) {
  const [bareLogin, setBareLogin] = useState(
    () => window.location.pathname === LOGIN_PATH && !core.auth.getSnapshot().isAuthenticated,
  );

  const enterConsole = (path: string) => {
    preloadConsole(new URL(path, window.location.origin).pathname, core);
    window.history.replaceState(null, '', path);
    setBareLogin(false);
  };

  return (
    <AdminCoreProvider core={core}>
      <Suspense fallback={<LoadingScreen />}>
        {bareLogin ? (
          <LoginPage
            returnPath={firstVisitReturnPath()}
            onSignedIn={enterConsole}
            onSigningIn={preloadShell}
          />
        ) : (
          <ConsoleApp />
        )}
      </Suspense>
    </AdminCoreProvider>
  );
}
