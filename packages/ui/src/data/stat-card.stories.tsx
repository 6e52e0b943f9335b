import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    title: 'New users today',
    value: '1,204',
    delta: { value: '+12%', trend: 'up', label: 'vs yesterday' },
    icon: <UsersIcon />,
    className: 'max-w-xs',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const delta = canvasElement.querySelector('[data-slot="stat-card-delta"]');
    await expect(delta).toHaveTextContent('Increase +12% vs yesterday');
    await expect(within(canvasElement).getByText('1,204')).toBeInTheDocument();
    // Without href the card is no link.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Playground: Story = {
  argTypes: { loading: { control: 'boolean' } },
  args: { loading: false },
};
