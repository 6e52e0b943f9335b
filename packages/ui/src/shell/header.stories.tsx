import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Header } from './header';
import { LanguageSwitcher } from './language-switcher';
import { englishTexts, languageOptions } from './shell.fixtures';
import { ThemeSwitcher } from './theme-switcher';

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    welcome: englishTexts.welcome('Ada Lovelace'),
    onlineLabel: englishTexts.online,
    themeSwitcher: <ThemeSwitcher value="system" onValueChange={fn()} />,
    languageSwitcher: (
      <LanguageSwitcher options={languageOptions} value="en-US" onValueChange={fn()} />
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome back, Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('sticky');
  },
};

export const Playground: Story = {
  argTypes: {
    welcome: { control: 'text' },
    onlineLabel: { control: 'text' },
    elevated: { control: 'boolean' },
  },
  args: { elevated: false },
};
