import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher';
import { languageOptions } from './shell.fixtures';

const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  args: { options: languageOptions, value: 'en-US', onValueChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const japanese = await screen.findByRole('menuitemradio', { name: '日本語' });
    await expect(japanese).toHaveAttribute('lang', 'ja-JP');
    await expect(screen.getAllByRole('menuitemradio')).toHaveLength(8);
    await userEvent.click(japanese);
    await expect(args.onValueChange).toHaveBeenCalledWith('ja-JP');
  },
};

export const Playground: Story = {
  argTypes: {
    value: { control: 'select', options: languageOptions.map((option) => option.value) },
    label: { control: 'text' },
  },
  args: { value: 'de-DE', label: 'Language' },
};
