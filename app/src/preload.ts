import type { AdminCore } from '@console/admin-core';
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
 * The first `Intl` formatter of a page load reads its locale's ICU data (~30–40 ms; four times
 * that on the slow phone Lighthouse simulates), a long task wherever it runs on the main thread.
 * A worker reads it instead while the console's chunks download: the data is the renderer
 * process's, so the dashboard's figures then format at once. Without workers the first formatter
 * reads the data itself, as it would anyway.
 */
function readLocaleData(language: string) {
  try {
    new Worker(new URL('./i18n/locale-data.worker.ts', import.meta.url), {
      type: 'module',
    }).postMessage(language);
  } catch {
    // No workers here.
  }
}

/**
 * Everything a signed-in path needs before it paints, requested at once instead of one lazy
 * boundary after the other (console, shell, page, translations: a round trip each): the routed
 * console, the shell, and the path's page with its translations and its first data as soon as
 * the route table is there, for the session of `core`. `loadConsoleWhenReady` waits for all of it
 * but the data. A first visit to /login without a session loads none of it. Call it after
 * i18next has started.
 */
export function preloadConsole(pathname: string, core: AdminCore): void {
  const language = core.language.getSnapshot();
  consoleReady = Promise.all([
    preloadShell(),
    import('./routes/preload-route').then(({ preloadRoute }) =>
      preloadRoute(pathname, { user: core.auth.getSnapshot().user, language, client: core.client }),
    ),
    i18next.loadNamespaces(['common', 'shell']),
  ]).catch(ignoreFailure);
  readLocaleData(language);
}
