import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  activeUsers,
  challengesCompleted,
  dailySeries,
  formatNumber,
  months,
  signups,
} from './chart.fixtures';
import { LineChart } from './line-chart';

const meta = {
  title: 'Data/LineChart/Features',
  component: LineChart,
  args: {
    title: 'Sign-ups per month',
    categories: months,
    series: [signups],
    formatValue: formatNumber,
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several series share the axes; a legend names them and the tooltip lists every value. */
export const MultiSeries: Story = {
  args: { title: 'Engagement per month', series: [signups, activeUsers, challengesCompleted] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toHaveTextContent(/Sign-ups.*Active users.*Challenges/);
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Category',
      'Sign-ups',
      'Active users',
      'Challenges completed',
    ]);
  },
};

/** The points form one tab stop: focus shows the tooltip, arrows move it, Escape hides it. */
export const TooltipOnFocus: Story = {
  args: { series: [signups, activeUsers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const january = canvas.getByRole('button', { name: 'Jan' });
    await expect(january).toHaveFocus();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Jan');
    await expect(tooltip).toHaveTextContent('Sign-ups120');
    // Described by the values; its name, the month, is not read again.
    await expect(january).toHaveAccessibleDescription(/^Sign-ups\s*120\s*Active users\s*80$/);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Feb' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Sign-ups132');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Dec');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** A year of daily values: one path, a dot only on the active day, thinned-out axis labels. */
export const ManyPoints: Story = {
  args: { title: 'Daily active users in 2025', ...dailyArgs(365) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(365);
    const axisLabels = canvasElement.querySelectorAll('[data-slot="chart-category-axis"] text');
    await expect(axisLabels.length).toBeLessThan(20);

    // The screen readers' table of 365 rows is in the page but takes no room in it.
    const table = canvas.getByRole('table', { name: 'Daily active users in 2025' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(365);
    const pageSize = () => [
      document.documentElement.scrollWidth,
      document.documentElement.scrollHeight,
    ];
    const withTable = pageSize();
    table.style.display = 'none';
    const withoutTable = pageSize();
    table.style.display = '';
    await expect(withTable).toEqual(withoutTable);
  },
};

const numericDay = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/**
 * 30 days as numeric dates in a dashboard card's column (a third of a wide window): the first date
 * starts at its point instead of being centred on it, and the labels are thinned out so that even
 * that one keeps a gap to the next.
 */
export const NumericDatesInACardColumn: Story = {
  args: {
    title: 'Active users',
    categories: Array.from({ length: 30 }, (_, day) =>
      numericDay.format(new Date(Date.UTC(2026, 9, 28 + day))),
    ),
    series: [{ ...dailySeries(30).series, label: 'Active users' }],
    height: 200,
  },
  render: (args) => (
    <div data-testid="card-column" style={{ width: 318 }}>
      <LineChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = [
      ...canvasElement.querySelectorAll('[data-slot="chart-category-axis"] text'),
    ].map((label) => label.getBoundingClientRect());
    await expect(labels.length).toBeGreaterThan(1);
    // Measured as drawn, in the browser's font: never closer than 8 px, never outside the chart.
    const column = canvasElement
      .querySelector('[data-testid="card-column"]')
      ?.getBoundingClientRect();
    for (const [index, label] of labels.entries()) {
      const previous = labels[index - 1];
      if (previous) await expect(label.left - previous.right).toBeGreaterThanOrEqual(8);
      await expect(label.left).toBeGreaterThanOrEqual(column?.left ?? 0);
      await expect(label.right).toBeLessThanOrEqual(column?.right ?? 0);
    }
  },
};

const usDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });
const usDayOfMonth = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
const lastThirtyDates = Array.from(
  { length: 30 },
  (_, day) => new Date(Date.UTC(2026, 9, 17 + day)),
);
const lastThirtyDays = lastThirtyDates.map((date) => usDay.format(date));
/** Three daily metrics of different sizes, as the dashboard shows them. */
const dailyMetrics = [
  { id: 'signups', label: 'Signups', scale: 0.012 },
  { id: 'active', label: 'Active users', scale: 2.6 },
  { id: 'completions', label: 'Challenge completions', scale: 0.02 },
].map(({ id, label, scale }) => ({
  id,
  label,
  values: (dailySeries(30).series.values as number[]).map((value) => Math.round(value * scale)),
}));

/**
 * The dashboard's three daily charts side by side, a third of a wide window each: whatever their
 * values, they label the same days, the first and the last among them, evenly spaced. The axis
 * names the days without the year (`axisLabels`); tooltips and the data table give whole dates.
 */
export const DailyChartsInARow: Story = {
  args: {
    title: 'Daily activity',
    categories: lastThirtyDays,
    axisLabels: lastThirtyDates.map((date) => usDayOfMonth.format(date)),
    height: 200,
  },
  render: (args) => (
    <div className="flex gap-4">
      {dailyMetrics.map((metric) => (
        <div key={metric.id} data-testid="card-column" style={{ width: 318 }}>
          <LineChart {...args} title={metric.label} series={[metric]} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const columns = within(canvasElement).getAllByTestId('card-column');
    const labelled = columns.map((column) =>
      [...column.querySelectorAll('[data-slot="chart-category-axis"] text')].map(
        (label) => label.textContent,
      ),
    );
    await expect(labelled[0]?.[0]).toBe('10/17');
    await expect(labelled[0]?.at(-1)).toBe('11/15');
    await expect(labelled[0]?.length).toBeGreaterThan(2);
    await expect(labelled[1]).toEqual(labelled[0]);
    await expect(labelled[2]).toEqual(labelled[0]);
    for (const column of columns) {
      const boxes = [...column.querySelectorAll('[data-slot="chart-category-axis"] text')].map(
        (label) => label.getBoundingClientRect(),
      );
      const edges = column.getBoundingClientRect();
      for (const [index, box] of boxes.entries()) {
        const previous = boxes[index - 1];
        if (previous) await expect(box.left - previous.right).toBeGreaterThanOrEqual(8);
        await expect(box.left).toBeGreaterThanOrEqual(edges.left);
        await expect(box.right).toBeLessThanOrEqual(edges.right);
      }
    }
  },
};

/** Counts step in whole numbers: seven signups read 0, 2, 4, 6, 8, not 0, 2.5, 5, 7.5. */
export const WholeCounts: Story = {
  args: {
    title: 'Signups',
    categories: lastThirtyDays.slice(-7),
    series: [{ id: 'signups', label: 'Signups', values: [1, 0, 3, 7, 2, 4, 5] }],
    height: 200,
  },
  render: (args) => (
    <div style={{ width: 318 }}>
      <LineChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('[data-slot="chart-value-axis"] text')].map(
      (label) => label.textContent,
    );
    await expect(values).toEqual(['0', '2', '4', '6', '8']);
  },
};

/** Missing values (`null`) lift the pen instead of drawing a false zero. */
export const WithGaps: Story = {
  args: {
    series: [
      { ...signups, values: [120, 132, null, null, 190, 230, 210, null, 262, 241, 280, 312] },
    ],
  },
  play: async ({ canvasElement }) => {
    const path = canvasElement.querySelector('[data-series="signups"] path');
    await expect(path?.getAttribute('d')?.match(/M/g)).toHaveLength(3);
  },
};

/** The value axis starts near the data when zero is not meaningful. */
export const WithoutZero: Story = {
  args: { includeZero: false, ...dailyArgs(60) },
};

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};

function dailyArgs(days: number) {
  const { categories, series } = dailySeries(days);
  return { categories, series: [series] };
}
