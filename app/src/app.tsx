import type { AdminCore } from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
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

export function App({ core }: { core: AdminCore }) {
  return (
    <AdminCoreProvider core={core}>
      <ShellStateProvider>
        <BrowserRouter>
          <Suspense fallback={null}>
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
