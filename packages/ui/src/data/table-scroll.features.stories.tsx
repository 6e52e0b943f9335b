import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TableScroll } from './table-scroll';
import { CacheTable, ScrolledSideways, scrollEdge } from './table-scroll.fixtures';

const meta = {
  title: 'Data/TableScroll/Features',
  component: TableScroll,
  args: { label: 'Caches', children: <CacheTable /> },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled halfway on a phone: columns are cut off on both sides, so both edges are shaded. */
export const ScrolledHalfway: Story = {
  render: (args) => (
    <ScrolledSideways to={0.5}>
      <TableScroll {...args} />
    </ScrolledSideways>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Caches' });
    await waitFor(() => expect(scrollEdge(canvasElement, 'start')).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'end')).toHaveAttribute('data-visible');
  },
};

/**
 * Right to left the table starts at the right edge, so the shadow of the columns still to come is
 * on the left.
 */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" className="grid w-[328px]">
      <TableScroll {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('region', { name: 'Caches' });
    const end = scrollEdge(canvasElement, 'end');
    await waitFor(() => expect(end).toHaveAttribute('data-visible'));
    await expect(scrollEdge(canvasElement, 'start')).not.toHaveAttribute('data-visible');
    await expect(end.getBoundingClientRect().left).toBeLessThan(
      box.getBoundingClientRect().left + box.clientWidth / 2,
    );
  },
};
