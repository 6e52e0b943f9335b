import type { ApiClient, PermissionSubject } from '@console/admin-core';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type NamespaceLoaders, preloadPageNamespaces } from '../i18n/i18n';
import { consoleQueryClient } from '../shell/query-client';
import { canOpenRoute, routeForPath } from './derive';
import { type PageLoader, pageComponent } from './pages';
import { type ConsoleRoute, consoleRoutes, type PageKey } from './table';
// The shell comes with this module: loading it fetches the shell's chunks beside it, and this
// module adds no chunk split of its own to what the shell loads (the route table is the shell's).
import '../shell/console-shell';

export interface RoutePreloadOptions {
  /** The signed-in admin: a route they may not open renders Access Denied, not its page. */
  readonly user: PermissionSubject | null | undefined;
  /** The active language, whose translations the page will read. */
  readonly language: string;
  /** The session's API client, which the page's `prefetch` fetches its first data with. */
  readonly client: ApiClient;
  /** The query cache that `prefetch` fills: the console's (the shell provides it to the pages). */
  readonly queryClient?: QueryClient;
  readonly routes?: readonly ConsoleRoute[];
  readonly modules?: Record<string, PageLoader>;
  readonly namespaceLoaders?: () => Promise<NamespaceLoaders>;
  readonly loadNamespace?: (namespace: string) => unknown;
}

export interface RoutePreload {
  /** The page whose module was requested, or null (no page at the path, or not allowed). */
  readonly page: PageKey | null;
  /** The translations requested with it: the namespace named after the page's feature folder. */
  readonly namespace: string | null;
}

/**
 * Fetches what a signed-in path paints first, beside the router and the shell instead of after
 * them: the path's page module (the route the router will render there, among the routes whose
 * page exists) and its feature's translations when that namespace exists. Resolves once both
 * are there, rejects when the page's module fails to load (the page shows that failure when it
 * renders); nothing is rendered, and the page and `useTranslation` then render without suspending.
 * Once the module is there, its `prefetch` starts fetching the page's first data into the query
 * cache; that is not waited for (the page shows its loading state until the data is there).
 */
export async function preloadRoute(
  pathname: string,
  {
    user,
    language,
    client,
    queryClient = consoleQueryClient,
    routes = consoleRoutes,
    modules,
    namespaceLoaders = preloadPageNamespaces,
    loadNamespace = (namespace) => i18next.loadNamespaces(namespace),
  }: RoutePreloadOptions,
): Promise<RoutePreload> {
  const routed = routes.filter((route) => pageComponent(route.page, modules));
  const route = routeForPath(pathname, routed);
  if (!route || !canOpenRoute(user, route)) return { page: null, namespace: null };
  const feature = route.page.slice(0, route.page.indexOf('/'));
  const translations = namespaceLoaders().then(async (loaders) => {
    if (!loaders[`../locales/${language}/${feature}.json`]) return null;
    await loadNamespace(feature);
    return feature;
  });
  const page = pageComponent(route.page, modules)
    ?.preload()
    .then((module) => {
      void module.prefetch?.({ client, queryClient, user });
    });
  const [, namespace] = await Promise.all([page, translations]);
  return { page: route.page, namespace };
}
