import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TableScroll } from './table-scroll';
import { CacheTable, scrollEdge } from './table-scroll.fixtures';

const meta = {
  title: 'Data/TableScroll',
  component: TableScroll,
  tags: ['autodocs'],
  args: { label: 'Caches', children: <CacheTable /> },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room enough for every column: no shadow, and the box adds no tab stop or landmark. */
export const Default: Story = {
  render: (args) => (
    <div className="w-[48rem]">
      <TableScroll {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Caches' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(scrollEdge(canvasElement, 'start')).not.toHaveAttribute('data-visible');
    await expect(scrollEdge(canvasElement, 'end')).not.toHaveAttribute('data-visible');
  },
};

/**
 * On a phone the columns are wider than the box: it scrolls sideways instead of widening the page,
 * a shadow on the end edge says more columns are off-screen, and the box is a tab stop named as
 * the table whose arrow keys scroll it. Scrolled to the end, the shadow moves to the start edge.
 */
export const OnAPhone: Story = {
  render: (args) => (
    <div data-testid="phone-column" className="grid w-[328px]">
      <TableScroll {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('phone-column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const box = await within(canvasElement).findByRole('region', { name: 'Caches' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(scrollEdge(canvasElement, 'end')).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'start')).not.toHaveAttribute('data-visible');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(scrollEdge(canvasElement, 'start')).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'end')).not.toHaveAttribute('data-visible');
  },
};

export const Playground: Story = {
  render: (args) => (
    <div className="grid w-[328px] resize-x overflow-hidden">
      <TableScroll {...args} />
    </div>
  ),
};
