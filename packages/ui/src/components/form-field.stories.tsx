import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormControl, FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'Username',
    hint: 'Letters, digits and underscores.',
    children: (
      <FormControl>
        <Input autoComplete="username" />
      </FormControl>
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters, digits and underscores.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: { error: '', required: false, disabled: false },
};
