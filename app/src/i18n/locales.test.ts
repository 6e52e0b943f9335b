import { describe, expect, it } from 'vitest';
import { BASE_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

/**
 * Every namespace file of every locale, found automatically: a page engineer who adds
 * `locales/<lng>/<feature>.json` is checked here without touching this test.
 */
const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

/** Values that are the same word in every language of the console (product and brand names). */
const SAME_IN_EVERY_LANGUAGE = new Set(['FAQ', 'OK', 'Telegram', 'Bot', 'Admin', 'Online', 'URL']);

/** Placeholders and punctuation alone ("“{{text}}”") may well be the same in another language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat, file: string): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into, file);
    }
  } else {
    throw new Error(`${file}: "${prefix}" must be a string or an object of strings`);
  }
  return into;
}

const byLocale = new Map<string, Map<string, Flat>>();
for (const [file, content] of Object.entries(files)) {
  const match = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) throw new Error(`Unexpected locale file path ${file}`);
  const [, locale = '', namespace = ''] = match;
  const namespaces = byLocale.get(locale) ?? new Map<string, Flat>();
  namespaces.set(namespace, flatten(content, '', new Map(), file));
  byLocale.set(locale, namespaces);
}

const base = byLocale.get(BASE_LANGUAGE) ?? new Map<string, Flat>();

/** `{{count, number}}` → `count, number`: the name with its format, which a translation keeps too. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((m) => (m[1] ?? '').replace(/\s*,\s*/g, ', '))
    .sort();
const isCount = (placeholder: string) => placeholder.split(',')[0] === 'count';

/**
 * i18next's plural keys: `rows_one`, `rows_few`, `rows_other`… are the forms of the text the code
 * asks for as `rows` with a `count`; each language has the forms of its CLDR plural categories.
 */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/** The key the code asks for: a plural form's base key, any other key as it is. */
const askedKey = (key: string) => PLURAL_FORM.exec(key)?.[1] ?? key;

/** The plural categories present for each plural text of a namespace. */
function pluralTexts(texts: Flat): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const match = PLURAL_FORM.exec(key);
    if (!match) continue;
    const [, baseKey = '', category = ''] = match;
    forms.set(baseKey, [...(forms.get(baseKey) ?? []), category]);
  }
  return forms;
}

/** The English text a translated text is checked against: the same key, or English's `_other`. */
const englishFor = (english: Flat, key: string) =>
  english.get(key) ?? english.get(`${askedKey(key)}_other`);

describe('translations', () => {
  it('have exactly the supported locales', () => {
    expect([...byLocale.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('include the namespaces the shell needs', () => {
    expect([...base.keys()]).toEqual(expect.arrayContaining(['common', 'shell', 'auth']));
  });

  describe.each(SUPPORTED_LANGUAGES.filter((language) => language !== BASE_LANGUAGE))(
    '%s',
    (locale) => {
      const namespaces = byLocale.get(locale) ?? new Map<string, Flat>();

      it('has the same namespace files as English', () => {
        expect([...namespaces.keys()].sort()).toEqual([...base.keys()].sort());
      });

      for (const [namespace, english] of base) {
        describe(namespace, () => {
          const translated = namespaces.get(namespace) ?? new Map<string, string>();

          // Plural forms are compared by the key the code asks for: languages differ in their forms.
          const englishKeys = new Set([...english.keys()].map(askedKey));
          const translatedKeys = new Set([...translated.keys()].map(askedKey));

          it('has no missing keys', () => {
            const missing = [...englishKeys].filter((key) => !translatedKeys.has(key));
            expect(missing).toEqual([]);
          });

          it('has no extra keys', () => {
            const extra = [...translatedKeys].filter((key) => !englishKeys.has(key));
            expect(extra).toEqual([]);
          });

          it('translates every text', () => {
            const untranslated = [...english].filter(
              ([key, text]) =>
                translated.get(key) === text &&
                !SAME_IN_EVERY_LANGUAGE.has(text.trim()) &&
                hasWords(text),
            );
            expect(untranslated.map(([key]) => key)).toEqual([]);
          });

          it('keeps every placeholder', () => {
            const broken = [...translated].filter(([key, text]) => {
              const original = englishFor(english, key);
              return (
                original !== undefined &&
                placeholders(text).join() !== placeholders(original).join()
              );
            });
            expect(broken.map(([key]) => key)).toEqual([]);
          });

          it('has no empty texts', () => {
            const empty = [...translated].filter(([, text]) => text.trim() === '');
            expect(empty.map(([key]) => key)).toEqual([]);
          });
        });
      }
    },
  );
});

describe.each(SUPPORTED_LANGUAGES)('plural texts in %s', (locale) => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const namespaces = byLocale.get(locale) ?? new Map<string, Flat>();

  for (const [namespace, texts] of namespaces) {
    describe(namespace, () => {
      it("have exactly the plural forms of the language's CLDR categories", () => {
        const wrong = [...pluralTexts(texts)]
          .filter(([, forms]) => forms.sort().join() !== [...categories].sort().join())
          .map(([key, forms]) => `${key}: ${forms.join(', ')}`);
        expect(wrong).toEqual([]);
      });

      // i18next picks a plural form by `count`: a text that shows a count without its forms
      // reads "1 seconds" in English and "552 запросов" in Russian.
      it('give every text that shows {{count}} its plural forms', () => {
        const withoutForms = [...texts]
          .filter(([key, text]) => !PLURAL_FORM.test(key) && placeholders(text).some(isCount))
          .map(([key]) => key);
        expect(withoutForms).toEqual([]);
      });
    });
  }
});
