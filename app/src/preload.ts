import type { PermissionSubject } from '@console/admin-core';
import { preloadPageNamespaces } from './i18n/i18n';

/** Preloading is a head start only: a chunk that fails here fails again, visibly, where it renders. */
const ignoreFailure = () => undefined;

/** The routed console and the loaders of its pages' translations, fetched side by side. */
export function loadConsole() {
  void preloadPageNamespaces().catch(ignoreFailure);
  return import('./console-app');
}

/** The routed console and the shell around every signed-in page, requested together. */
export function preloadShell(): void {
  loadConsole().catch(ignoreFailure);
  import('./routes/preload-route').catch(ignoreFailure);
}

/**
 * Everything a signed-in path needs before it paints, requested at once instead of one lazy
 * boundary after the other (console, shell, page, translations: a round trip each): the routed
 * console, the shell, and the path's page with its translations as soon as the route table is
 * there. A first visit to /login without a session loads none of it.
 */
export function preloadConsole(
  pathname: string,
  user: PermissionSubject | null | undefined,
  language: string,
): void {
  preloadShell();
  import('./routes/preload-route')
    .then(({ preloadRoute }) => preloadRoute(pathname, { user, language }))
    .catch(ignoreFailure);
}
