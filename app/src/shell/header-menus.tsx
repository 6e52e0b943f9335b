import { isLanguage, isTheme } from '@console/admin-core';
import { useLanguage, useTheme } from '@console/admin-core/react';
import { LanguageSwitcher, ThemeSwitcher } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../i18n/languages';

export { UserMenu } from './user-menu';

const languageOptions = SUPPORTED_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

/**
 * The header's menus (theme, language, user). Their dropdowns (Radix menu, focus and scroll
 * management) load as one chunk after the shell has painted; `console-header.tsx` shows
 * placeholders until then.
 */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useTheme();
  return (
    <ThemeSwitcher
      value={theme}
      onValueChange={(next) => {
        if (isTheme(next)) setTheme(next);
      }}
      labels={{
        label: t('theme.label'),
        light: t('theme.light'),
        dark: t('theme.dark'),
        system: t('theme.system'),
      }}
    />
  );
}

export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  return (
    <LanguageSwitcher
      options={languageOptions}
      value={language}
      onValueChange={(next) => {
        if (isLanguage(next)) setLanguage(next);
      }}
      label={t('language.label')}
    />
  );
}
