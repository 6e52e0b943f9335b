import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

type Translations = Record<string, unknown>;

export type NamespaceLoaders = Record<string, () => Promise<Translations>>;

/**
 * One lazy chunk per `locales/<language>/<namespace>.json`: only the active language's namespaces
 * that a screen uses are ever fetched. The entry chunk holds the loaders of the namespaces the
 * sign-in screen paints with; the table of every other namespace, the shell's included
 * (`page-namespaces.ts`, where a page engineer's new namespace file is picked up), loads with the
 * console, which preloads it beside its own chunk. Keep this list in step with the exclusion there.
 */
const startupNamespaceLoaders: NamespaceLoaders = import.meta.glob<Translations>(
  '../locales/*/{common,auth}.json',
  { import: 'default' },
);

let pageNamespaceLoaders: Promise<NamespaceLoaders> | null = null;

/**
 * Fetches the table of the page namespaces; the app calls it as soon as it loads the console. A
 * failed fetch (offline) is forgotten, so the next namespace asked for (Try again) fetches it again.
 */
export function preloadPageNamespaces(): Promise<NamespaceLoaders> {
  pageNamespaceLoaders ??= import('./page-namespaces').then(
    (module) => module.pageNamespaceLoaders,
    (error: unknown) => {
      pageNamespaceLoaders = null;
      throw error;
    },
  );
  return pageNamespaceLoaders;
}

async function loaderFor(key: string): Promise<(() => Promise<Translations>) | undefined> {
  return startupNamespaceLoaders[key] ?? (await preloadPageNamespaces())[key];
}

export const NAMESPACES_AT_START = ['common'] as const;

/** Loads a namespace of a language from its chunk; an unknown pair is an error, not an empty bundle. */
export const localeChunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loaderFor(`../locales/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new Error(`No translations for namespace "${namespace}" in ${language}`);
        return load();
      })
      .then(
        (translations) => callback(null, translations),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * Starts i18next in the detected language (admin-core's detection already fell back to en-US).
 * i18next's own fallback stays off: every locale is complete (the locales test enforces it), and a
 * fallback language would be downloaded next to the active one.
 */
export function startI18n(language: Language, namespaces: readonly string[]): I18n {
  void i18next
    .use(localeChunkBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: SUPPORTED_LANGUAGES,
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...NAMESPACES_AT_START, ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}
