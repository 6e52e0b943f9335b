import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

type Translations = Record<string, unknown>;

/**
 * One lazy chunk per `locales/<language>/<namespace>.json`: only the active language's namespaces
 * that a screen uses are ever fetched. A page engineer's new namespace file is picked up here.
 */
const namespaceLoaders = import.meta.glob<Translations>('../locales/*/*.json', {
  import: 'default',
});

export const NAMESPACES_AT_START = ['common'] as const;

/** Loads a namespace of a language from its chunk; an unknown pair is an error, not an empty bundle. */
export const localeChunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = namespaceLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for namespace "${namespace}" in ${language}`), false);
      return;
    }
    load().then(
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
