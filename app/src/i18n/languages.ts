import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@console/admin-core';

export { type Language, SUPPORTED_LANGUAGES };

/** The language every translation is checked against and the fallback of detection. */
export const BASE_LANGUAGE: Language = FALLBACK_LANGUAGE;

/** Each language by its own name, as the language switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'zh-CN': '简体中文',
  'ja-JP': '日本語',
  'pt-BR': 'Português (Brasil)',
  'ru-RU': 'Русский',
};
