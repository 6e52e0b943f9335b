import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatNumber, formatPercent, userStatuses } from './chart.fixtures';
import { DonutChart } from './donut-chart';

const meta = {
  title: 'Data/DonutChart/Features',
  component: DonutChart,
  args: {
    title: 'Users by status',
    segments: userStatuses,
    formatValue: formatNumber,
    formatPercent,
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend entries are one tab stop; focus shows the segment's tooltip, arrows move. */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const active = canvas.getByRole('button', { name: /^Active/ });
    await expect(active).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Active8,120 (76.8%)');
    // The entry's own text says all the tooltip says: it is not read twice.
    await expect(active).toHaveAccessibleName(/^Active\s*8,120\s*76\.8%$/);
    await expect(active).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^Inactive/ })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Inactive2,310 (21.8%)');
  },
};

export const ManySegments: Story = {
  args: {
    title: 'Users by language',
    segments: [
      { id: 'en', label: 'English', value: 4210 },
      { id: 'es', label: 'Spanish', value: 1830 },
      { id: 'de', label: 'German', value: 1220 },
      { id: 'fr', label: 'French', value: 990 },
      { id: 'pt', label: 'Portuguese', value: 640 },
      { id: 'ru', label: 'Russian', value: 410 },
      { id: 'other', label: 'Other', value: 220 },
    ],
  },
};

/** One segment fills the whole ring. */
export const SingleSegment: Story = {
  args: { segments: [{ id: 'active', label: 'Active', value: 42 }] },
};

/** Segments that add up to nothing show the empty state. */
export const Empty: Story = {
  args: { segments: [{ id: 'active', label: 'Active', value: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};
