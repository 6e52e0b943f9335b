import { canSeeMenuItem, type PermissionSubject, satisfiesAccess } from '@console/admin-core';
import { matchRoutes } from 'react-router';
import { DASHBOARD_PATH } from './paths';
import {
  type BadgeKey,
  type ConsoleRoute,
  type CrumbKey,
  consoleRoutes,
  type NavKey,
} from './table';

type Subject = PermissionSubject | null | undefined;

/** The route guard: a route's access rule (every listed permission, super user, or signed in). */
export function canOpenRoute(user: Subject, route: ConsoleRoute): boolean {
  return satisfiesAccess(user, route.access);
}

export interface NavigationLink {
  href: string;
  title: NavKey;
  badge?: BadgeKey;
}

/** The sidebar: the table's nav routes in order, each shown when the admin holds ANY of its permissions. */
export function navigationFor(user: Subject, routes = consoleRoutes): NavigationLink[] {
  return routes.flatMap(({ path, nav }) => {
    if (!nav || !canSeeMenuItem(user, nav.anyOf)) return [];
    return [{ href: path, title: nav.title, ...(nav.badge ? { badge: nav.badge } : {}) }];
  });
}

export interface Crumb {
  /** A key of `shell:breadcrumbs`. */
  key: CrumbKey | 'dashboard';
  href: string;
}

/** The table's route the router renders at a path (ranked the way the router ranks paths), or null. */
export function routeForPath(pathname: string, routes = consoleRoutes): ConsoleRoute | null {
  const patterns = routes.map((route) => ({ path: route.path, handle: route }));
  const matches = matchRoutes(patterns, pathname);
  return (matches?.at(-1)?.route.handle as ConsoleRoute | undefined) ?? null;
}

/** The route whose breadcrumb a path shows, ranked the way the router ranks paths. */
function crumbRouteFor(pathname: string, routes: readonly ConsoleRoute[]): ConsoleRoute | null {
  const patterns = routes.flatMap((route) =>
    route.crumb
      ? [route.path, ...(route.crumbAlso ?? [])].map((path) => ({ path, handle: route }))
      : [],
  );
  const matches = matchRoutes(patterns, pathname);
  return (matches?.at(-1)?.route.handle as ConsoleRoute | undefined) ?? null;
}

/**
 * The breadcrumb trail: Dashboard, then the matched route's crumb when the admin may open that
 * route. Unknown paths give the Dashboard crumb only; a trail of one crumb is not shown.
 */
export function breadcrumbTrail(pathname: string, user: Subject, routes = consoleRoutes): Crumb[] {
  const trail: Crumb[] = [{ key: 'dashboard', href: DASHBOARD_PATH }];
  const route = crumbRouteFor(pathname, routes);
  if (route?.crumb && canOpenRoute(user, route)) trail.push({ key: route.crumb, href: pathname });
  return trail;
}

/**
 * The i18n key (with its namespace) of the heading a path shows, for the document title: the
 * route's own title, else its sidebar title, else its crumb; Access Denied for a route the admin
 * may not open, Page not found for no route.
 */
export function titleKeyFor(pathname: string, user: Subject, routes = consoleRoutes): string {
  const route = routeForPath(pathname, routes);
  if (!route) return 'shell:notFound.title';
  if (!canOpenRoute(user, route)) return 'shell:accessDenied.title';
  if (route.title) return route.title;
  if (route.nav) return `shell:nav.${route.nav.title}`;
  return route.crumb ? `shell:breadcrumbs.${route.crumb}` : 'common:brand';
}
