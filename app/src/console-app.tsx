import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoadingScreen } from './loading-screen';
import { LOGIN_PATH } from './routes/paths';
import { RequireAuth } from './routes/require-auth';
import { ShellStateProvider } from './shell/shell-state';

// Separate chunks: the shell, its pages, the data table and the charts load only behind the guard,
// and the toaster loads next to whichever page is shown without holding up its first paint.
const RoutedLoginPage = lazy(() => import('./features/auth/routed-login'));
const ConsoleShell = lazy(() => import('./shell/console-shell'));
const ToasterHost = lazy(() => import('./shell/toaster-host'));

/**
 * The routed console: every path, /login included once the router runs (after a logout or a
 * guard redirect). Loaded as its own chunk, so a first visit to /login paints without it.
 */
export default function ConsoleApp() {
  return (
    <ShellStateProvider>
      <BrowserRouter>
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
      </BrowserRouter>
    </ShellStateProvider>
  );
}
