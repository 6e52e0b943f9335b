import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from '../storage';
import { createValueStore, type ReadableStore } from '../store';

/** The eight locales of the specification; all are written left to right. */
export const SUPPORTED_LANGUAGES = [
  'en-US',
  'es-ES',
  'fr-FR',
  'de-DE',
  'zh-CN',
  'ja-JP',
  'pt-BR',
  'ru-RU',
] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-US';

export const languageDirection = (_language: Language): 'ltr' | 'rtl' => 'ltr';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** A BCP 47 tag to one of ours: exact match (any case), then the same base language. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const normalized = tag.trim().replace('_', '-').toLowerCase();
  if (!normalized) return null;
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === normalized);
  if (exact) return exact;
  const base = normalized.split('-')[0];
  return (
    SUPPORTED_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base) ?? null
  );
}

export interface LanguageSources {
  stored: string | null;
  browser: readonly string[];
  page: string | null;
}

/** Detection order of the specification: stored choice, browser languages, page `lang`, en-US. */
export function detectLanguage({ stored, browser, page }: LanguageSources): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return matchLanguage(page) ?? FALLBACK_LANGUAGE;
}

export interface LanguageStoreOptions {
  storage: KeyValueStorage;
  /** `navigator` by default: `languages`, else `language`. */
  navigator?: Pick<Navigator, 'language' | 'languages'> | null;
  /** Receives `lang` and `dir`; `<html>` by default. */
  root?: HTMLElement | null;
  storageKey?: string;
}

export interface LanguageStore extends ReadableStore<Language> {
  /** Saves and applies; an unsupported language is refused with a RangeError. */
  setLanguage(language: Language): void;
  /** Applies the detected language to the page; returns the stop function. */
  start(): () => void;
}

export function createLanguageStore(options: LanguageStoreOptions): LanguageStore {
  const { storage, storageKey = STORAGE_KEYS.language } = options;
  const browserNavigator =
    options.navigator === undefined
      ? typeof navigator === 'undefined'
        ? null
        : navigator
      : options.navigator;
  const root =
    options.root === undefined
      ? typeof document === 'undefined'
        ? null
        : document.documentElement
      : options.root;

  const browserLanguages = (): readonly string[] => {
    if (!browserNavigator) return [];
    if (browserNavigator.languages?.length) return browserNavigator.languages;
    return browserNavigator.language ? [browserNavigator.language] : [];
  };

  const detect = () =>
    detectLanguage({
      stored: storage.getItem(storageKey),
      browser: browserLanguages(),
      page: root?.getAttribute('lang') ?? null,
    });

  const state = createValueStore<Language>(detect());

  function apply(language: Language) {
    state.set(language);
    root?.setAttribute('lang', language);
    root?.setAttribute('dir', languageDirection(language));
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setLanguage(language) {
      if (!isLanguage(language)) {
        throw new RangeError(
          `Unsupported language "${String(language)}"; expected one of ${SUPPORTED_LANGUAGES.join(', ')}`,
        );
      }
      storage.setItem(storageKey, language);
      apply(language);
    },
    start() {
      apply(state.getSnapshot());
      return () => {};
    },
  };
}
