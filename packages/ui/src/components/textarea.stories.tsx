import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Answer', placeholder: 'Write the FAQ answer' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Answer' });
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

export const Playground: Story = {
  args: { rows: 3, disabled: false, 'aria-invalid': false },
};
