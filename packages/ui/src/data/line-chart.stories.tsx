import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activeUsers, formatNumber, months, signups } from './chart.fixtures';
import { LineChart } from './line-chart';

const meta = {
  title: 'Data/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    title: 'Sign-ups per month',
    categories: months,
    series: [signups],
    formatValue: formatNumber,
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The title names the drawing once; the summary describes it without repeating the title.
    const drawing = canvas.getByRole('img');
    await expect(drawing).toHaveAccessibleName('Sign-ups per month');
    await expect(drawing).toHaveAccessibleDescription(
      'Sign-ups over 12 points from Jan to Dec, values between 101 and 312.',
    );
    await expect(canvas.getByRole('table', { name: 'Sign-ups per month' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    height: { control: { type: 'range', min: 120, max: 480, step: 20 } },
    includeZero: { control: 'boolean' },
  },
  args: { series: [signups, activeUsers], height: 240, includeZero: true },
};
