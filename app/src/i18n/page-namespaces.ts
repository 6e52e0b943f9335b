import type { NamespaceLoaders } from './i18n';

/**
 * The loaders of every namespace the sign-in screen does not use (the shell's and one per page,
 * picked up from `locales/<language>/<namespace>.json`). Only the console uses them, so their table loads beside
 * the console instead of on the entry chunk.
 */
export const pageNamespaceLoaders: NamespaceLoaders = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{common,auth}.json'],
  { import: 'default' },
);
