import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNumber, formatPercent, userStatuses } from './chart.fixtures';
import { DonutChart } from './donut-chart';

const meta = {
  title: 'Data/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  args: {
    title: 'Users by status',
    segments: userStatuses,
    formatValue: formatNumber,
    formatPercent,
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByRole('img');
    await expect(drawing).toHaveAccessibleName('Users by status');
    await expect(drawing).toHaveAccessibleDescription(
      'Total 10,575: Active 8,120 (76.8%), Inactive 2,310 (21.8%), Banned 145 (1.4%).',
    );
    await expect(canvas.getByRole('list', { name: 'Users by status' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: { size: { control: { type: 'range', min: 120, max: 320, step: 20 } } },
  args: { size: 200 },
};
