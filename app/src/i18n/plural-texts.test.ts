import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

/** Every locale file as i18next resources: `{ [language]: { [namespace]: texts } }`. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  resources[language] = { ...resources[language], [namespace]: texts };
}

const translators = new Map<Language, TFunction>();
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en-US',
    supportedLngs: SUPPORTED_LANGUAGES,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
  });
  for (const language of SUPPORTED_LANGUAGES) translators.set(language, i18n.getFixedT(language));
});

const tIn = (language: Language) => {
  const t = translators.get(language);
  if (!t) throw new Error(`No translator for ${language}`);
  return t;
};

/** The monitoring card's line, built as monitoring.tsx builds it. */
const requestWindow = (language: Language, requests: number, seconds: number) => {
  const t = tIn(language);
  return t('operations:monitoring.window', {
    count: seconds,
    requests: t('operations:monitoring.requests', { count: requests }),
  });
};

describe('texts that take a count', () => {
  it('agree with the number in Russian', () => {
    expect(requestWindow('ru-RU', 552, 300)).toBe('552 запроса за последние 300 секунд');
    expect(requestWindow('ru-RU', 21, 1)).toBe('21 запрос за последнюю 1 секунду');
    expect(requestWindow('ru-RU', 5, 2)).toBe('5 запросов за последние 2 секунды');
  });

  it('use the singular for one in English', () => {
    const t = tIn('en-US');
    expect(requestWindow('en-US', 1, 1)).toBe('1 request in the last 1 second');
    expect(t('operations:caches.seconds', { count: 1 })).toBe('1 second');
    expect(t('operations:caches.seconds', { count: 300 })).toBe('300 seconds');
    expect(t('operations:backup.restore.done', { count: 1, createdAt: '05/01/2025' })).toBe(
      'Restored 1 table from the backup of 05/01/2025.',
    );
    expect(t('telegram-users:detail.completedOf', { completed: 0, count: 1, started: 1 })).toBe(
      '0 of 1 active challenge completed, 1 started',
    );
    expect(t('common:validation.minLength', { count: 8 })).toBe('Must be at least 8 characters');
  });

  it("write the count in the language's number format", () => {
    expect(tIn('en-US')('operations:caches.seconds', { count: 86_400 })).toBe('86,400 seconds');
    expect(tIn('de-DE')('operations:caches.seconds', { count: 86_400 })).toBe('86.400 Sekunden');
    expect(tIn('ja-JP')('operations:caches.seconds', { count: 86_400 })).toBe('86,400 秒');
  });

  it('have a text for every count in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const count of [0, 1, 2, 5, 21, 1.5, 1_000_000]) {
        const text = tIn(language)('resource:table.allMatchingSelected', { count });
        expect(text, `${language} ${count}`).not.toContain('allMatchingSelected');
      }
    }
  });
});
