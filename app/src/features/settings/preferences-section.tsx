import { isLanguage, isTheme, type Theme } from '@console/admin-core';
import { useLanguage, useTheme } from '@console/admin-core/react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Label,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../i18n/languages';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** Theme (light, dark, system) and language (the 8 locales); both are stored by admin-core. */
export function PreferencesSection() {
  const { t } = useTranslation(['settings', 'shell']);
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  const themeLabelId = useId();
  const languageId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      {/* Sized by the card, not the window: the sidebar narrows the column at any window width. */}
      <CardContent className="@container">
        <div className="grid gap-6 @md:grid-cols-2">
          <div className="grid content-start gap-3">
            {/* The same type as the Language label beside it, so the two headings line up. */}
            <span id={themeLabelId} className="text-sm leading-none font-medium">
              {t('shell:theme.label')}
            </span>
            <RadioGroup
              aria-labelledby={themeLabelId}
              value={theme}
              onValueChange={(next) => {
                if (isTheme(next)) setTheme(next);
              }}
            >
              {THEMES.map((option) => (
                <div key={option} className="flex items-center gap-2">
                  <RadioGroupItem id={`${themeLabelId}-${option}`} value={option} />
                  <Label htmlFor={`${themeLabelId}-${option}`}>{t(`shell:theme.${option}`)}</Label>
                </div>
              ))}
            </RadioGroup>
          </div>
          <div className="grid content-start gap-3">
            <Label htmlFor={languageId}>{t('shell:language.label')}</Label>
            <Select
              value={language}
              onValueChange={(next) => {
                if (isLanguage(next)) setLanguage(next);
              }}
            >
              <SelectTrigger id={languageId} className="w-full max-w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SUPPORTED_LANGUAGES.map((option) => (
                  <SelectItem key={option} value={option} lang={option}>
                    {LANGUAGE_NAMES[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
