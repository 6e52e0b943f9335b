import type { ApiClient, PermissionSubject } from '@console/admin-core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type PreloadableComponent, preloadable } from '../preloadable';
import { type ConsoleRoute, consoleRoutes, type PageKey } from './table';

/** What a page's `prefetch` fetches with. */
export interface PagePrefetchContext {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  /** The signed-in admin: a page fetches only what they may read. */
  readonly user: PermissionSubject | null | undefined;
}

export type PageModule = {
  default: ComponentType;
  /**
   * Starts fetching the data the page shows first into the query cache, the way the page's own
   * queries fetch it: called when the page is preloaded for a first visit, so that its data is on
   * its way beside the shell's code instead of after the page has rendered.
   */
  prefetch?: (context: PagePrefetchContext) => unknown;
};
export type PageLoader = () => Promise<PageModule>;

/** Every page module of every feature folder, each its own lazy chunk. */
const pageModules = import.meta.glob<PageModule>('../features/*/*.page.tsx');

/** The module path a route's `page` key names. */
export const pageModulePath = (page: PageKey): string => `../features/${page}.page.tsx`;

/**
 * The loader of a page's module, when its file exists. Calling it ahead of the lazy component
 * fetches the same module the component renders later (the browser loads a module once).
 */
export function pageLoader(
  page: PageKey,
  modules: Record<string, PageLoader> = pageModules,
): PageLoader | undefined {
  return modules[pageModulePath(page)];
}

/** The login page is routed outside the table (it is the one page without the shell). */
const LOGIN_PAGE_MODULE = pageModulePath('auth/login');

export type PageComponent = PreloadableComponent<object, PageModule>;

const componentsByModules = new WeakMap<Record<string, PageLoader>, Map<PageKey, PageComponent>>();

/**
 * The lazily loaded component of a page, when its file exists: one per page, so that preloading
 * it (`preload-route.ts`) lets the router render it without suspending.
 */
export function pageComponent(
  page: PageKey,
  modules: Record<string, PageLoader> = pageModules,
): PageComponent | undefined {
  const load = pageLoader(page, modules);
  if (!load) return undefined;
  let components = componentsByModules.get(modules);
  if (!components) {
    components = new Map();
    componentsByModules.set(modules, components);
  }
  let Page = components.get(page);
  if (!Page) {
    Page = preloadable(load);
    components.set(page, Page);
  }
  return Page;
}

export interface RoutedPage {
  route: ConsoleRoute;
  Page: PageComponent;
}

/**
 * The table's routes whose page file exists, each with its lazily loaded page; routes sharing a
 * page (`/` and `/dashboard`) share one component.
 */
export function routedPages(
  routes: readonly ConsoleRoute[] = consoleRoutes,
  modules: Record<string, PageLoader> = pageModules,
): RoutedPage[] {
  return routes.flatMap((route) => {
    const Page = pageComponent(route.page, modules);
    return Page ? [{ route, Page }] : [];
  });
}

/** Page files no route points at (the login page is routed outside the table). */
export function unroutedPageFiles(
  routes: readonly ConsoleRoute[] = consoleRoutes,
  modules: Record<string, PageLoader> = pageModules,
): string[] {
  const routed = new Set([...routes.map((route) => pageModulePath(route.page)), LOGIN_PAGE_MODULE]);
  return Object.keys(modules).filter((path) => !routed.has(path));
}
