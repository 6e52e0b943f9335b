import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Input } from './input';
import { Label } from './label';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Label/Features',
  component: Label,
  args: { children: 'Display name' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor="display-name" {...args} />
      <Input id="display-name" required={args.required} />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names its field; a click on it focuses the field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Display name'));
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
  },
};

/** A red marker after the text; screen readers hear "required" from the field, not the star. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marker = canvasElement.querySelector('[data-slot="label-required"]');
    await expect(marker).toHaveTextContent('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
    const field = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(field).toBeRequired();
  },
};

/**
 * Beside a disabled checkbox or switch (the `peer` before it) the label fades with its control
 * and shows that it cannot be clicked; the enabled pair stays as it is.
 */
export const DisabledPeer: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="notify-enabled" />
        <Label htmlFor="notify-enabled">Email me a weekly summary</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="notify-disabled" disabled />
        <Label htmlFor="notify-disabled">Text me on every sign-up</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="maintenance-disabled" disabled defaultChecked />
        <Label htmlFor="maintenance-disabled">Maintenance mode</Label>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opacity = (text: string) => getComputedStyle(canvas.getByText(text)).opacity;
    await expect(opacity('Email me a weekly summary')).toBe('1');
    await expect(opacity('Text me on every sign-up')).toBe('0.5');
    await expect(opacity('Maintenance mode')).toBe('0.5');
    await expect(getComputedStyle(canvas.getByText('Maintenance mode')).cursor).toBe('not-allowed');
  },
};
