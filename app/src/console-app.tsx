import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { loadErrorRuleTexts } from './i18n/api-error';
import { LoadingScreen } from './loading-screen';
import { preloadable } from './preloadable';
import { RouteErrorBoundary } from './route-error';
import { type BrowserHistory, createBrowserHistory } from './routes/browser-history';
import { ConsoleRouter } from './routes/console-router';
import { LOGIN_PATH } from './routes/paths';
import { RequireAuth } from './routes/require-auth';
import { ShellStateProvider } from './shell/shell-state';

// Separate chunks: the shell, its pages, the data table and the charts load only behind the guard,
// and the toaster loads next to whichever page is shown without holding up its first paint (not
// after it: the inactivity events it turns into toasts must find it listening). A toaster whose
// chunk failed shows the route's recovery like a failed page chunk: without a boundary it would
// take the whole console down, and with a silent one the session's toasts would be lost unseen.
const RoutedLoginPage = preloadable(() => import('./features/auth/routed-login'));
const ConsoleShell = preloadable(() => import('./shell/console-shell'));
const ToasterHost = preloadable(() => import('./shell/toaster-host'));

/** Loads the shell ahead of its first render, which then does not suspend (`preload.ts`). */
export const preloadConsoleShell = () => ConsoleShell.preload();

let browserHistory: BrowserHistory | null = null;

/**
 * The console's one browser history (its blocker holds every navigation of a form with unsaved
 * changes). Created on the first render rather than when the chunk loads: the bare login may
 * preload this chunk and only then put the signed-in path into the address bar. The pages are
 * routed inside the shell (`shell/console-routes.tsx`), so that they and the kit stay out of this
 * chunk, which also serves /login after a guard redirect.
 */
function consoleHistory() {
  browserHistory ??= createBrowserHistory();
  return browserHistory;
}

/**
 * Fetches the texts of the server's rules when the browser is first idle after the console has
 * mounted (a stored session's first page has painted by then): not on the way to that paint, but
 * there before an admin's first write can be refused, and kept for when the network is gone.
 */
function useErrorRuleTextsWhenIdle() {
  useEffect(() => {
    const load = () => {
      loadErrorRuleTexts().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(idle);
    }
    const timeout = setTimeout(load, 1000);
    return () => clearTimeout(timeout);
  }, []);
}

/**
 * The routed console: every path, /login included once the router runs (after a logout or a
 * guard redirect). Loaded as its own chunk, so a first visit to /login paints without it.
 */
export default function ConsoleApp() {
  useErrorRuleTextsWhenIdle();
  return (
    <ShellStateProvider>
      <ConsoleRouter history={consoleHistory()}>
        <RouteErrorBoundary>
          {/* The first chunk of a route (the login page, the shell) shows the loading screen. */}
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route path={LOGIN_PATH} element={<RoutedLoginPage />} />
              <Route
                path="*"
                element={
                  <RequireAuth>
                    <ConsoleShell />
                  </RequireAuth>
                }
              />
            </Routes>
          </Suspense>
          <Suspense fallback={null}>
            <ToasterHost />
          </Suspense>
        </RouteErrorBoundary>
      </ConsoleRouter>
    </ShellStateProvider>
  );
}
