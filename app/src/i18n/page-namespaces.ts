import type { NamespaceLoaders } from './i18n';

/**
 * The loaders of every namespace the startup screens do not use (one per page, picked up from
 * `locales/<language>/<namespace>.json`). Only the console uses them, so their table loads beside
 * the console instead of on the entry chunk.
 */
export const pageNamespaceLoaders: NamespaceLoaders = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{common,auth,shell}.json'],
  { import: 'default' },
);
