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

/** Too many days for a name each: the first, the last and evenly spaced ones between. */
export const ManyCategories: Story = {
  args: {
    title: 'Daily active users, last 90 days',
    series: [dailySeries(90).series],
    categories: dailySeries(90).categories,
  },
  play: async ({ canvasElement }) => {
    const labels = [
      ...canvasElement.querySelectorAll('[data-slot="chart-category-axis"] text'),
    ].map((label) => label.textContent);
    const { categories } = dailySeries(90);
    await expect(labels[0]).toBe(categories[0]);
    await expect(labels.at(-1)).toBe(categories.at(-1));
  },
};

const levelNames = [
  'Newcomer',
  'Explorer',
  'Apprentice',
  'Pathfinder',
  'Achiever',
  'Challenger',
  'Expert',
  'Master',
  'Grandmaster of habits',
  'Legend',
];

/**
 * Ten named levels in half a wide window: too long to stand upright under their columns, every
 * name is drawn at 45° (cut after about 16 characters; the whole name is the column's accessible
 * name, its tooltip and a row of the data table). The counts step in whole users.
 */
export const NamedColumnsAtAnAngle: Story = {
  args: {
    title: 'Users per level',
    categories: levelNames,
    series: [{ id: 'users', label: 'Users', values: [7, 5, 4, 3, 3, 2, 1, 1, 0, 1] }],
  },
  render: (args) => (
    <div data-testid="card-column" style={{ width: 424 }}>
      <BarChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const axis = canvasElement.querySelector('[data-slot="chart-category-axis"]');
    await expect(axis).toHaveAttribute('data-rotated');
    const names = [...(axis?.querySelectorAll(':scope > text') ?? [])];
    await expect(names).toHaveLength(levelNames.length);
    const column = canvas.getByTestId('card-column').getBoundingClientRect();
    for (const [index, name] of names.entries()) {
      const shown = [...name.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      const full = levelNames[index] ?? '';
      if (shown === full) {
        await expect(name.querySelector('title')).toBeNull();
      } else {
        await expect(shown).toMatch(/…$/);
        await expect(name.querySelector('title')).toHaveTextContent(full);
      }
      await expect(canvas.getByRole('button', { name: full })).toBeInTheDocument();
      const box = name.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(column.left);
      await expect(box.bottom).toBeLessThanOrEqual(column.bottom);
      const next = names[index + 1]?.getBoundingClientRect();
      // At 45° each name's start stays left of and above the next one's.
      if (next) await expect(box.right).toBeLessThan(next.right);
    }
    const values = [...canvasElement.querySelectorAll('[data-slot="chart-value-axis"] text')].map(
      (label) => label.textContent,
    );
    await expect(values).toEqual(['0', '2', '4', '6', '8']);
  },
};

export const Empty: Story = {
  args: { series: [{ ...signups, values: months.map(() => null) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};
