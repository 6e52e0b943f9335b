import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
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

/** The caller opens and closes the menu (`open` + `onOpenChange`), e.g. from a command palette. */
function ControlledLanguageSwitcher(args: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="rounded-md border px-2 py-1 text-sm"
        onClick={() => setOpen(true)}
      >
        Show language menu
      </button>
      <LanguageSwitcher
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledLanguageSwitcher {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show language menu' }));
    const item = await screen.findByRole('menuitemradio', { name: 'Deutsch' });
    await userEvent.click(item);
    await expect(args.onValueChange).toHaveBeenCalledWith('de-DE');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('menuitemradio', { name: 'English' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
  },
};
