import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listLocales, mergeLocale } from '../../vite-plugin-locales';
import germanShell from '../locales/de-DE/shell.json';
import englishCommon from '../locales/en-US/common.json';
import { SUPPORTED_LANGUAGES } from './languages';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

describe('the merged /locales/{lng}.json files', () => {
  it('exist for exactly the supported languages', () => {
    expect(listLocales(localesDir)).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('hold every namespace of a language under its name', () => {
    const german = mergeLocale(localesDir, 'de-DE');
    expect(Object.keys(german)).toEqual(expect.arrayContaining(['auth', 'common', 'shell']));
    expect(german.shell).toEqual(germanShell);
    expect(mergeLocale(localesDir, 'en-US').common).toEqual(englishCommon);
  });
});
