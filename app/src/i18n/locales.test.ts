import { describe, expect, it } from 'vitest';
import { BASE_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

/**
 * Every namespace file of every locale, found automatically: a page engineer who adds
 * `locales/<lng>/<feature>.json` is checked here without touching this test.
 */
const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

/** Values that are the same word in every language of the console (product and brand names). */
const SAME_IN_EVERY_LANGUAGE = new Set(['FAQ', 'OK', 'Telegram', 'Bot', 'Admin', 'Online', 'URL']);

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
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

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

          it('has no missing keys', () => {
            const missing = [...english.keys()].filter((key) => !translated.has(key));
            expect(missing).toEqual([]);
          });

          it('has no extra keys', () => {
            const extra = [...translated.keys()].filter((key) => !english.has(key));
            expect(extra).toEqual([]);
          });

          it('translates every text', () => {
            const untranslated = [...english].filter(
              ([key, text]) =>
                translated.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(text.trim()),
            );
            expect(untranslated.map(([key]) => key)).toEqual([]);
          });

          it('keeps every placeholder', () => {
            const broken = [...english].filter(([key, text]) => {
              const other = translated.get(key);
              return (
                other !== undefined && placeholders(other).join() !== placeholders(text).join()
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
