import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './bar-chart';
import { activeUsers, formatNumber, months, signups } from './chart.fixtures';

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Sign-ups per month',
    categories: months,
    series: [signups],
    formatValue: formatNumber,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-series="signups"] rect')).toHaveLength(12);
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      /^Sign-ups per month/,
    );
  },
};

export const Playground: Story = {
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    height: { control: { type: 'range', min: 120, max: 480, step: 20 } },
  },
  args: { series: [signups, activeUsers], orientation: 'vertical', height: 240 },
};
