import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input/Features',
  component: Input,
  args: { 'aria-label': 'Email', placeholder: 'name@example.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { defaultValue: 'ada@example.com', type: 'email' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveClass(
      'aria-invalid:border-destructive',
    );
  },
};

export const Password: Story = {
  args: {
    type: 'password',
    'aria-label': 'Password',
    placeholder: undefined,
    defaultValue: 'secret',
  },
};
