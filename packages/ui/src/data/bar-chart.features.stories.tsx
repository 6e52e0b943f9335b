import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from './bar-chart';
import {
  activeUsers,
  challengesCompleted,
  dailySeries,
  formatNumber,
  months,
  signups,
} from './chart.fixtures';

const meta = {
  title: 'Data/BarChart/Features',
  component: BarChart,
  args: {
    title: 'Sign-ups per month',
    categories: months,
    series: [signups],
    formatValue: formatNumber,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Series are grouped side by side within each category. */
export const MultiSeries: Story = {
  args: { title: 'Engagement per month', series: [signups, activeUsers, challengesCompleted] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-series] rect')).toHaveLength(36);
    await expect(within(canvasElement).getByRole('list')).toHaveTextContent(/Sign-ups/);
  },
};

/** Horizontal bars leave room for long category names. */
export const Horizontal: Story = {
  args: {
    title: 'Completions per challenge',
    orientation: 'horizontal',
    height: 280,
    categories: [
      'Walk 10,000 steps',
      'Read for 20 minutes',
      'Drink eight glasses of water',
      'Meditate',
      'No sugar for a week',
    ],
    series: [{ id: 'completions', label: 'Completions', values: [1840, 1220, 960, 720, 310] }],
  },
};

const longGoalNames = [
  'Run a half marathon before the end of the season',
  'Read twelve books this year',
  'Meditate',
  'Learn to cook thirty healthy dinners at home',
];

/**
 * On a phone, long names wrap onto two lines beside their bars and are shortened after them; the
 * whole name is in the tooltip of the bar, which focus (keyboard) and a tap show.
 */
export const HorizontalLongNamesOnAPhone: Story = {
  args: {
    title: 'Completion rate per goal',
    orientation: 'horizontal',
    height: 4 * 36 + 40,
    categories: longGoalNames,
    series: [{ id: 'rate', label: 'Completion rate', values: [12, 48, 81, 33] }],
  },
  render: (args) => (
    <div data-testid="phone-column" className="w-80">
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByTestId('phone-column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    // The chart measures its column before the first paint; waiting still guards a late resize.
    await waitFor(() =>
      expect(canvasElement.querySelector('svg[role="img"]')).toHaveAttribute(
        'viewBox',
        `0 0 ${column.clientWidth} ${4 * 36 + 40}`,
      ),
    );
    const labels = [
      ...canvasElement.querySelectorAll('[data-slot="chart-category-axis"] text'),
    ].map((label) => [...label.querySelectorAll('tspan')].map((line) => line.textContent));
    await expect(labels[2]).toEqual(['Meditate']);
    await expect(labels[1]).toHaveLength(2);
    await expect(labels[1]?.join(' ')).toBe('Read twelve books this year');
    await expect(labels[0]).toHaveLength(2);
    await expect(labels[0]?.[1]).toMatch(/…$/);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: longGoalNames[0] })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(longGoalNames[0] ?? '');
    await userEvent.click(canvas.getByRole('button', { name: longGoalNames[3] }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(longGoalNames[3] ?? '');
  },
};

/** Focus shows the tooltip of the category; arrows move between categories. */
export const TooltipOnFocus: Story = {
  args: { series: [signups, activeUsers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jan' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Active users80');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/^Feb/);
  },
};

/** Negative values grow downwards from the zero line. */
export const NegativeValues: Story = {
  args: {
    title: 'Net change of active users',
    series: [
      { id: 'net', label: 'Net change', values: [12, -8, 30, -22, 5, 18, -3, 0, 9, -14, 21, 7] },
    ],
  },
};

export const ManyCategories: Story = {
  args: {
    title: 'Daily active users, last 90 days',
    series: [dailySeries(90).series],
    categories: dailySeries(90).categories,
  },
};

export const Empty: Story = {
  args: { series: [{ ...signups, values: months.map(() => null) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};
