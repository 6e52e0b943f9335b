import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { WelcomeLine } from './console-header';

const shellTexts = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/shell.json',
  {
    eager: true,
  },
);

async function shellIn(language: string) {
  const shell = shellTexts[`../locales/${language}/shell.json`]?.default;
  if (!shell) throw new Error(`No shell texts for ${language}`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { shell } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('the header welcome line', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'is the whole greeting in %s, with the name in one HeaderName',
    async (language) => {
      const i18n = await shellIn(language);
      const name = 'Maximiliane Schwarzenberger';
      const container = document.createElement('p');
      container.innerHTML = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <WelcomeLine name={name} />
        </I18nextProvider>,
      );
      expect(container.textContent).toBe(i18n.t('shell:header.welcome', { name }));
      const names = container.querySelectorAll('[data-slot="header-name"]');
      expect(names).toHaveLength(1);
      expect(names[0]?.textContent).toBe(name);
    },
  );
});
