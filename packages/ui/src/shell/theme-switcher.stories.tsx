import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher';

const meta = {
  title: 'Shell/ThemeSwitcher',
  component: ThemeSwitcher,
  tags: ['autodocs'],
  args: { value: 'system', onValueChange: fn() },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Theme: System' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' });
    await expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(dark);
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  argTypes: { value: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  args: {
    value: 'light',
    labels: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  },
};

/** The caller opens and closes the menu (`open` + `onOpenChange`), e.g. from a command palette. */
function ControlledThemeSwitcher(args: ThemeSwitcherProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="rounded-md border px-2 py-1 text-sm"
        onClick={() => setOpen(true)}
      >
        Show theme menu
      </button>
      <ThemeSwitcher
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
  render: (args) => <ControlledThemeSwitcher {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show theme menu' }));
    const item = await screen.findByRole('menuitemradio', { name: 'Dark' });
    await userEvent.click(item);
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: System' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('menuitemradio', { name: 'Light' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('menuitemradio')).toBeNull());
  },
};
