import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No goals yet',
    description: 'Goals you create show up here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No goals yet' })).toBeVisible();
    await expect(canvas.getByText('Goals you create show up here.')).toBeVisible();
  },
};

export const Playground: Story = {
  argTypes: { titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] } },
  args: { titleAs: 'h3' },
};
