import { isLanguage, isTheme } from '@console/admin-core';
import { useAuth, useLanguage, useTheme } from '@console/admin-core/react';
import { Header, LanguageSwitcher, ThemeSwitcher } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { UserMenu } from './user-menu';

const languageOptions = SUPPORTED_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

/** The sticky header: welcome line, Online indicator, theme and language switchers, user menu. */
export function ConsoleHeader({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();

  return (
    <Header
      welcome={t('header.welcome', { name: user?.name ?? '' })}
      onlineLabel={t('header.online')}
      themeSwitcher={
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
      }
      languageSwitcher={
        <LanguageSwitcher
          options={languageOptions}
          value={language}
          onValueChange={(next) => {
            if (isLanguage(next)) setLanguage(next);
          }}
          label={t('language.label')}
        />
      }
      userMenu={user ? <UserMenu user={user} onLogout={onLogout} /> : null}
    />
  );
}
