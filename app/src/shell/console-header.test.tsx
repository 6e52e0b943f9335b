import type { SessionUser } from '@console/contract';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { WelcomeLine } from './console-header';
import { UserMenu } from './user-menu';

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

describe('the header account button', () => {
  const admin: SessionUser = {
    id: 1,
    name: 'Super Admin',
    username: 'admin',
    isSuperUser: true,
    permissions: [],
  };

  // WCAG 2.5.3 (label in name): the button shows only the initials, so its name must hold them.
  it.each(SUPPORTED_LANGUAGES)('is named with the initials it shows, in %s', async (language) => {
    const i18n = await shellIn(language);
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <UserMenu user={admin} onLogout={() => {}} />
      </I18nextProvider>,
    );
    const button = container.querySelector('button');
    const shown = button?.querySelector('[data-slot="avatar-fallback"] [aria-hidden="true"]');
    expect(shown?.textContent).toBe('SA');
    const name = button?.getAttribute('aria-label') ?? '';
    expect(name).toContain('Super Admin');
    expect(name).toContain('SA');
  });
});
