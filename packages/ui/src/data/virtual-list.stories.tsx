import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VirtualList, type VirtualListProps } from './virtual-list';
import { type DemoLogEntry, LogRow, logEntries, useDemoLog } from './virtual-list.fixtures';

const meta = {
  title: 'Data/VirtualList',
  component: VirtualList<DemoLogEntry>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Activity log of @runner42',
    items: logEntries(200),
    getItemKey: (entry) => entry.id,
    renderItem: (entry) => <LogRow entry={entry} />,
    height: 360,
    onEndReached: fn(),
  },
} satisfies Meta<VirtualListProps<DemoLogEntry>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cursor-paged log: the next page loads as the end comes into view. */
export const Default: Story = {
  render: function Render(args) {
    const log = useDemoLog({ total: 10_000_000 });
    return (
      <VirtualList
        {...args}
        items={log.items}
        hasMore={log.hasMore}
        loading={log.loading}
        onEndReached={log.loadMore}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Activity log of @runner42' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(30);
    await expect(items[0]).toHaveAttribute('aria-setsize', '-1');
    // The keyboard scrolls the box around the list: a tab stop with the list's name.
    const box = within(canvasElement).getByRole('region', { name: 'Activity log of @runner42' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box).toContainElement(list);
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    hasMore: { control: 'boolean' },
    height: { control: { type: 'range', min: 160, max: 720, step: 40 } },
    estimateSize: { control: { type: 'number', min: 24 } },
  },
  args: { loading: false, hasMore: false },
};
