import { useAdminCore, useAuth } from '@console/admin-core/react';
import { AppLayout, PageSpinner, Sidebar } from '@console/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isPaletteShortcut } from '../features/command-palette/shortcut';
import { forgetListSearches } from '../features/resource/list-return';
import { setTitleHeading } from '../i18n/document-title';
import { preloadable } from '../preloadable';
import { navigationFor, titleKeyFor } from '../routes/derive';
import { LOGIN_PATH } from '../routes/paths';
import { SIGN_OUT_STATE } from '../routes/sign-out';
import { ConsoleBreadcrumbs } from './console-breadcrumbs';
import { ConsoleHeader } from './console-header';
import { ConsoleRoutes } from './console-routes';
import { ErrorBoundary } from './error-boundary';
import { navIcons } from './nav-icons';
import { consoleQueryClient, dataFigureQueryKeys } from './query-client';
import { renderRouterLink } from './router-link';
import { useShellState } from './shell-state';
import { useRouteFocus } from './use-route-focus';

// Loads beside the page; the palette itself loads when first opened.
const CommandPaletteLauncher = preloadable(() => import('../features/command-palette/launcher'));

/** Holds the palette button's place (an icon button) until the launcher has loaded. */
const launcherPlaceholder = <span aria-hidden="true" className="inline-block size-9" />;

/**
 * Everything behind the auth guard: sidebar, header, breadcrumbs and the routed pages. Loaded as
 * its own chunk, so the login page never downloads it.
 */
export default function ConsoleShell() {
  const { t } = useTranslation('shell');
  const { user, isAuthenticated, loading } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { sidebarCollapsed, setSidebarCollapsed } = useShellState();
  useRouteFocus(consoleQueryClient);

  // Ctrl/Cmd+K is heard from the shell's first paint: one pressed before the launcher's code has
  // arrived opens the palette once it has, instead of being lost.
  const [paletteOpen, setPaletteOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPaletteOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Signing out unmounts the shell: no data of one admin survives into the next session, nor the
  // searches and filters their lists were left with.
  useEffect(
    () => () => {
      consoleQueryClient.clear();
      forgetListSearches();
    },
    [],
  );

  // The session may hold the rights of its sign-in (a reload, a new tab): another admin may have
  // granted some since, which no 403 would ever correct. Read them once the shell shows it.
  const core = useAdminCore();
  useEffect(() => {
    if (isAuthenticated) core.rereadUser();
  }, [core, isAuthenticated]);

  // The dashboard's and analytics' figures count the data: a write the server accepted makes them
  // stale at once, so they are read again when next shown, not when their 5 minutes run out.
  useEffect(
    () =>
      core.client.subscribeWrites(() => {
        for (const queryKey of dataFigureQueryKeys) {
          void consoleQueryClient.invalidateQueries({ queryKey });
        }
      }),
    [core],
  );

  // "<page heading> · <brand>" for every page, from the route table.
  const titleKey = titleKeyFor(pathname, user);
  useEffect(() => setTitleHeading(titleKey), [titleKey]);
  useEffect(() => () => setTitleHeading(undefined), []);

  // Leaves for /login first, which then ends the session: a form with unsaved changes asks before
  // anything is lost, and "Stay" keeps the admin signed in (see routes/sign-out.ts).
  const signOut = () => {
    void navigate(LOGIN_PATH, { replace: true, state: SIGN_OUT_STATE });
  };

  const sidebarItems = navigationFor(user).map((link) => ({
    href: link.href,
    title: t(`nav.${link.title}`),
    icon: createElement(navIcons[link.title]),
    ...(link.badge ? { badge: t(`badges.${link.badge}`) } : {}),
  }));

  return (
    <QueryClientProvider client={consoleQueryClient}>
      <AppLayout
        isAuthenticated={isAuthenticated}
        loading={loading}
        labels={{
          loading: t('layout.loading'),
          skipToContent: t('layout.skipToContent'),
          skipToNavigation: t('layout.skipToNavigation'),
        }}
        sidebarCollapsed={sidebarCollapsed}
        onSidebarCollapsedChange={setSidebarCollapsed}
        sidebar={
          <Sidebar
            items={sidebarItems}
            currentPath={pathname}
            isAuthenticated={isAuthenticated}
            user={user}
            onLogout={signOut}
            brand={t('common:brand')}
            labels={{
              navigation: t('sidebar.navigation'),
              collapse: t('sidebar.collapse'),
              expand: t('sidebar.expand'),
              logout: t('sidebar.logout'),
              superAdmin: t('sidebar.superAdmin'),
            }}
            renderLink={renderRouterLink}
          />
        }
        header={
          <ConsoleHeader
            onLogout={signOut}
            commandPalette={
              <Suspense fallback={launcherPlaceholder}>
                <CommandPaletteLauncher
                  open={paletteOpen}
                  onOpenChange={setPaletteOpen}
                  onSignOut={signOut}
                />
              </Suspense>
            }
          />
        }
        breadcrumbs={<ConsoleBreadcrumbs />}
      >
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner label={t('layout.pageLoading')} />}>
            <ConsoleRoutes />
          </Suspense>
        </ErrorBoundary>
      </AppLayout>
    </QueryClientProvider>
  );
}
