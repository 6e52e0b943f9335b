import type { AdminCore } from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
import { PageSpinner } from '@console/ui';
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LOGIN_PATH } from './routes/paths';
import { RequireAuth } from './routes/require-auth';
import { ShellStateProvider } from './shell/shell-state';

// Separate chunks: /login never loads the shell, its pages, the data table or the charts, and the
// toaster loads next to whichever page is shown without holding up its first paint.
const LoginPage = lazy(() => import('./features/auth/login.page'));
const ConsoleShell = lazy(() => import('./shell/console-shell'));
const ToasterHost = lazy(() => import('./shell/toaster-host'));

/**
 * Shown while a route's first chunk loads. It cannot wait for translations itself (a fallback must
 * not suspend), so before `common` arrives the spinner keeps its built-in label.
 */
function LoadingScreen() {
  const label = i18next.hasLoadedNamespace('common')
    ? i18next.t('common:states.loading')
    : undefined;
  return <PageSpinner size="screen" label={label} />;
}

export function App({ core }: { core: AdminCore }) {
  return (
    <AdminCoreProvider core={core}>
      <ShellStateProvider>
        <BrowserRouter>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route path={LOGIN_PATH} element={<LoginPage />} />
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
    </AdminCoreProvider>
  );
}
