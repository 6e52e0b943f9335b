import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Header, HeaderName } from './header';
import { LanguageSwitcher } from './language-switcher';
import {
  englishTexts,
  germanAdmin,
  germanTexts,
  japaneseAdmin,
  japaneseTexts,
  languageOptions,
  type ShellTexts,
  withLang,
} from './shell.fixtures';
import { type ThemePreference, ThemeSwitcher } from './theme-switcher';

function StatefulThemeSwitcher({ texts }: { texts: ShellTexts }) {
  const [theme, setTheme] = useState<ThemePreference>('system');
  return <ThemeSwitcher value={theme} onValueChange={setTheme} labels={texts.theme} />;
}

function StatefulLanguageSwitcher({ texts }: { texts: ShellTexts }) {
  const [language, setLanguage] = useState(texts.locale);
  return (
    <LanguageSwitcher
      options={languageOptions}
      value={language}
      onValueChange={setLanguage}
      label={texts.language}
    />
  );
}

function switchers(texts: ShellTexts) {
  return {
    themeSwitcher: <StatefulThemeSwitcher texts={texts} />,
    languageSwitcher: <StatefulLanguageSwitcher texts={texts} />,
  };
}

const meta = {
  title: 'Shell/Header/Features',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    welcome: englishTexts.welcome('Ada Lovelace'),
    onlineLabel: englishTexts.online,
    ...switchers(englishTexts),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSwitchers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: System' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await expect(canvas.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const german = await screen.findByRole('menuitemradio', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('lang', 'de-DE');
    await userEvent.click(german);
    await expect(canvas.getByRole('button', { name: 'Language: Deutsch' })).toBeVisible();
  },
};

export const ThemeMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: System' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const WithoutOnlineIndicator: Story = {
  args: { onlineLabel: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Online')).toBeNull();
  },
};

export const Offline: Story = {
  args: { online: false, offlineLabel: 'Offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Offline');
    await expect(status).toHaveAttribute('data-status', 'offline');
    await expect(canvas.queryByText('Online')).toBeNull();
  },
};

export const Elevated: Story = {
  args: { elevated: true },
};

export const GermanLongTexts: Story = {
  args: {
    welcome: germanTexts.welcome(germanAdmin.name),
    onlineLabel: germanTexts.online,
    ...switchers(germanTexts),
  },
  decorators: [withLang('de-DE')],
};

/** Width of the page beside the expanded sidebar on an 820 px tablet. */
const tabletPageWidth = 820 - 256;
const tabletAdminName = 'Maximiliane Schwarzenberger';

/**
 * On a tablet beside the expanded sidebar the welcome line wraps before the name (`HeaderName`)
 * instead of cutting it off; the language switcher shows its icon alone below 1024 px.
 */
export const GermanOnATablet: Story = {
  args: {
    welcome: (
      <>
        Willkommen zurück, <HeaderName>{tabletAdminName}</HeaderName>
      </>
    ),
    onlineLabel: germanTexts.online,
    ...switchers(germanTexts),
  },
  decorators: [
    withLang('de-DE'),
    (Story) => (
      <div style={{ width: tabletPageWidth }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-slot="header-welcome"] p');
    const name = within(canvasElement).getByText(tabletAdminName);
    if (!line) throw new Error('No welcome line');
    // Nothing is cut off: the line holds its two lines, the name its whole width.
    await expect(line.scrollHeight).toBeLessThanOrEqual(line.clientHeight);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    // The greeting wrapped before the name: the name starts the second line.
    await expect(name.offsetTop).toBeGreaterThan(line.offsetTop);
  },
};

export const Japanese: Story = {
  args: {
    welcome: japaneseTexts.welcome(japaneseAdmin.name),
    onlineLabel: japaneseTexts.online,
    ...switchers(japaneseTexts),
  },
  decorators: [withLang('ja-JP')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('オンライン')).toBeVisible();
  },
};

export const UserMenuSlot: Story = {
  args: {
    userMenu: (
      <button type="button" onClick={fn()} className="rounded-md border px-3 py-1.5 text-sm">
        Ada Lovelace
      </button>
    ),
  },
};
