import type { PermissionSubject } from '@console/admin-core';
import i18next from 'i18next';
import { preloadPageNamespaces } from './i18n/i18n';

/** Preloading is a head start only: a chunk that fails here fails again, visibly, where it renders. */
const ignoreFailure = () => undefined;

/** What the path of the last `preloadConsole` needs before it paints, loaded (or failed). */
let consoleReady: Promise<unknown> = Promise.resolve();

/** The routed console and the loaders of its pages' translations, fetched side by side. */
export function loadConsole() {
  void preloadPageNamespaces().catch(ignoreFailure);
  return import('./console-app');
}

/**
 * The routed console, once what the preloaded path paints is there as well: the console then
 * renders the shell and the page in one go, without a page spinner in between (and without
 * React's hold on content revealed right after a fallback).
 */
export function loadConsoleWhenReady() {
  return Promise.all([loadConsole(), consoleReady]).then(([module]) => module);
}

/** The routed console and the shell around every signed-in page, requested together. */
export function preloadShell(): Promise<unknown> {
  return Promise.all([
    loadConsole().then((module) => module.preloadConsoleShell()),
    import('./routes/preload-route'),
  ]).catch(ignoreFailure);
}

/**
 * The first `Intl` formatter of a page load reads its locale's ICU data (~20–30 ms; four times that
 * on the slow phone Lighthouse simulates). Done in a task of its own while the console's chunks
 * download, it is off the main thread's critical path, and the dashboard's figures then format at
 * once instead of adding to a long task as they render.
 */
function readLocaleData(language: string) {
  setTimeout(() => {
    new Intl.NumberFormat(language).format(0);
    new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(0);
  }, 0);
}

/**
 * Everything a signed-in path needs before it paints, requested at once instead of one lazy
 * boundary after the other (console, shell, page, translations: a round trip each): the routed
 * console, the shell, and the path's page with its translations as soon as the route table is
 * there. `loadConsoleWhenReady` waits for all of it. A first visit to /login without a session
 * loads none of it. Call it after i18next has started.
 */
export function preloadConsole(
  pathname: string,
  user: PermissionSubject | null | undefined,
  language: string,
): void {
  consoleReady = Promise.all([
    preloadShell(),
    import('./routes/preload-route').then(({ preloadRoute }) =>
      preloadRoute(pathname, { user, language }),
    ),
    i18next.loadNamespaces(['common', 'shell']),
  ]).catch(ignoreFailure);
  readLocaleData(language);
}
