import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeStatusVariants } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Admin' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Admin')).toHaveAttribute('data-slot', 'badge');
  },
};

export const Playground: Story = {
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'success', 'warning', 'destructive'],
    },
    status: { control: 'select', options: [undefined, ...Object.keys(badgeStatusVariants)] },
  },
  args: { variant: 'default' },
};
