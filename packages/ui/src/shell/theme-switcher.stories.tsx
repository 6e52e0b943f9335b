import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ThemeSwitcher } from './theme-switcher';

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
