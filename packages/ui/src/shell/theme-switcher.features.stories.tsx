import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ControlledChoiceMenu, playControlledChoiceMenu } from './choice-menu.fixtures';
import { germanTexts, japaneseTexts, withLang } from './shell.fixtures';
import { ThemeSwitcher } from './theme-switcher';

const meta = {
  title: 'Shell/ThemeSwitcher/Features',
  component: ThemeSwitcher,
  args: { value: 'system', onValueChange: fn() },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  args: { value: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  },
};

export const System: Story = { args: { value: 'system' } };

export const MenuOpen: Story = {
  args: { value: 'dark', defaultOpen: true },
  parameters: { layout: 'centered' },
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const GermanMenuOpen: Story = {
  args: { value: 'system', defaultOpen: true, labels: germanTexts.theme },
  parameters: { layout: 'centered' },
  decorators: [withLang('de-DE')],
  play: async () => {
    await expect(
      await screen.findByRole('menuitemradio', { name: 'Systemeinstellung' }),
    ).toBeVisible();
  },
};

export const JapaneseMenuOpen: Story = {
  args: { value: 'light', defaultOpen: true, labels: japaneseTexts.theme },
  parameters: { layout: 'centered' },
  decorators: [withLang('ja-JP')],
};

/** The caller opens and closes the menu (`open` + `onOpenChange`), e.g. from a command palette. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: ({ onOpenChange, ...args }) => (
    <ControlledChoiceMenu
      openLabel="Show theme menu"
      onOpenChange={onOpenChange}
      renderMenu={(control) => <ThemeSwitcher {...args} {...control} />}
    />
  ),
  play: playControlledChoiceMenu({
    openLabel: 'Show theme menu',
    trigger: 'Theme: System',
    menu: 'Theme',
    choice: 'Dark',
    value: 'dark',
    reopenedChoice: 'Light',
  }),
};
