import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ControlledChoiceMenu, playControlledChoiceMenu } from './choice-menu.fixtures';
import { LanguageSwitcher } from './language-switcher';
import { languageOptions, withLang } from './shell.fixtures';

const meta = {
  title: 'Shell/LanguageSwitcher/Features',
  component: LanguageSwitcher,
  args: { options: languageOptions, value: 'en-US', onValueChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: { value: 'de-DE', label: 'Sprache' },
  decorators: [withLang('de-DE')],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(within(trigger).getByText('Deutsch')).toHaveAttribute('lang', 'de-DE');
  },
};

export const SimplifiedChinese: Story = {
  args: { value: 'zh-CN', label: '语言' },
  decorators: [withLang('zh-CN')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '语言: 简体中文' }),
    ).toBeVisible();
  },
};

export const MenuOpen: Story = {
  args: { value: 'fr-FR', defaultOpen: true },
  parameters: { layout: 'centered' },
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The caller opens and closes the menu (`open` + `onOpenChange`), e.g. from a command palette. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: ({ onOpenChange, ...args }) => (
    <ControlledChoiceMenu
      openLabel="Show language menu"
      onOpenChange={onOpenChange}
      renderMenu={(control) => <LanguageSwitcher {...args} {...control} />}
    />
  ),
  play: playControlledChoiceMenu({
    openLabel: 'Show language menu',
    trigger: 'Language: English',
    menu: 'Language',
    choice: 'Deutsch',
    value: 'de-DE',
    reopenedChoice: 'English',
  }),
};
