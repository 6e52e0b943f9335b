import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
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
    const drawing = within(canvasElement).getByRole('img');
    await expect(drawing).toHaveAccessibleName('Sign-ups per month');
    await expect(drawing).toHaveAccessibleDescription(
      'Sign-ups over 12 points from Jan to Dec, values between 101 and 312.',
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

/** Records the chart's coordinate space as it is at the first paint (rAF runs before painting). */
function FirstPaintProbe({ children }: { children: ReactNode }) {
  const column = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = column.current;
      const viewBox = box?.querySelector('svg[role="img"]')?.getAttribute('viewBox');
      if (box && viewBox) box.dataset.firstPaintViewBox = viewBox;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={column} data-testid="narrow-column" className="w-80">
      {children}
    </div>
  );
}

/** In a 320 px column the chart is laid out at 320 px from its first paint, not at a fallback width. */
export const FirstPaintInANarrowColumn: Story = {
  args: { orientation: 'horizontal', height: 240 },
  render: (args) => (
    <FirstPaintProbe>
      <BarChart {...args} />
    </FirstPaintProbe>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('narrow-column');
    await waitFor(() => expect(column.dataset.firstPaintViewBox).toBeDefined());
    await expect(column.dataset.firstPaintViewBox).toBe('0 0 320 240');
  },
};
