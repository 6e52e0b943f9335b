import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type ConsoleRoute, consoleRoutes, type PageKey } from './table';

export type PageModule = { default: ComponentType };
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

export interface RoutedPage {
  route: ConsoleRoute;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The table's routes whose page file exists, each with its lazily loaded page; routes sharing a
 * page (`/` and `/dashboard`) share one lazy component.
 */
export function routedPages(
  routes: readonly ConsoleRoute[] = consoleRoutes,
  modules: Record<string, PageLoader> = pageModules,
): RoutedPage[] {
  const lazyByPage = new Map<PageKey, LazyExoticComponent<ComponentType>>();
  return routes.flatMap((route) => {
    const load = pageLoader(route.page, modules);
    if (!load) return [];
    let Page = lazyByPage.get(route.page);
    if (!Page) {
      Page = lazy(load);
      lazyByPage.set(route.page, Page);
    }
    return [{ route, Page }];
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
