import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Username', placeholder: 'e.g. admin' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'admin');
    await expect(input).toHaveValue('admin');
  },
};

export const Playground: Story = {
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'number', 'url'] },
  },
  args: { type: 'text', disabled: false, 'aria-invalid': false },
};
