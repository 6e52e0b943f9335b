import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/button';
import { VirtualList, type VirtualListProps } from './virtual-list';
import { type DemoLogEntry, LogRow, logEntries, useDemoLog } from './virtual-list.fixtures';

const meta = {
  title: 'Data/VirtualList/Features',
  component: VirtualList<DemoLogEntry>,
  args: {
    'aria-label': 'Activity log of @runner42',
    items: logEntries(200),
    getItemKey: (entry) => entry.id,
    renderItem: (entry) => <LogRow entry={entry} />,
    height: 360,
    onEndReached: fn(),
    onRetry: fn(),
  },
} satisfies Meta<VirtualListProps<DemoLogEntry>>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Activity log of @runner42' });

/** The scrolling element around the list. */
const viewport = (canvasElement: HTMLElement) => {
  const element = list(canvasElement).parentElement;
  if (!element) throw new Error('The list has no viewport');
  return element;
};

const scrollToEnd = (element: HTMLElement) => {
  element.scrollTop = element.scrollHeight;
  element.dispatchEvent(new Event('scroll'));
};

/** Reaching the end asks for the next cursor page once, shows a loading row, then the new items. */
export const InfiniteScroll: Story = {
  render: function Render(args) {
    const log = useDemoLog({ total: 10_000_000 });
    return (
      <VirtualList
        {...args}
        items={log.items}
        hasMore={log.hasMore}
        loading={log.loading}
        onEndReached={() => {
          args.onEndReached?.();
          log.loadMore();
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(args.onEndReached).not.toHaveBeenCalled();
    scrollToEnd(viewport(canvasElement));
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledOnce());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading more');
    await waitFor(() =>
      expect(list(canvasElement).querySelector('[aria-posinset="51"]')).toBeInTheDocument(),
    );
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onEndReached).toHaveBeenCalledOnce();
  },
};

/** Only the rows in view are in the DOM, however long the list. */
export const HundredThousandItems: Story = {
  args: { items: logEntries(100_000), onEndReached: undefined },
  play: async ({ canvasElement }) => {
    const items = list(canvasElement);
    await expect(within(items).getAllByRole('listitem').length).toBeLessThan(30);
    scrollToEnd(viewport(canvasElement));
    await waitFor(() =>
      expect(items.querySelector('[aria-posinset="100000"]')).toBeInTheDocument(),
    );
    await expect(items.querySelector('[aria-posinset="100000"]')).toHaveAttribute(
      'aria-setsize',
      '100000',
    );
  },
};

/** The first page is loading: placeholder rows and a busy list. */
export const Loading: Story = {
  args: { items: [], loading: true, hasMore: true },
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="virtual-list-loader"]')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], labels: { emptyTitle: 'No activity yet' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity yet')).toBeInTheDocument();
  },
};

/** A failed page shows the error under the list; retrying asks again. */
export const ErrorWithRetry: Story = {
  render: function Render(args) {
    const log = useDemoLog({ total: 10_000_000 });
    return (
      <div className="flex flex-col gap-2">
        <Button variant="outline" size="sm" className="self-start" onClick={log.failNextRequest}>
          Fail the next request
        </Button>
        <VirtualList
          {...args}
          items={log.items}
          hasMore={log.hasMore}
          loading={log.loading}
          error={log.error}
          onEndReached={log.loadMore}
          onRetry={() => {
            args.onRetry?.();
            log.loadMore();
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail the next request' }));
    scrollToEnd(viewport(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The server did not answer in time.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(list(canvasElement).querySelector('[aria-posinset="51"]')).toBeInTheDocument(),
    );
  },
};
