import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import {
  createLanguageStore,
  detectLanguage,
  type Language,
  matchLanguage,
  SUPPORTED_LANGUAGES,
} from './language';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('language detection', () => {
  it('supports the eight locales of the specification', () => {
    expect(SUPPORTED_LANGUAGES).toEqual([
      'en-US',
      'es-ES',
      'fr-FR',
      'de-DE',
      'zh-CN',
      'ja-JP',
      'pt-BR',
      'ru-RU',
    ]);
  });

  it('matches exactly (any case), then by base language', () => {
    expect(matchLanguage('de-DE')).toBe('de-DE');
    expect(matchLanguage('zh-cn')).toBe('zh-CN');
    expect(matchLanguage('pt_BR')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('fr')).toBe('fr-FR');
    expect(matchLanguage('en-GB')).toBe('en-US');
    expect(matchLanguage('ko-KR')).toBeNull();
    expect(matchLanguage('  ')).toBeNull();
    expect(matchLanguage(null)).toBeNull();
  });

  it('prefers the stored choice, then the browser, then the page, then en-US', () => {
    expect(detectLanguage({ stored: 'ja-JP', browser: ['fr-FR'], page: 'de' })).toBe('ja-JP');
    expect(detectLanguage({ stored: 'xx', browser: ['ko', 'fr-CA', 'de'], page: 'ru' })).toBe(
      'fr-FR',
    );
    expect(detectLanguage({ stored: null, browser: ['ko'], page: 'ru' })).toBe('ru-RU');
    expect(detectLanguage({ stored: null, browser: [], page: null })).toBe('en-US');
  });
});

describe('language store', () => {
  function setup(
    stored: string | null,
    navigatorLike: { language: string; languages: readonly string[] } | null = null,
  ) {
    const storage = createMemoryStorage(stored ? { admin_language: stored } : {});
    const root = document.createElement('html');
    root.setAttribute('lang', 'es');
    const language = createLanguageStore({ storage, root, navigator: navigatorLike });
    return { language, storage, root };
  }

  it('detects at creation and applies lang and dir on start', () => {
    const { language, root } = setup(null, { language: 'de-AT', languages: [] });
    expect(language.getSnapshot()).toBe('de-DE');
    language.start()();
    expect(root.getAttribute('lang')).toBe('de-DE');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('falls back to the page lang attribute', () => {
    const { language } = setup(null, { language: '', languages: [] });
    expect(language.getSnapshot()).toBe('es-ES');
  });

  it('saves the choice under admin_language and updates lang and dir', () => {
    const { language, storage, root } = setup('fr-FR');
    const seen: Language[] = [];
    language.subscribe(() => seen.push(language.getSnapshot()));
    language.setLanguage('ja-JP');
    expect(storage.getItem('admin_language')).toBe('ja-JP');
    expect(seen).toEqual(['ja-JP']);
    expect(root.getAttribute('lang')).toBe('ja-JP');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('refuses an unsupported language and changes nothing', () => {
    const { language, storage } = setup('fr-FR');
    expect(() => language.setLanguage('ko-KR' as Language)).toThrow(
      'Unsupported language "ko-KR"; expected one of en-US, es-ES, fr-FR, de-DE, zh-CN, ja-JP, pt-BR, ru-RU',
    );
    expect(storage.getItem('admin_language')).toBe('fr-FR');
    expect(language.getSnapshot()).toBe('fr-FR');
  });

  it('uses navigator and <html> by default', () => {
    const language = createLanguageStore({ storage: createMemoryStorage() });
    language.start();
    expect(document.documentElement.getAttribute('lang')).toBe(language.getSnapshot());
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});
