import { useVirtualizer } from '@tanstack/react-virtual';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Skeleton } from '../components/skeleton';
import { flushFocusRing } from '../components/styles';
import { cn } from '../lib/cn';

export interface VirtualListLabels {
  /** Announced while a page of items loads. */
  loading: string;
  emptyTitle: string;
  errorTitle: string;
  retry: string;
}

export const defaultVirtualListLabels: VirtualListLabels = {
  loading: 'Loading more',
  emptyTitle: 'Nothing here yet',
  errorTitle: 'The next items could not be loaded',
  retry: 'Try again',
};

/**
 * The list's accessible name, required: the keyboard reaches its scrolling box (a named region
 * holding the list), and a tab stop without a name is announced as nothing. Either the text or the
 * id of a visible heading; the list inside bears the same name.
 */
export type VirtualListName =
  | { 'aria-label': string; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; 'aria-label'?: never };

interface VirtualListOwnProps<T> {
  /** The items loaded so far (e.g. every cursor page fetched). */
  items: readonly T[];
  getItemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** Expected item height in pixels; items are measured once rendered. */
  estimateSize?: number;
  /** Height of the scrolling viewport. */
  height?: number | string;
  /** More items exist after the last one: reaching the end asks for them. */
  hasMore?: boolean;
  /** A page is being fetched: a loading row shows at the end. */
  loading?: boolean;
  /**
   * Called once per length of `items` when the user scrolls within `endThreshold` items of the
   * end while `hasMore` is set and nothing is loading or failed.
   */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Loading the next page failed; shows the error (the value is its description). */
  error?: React.ReactNode;
  onRetry?: () => void;
  /** Replaces the default empty state. */
  empty?: React.ReactNode;
  labels?: Partial<VirtualListLabels>;
}

/**
 * Its own props and name, then those of its root `<div>` (`id`, other `aria-*`, `data-*`,
 * `className`…).
 */
export type VirtualListProps<T> = VirtualListOwnProps<T> &
  VirtualListName &
  Omit<
    React.ComponentProps<'div'>,
    keyof VirtualListOwnProps<T> | 'aria-label' | 'aria-labelledby' | 'children'
  >;

const loaderRows = 3;

/**
 * A long list that renders only the items in view, for cursor-paged data of any size (e.g. the
 * logs of a messaging-app user): it asks for the next page near the end and shows a loading row
 * meanwhile. The viewport is focusable so that the keyboard can scroll it, and is a region named
 * as the list.
 */
export function VirtualList<T>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  items,
  getItemKey,
  renderItem,
  estimateSize = 44,
  height = 480,
  hasMore = false,
  loading = false,
  onEndReached,
  endThreshold = 10,
  error,
  onRetry,
  empty,
  labels,
  className,
  ...props
}: VirtualListProps<T>) {
  const text = { ...defaultVirtualListLabels, ...labels };
  const name = { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy };
  const scrollRef = useRef<HTMLElement>(null);
  const showLoader = loading || (hasMore && !error);
  const virtualizer = useVirtualizer({
    count: items.length + (showLoader ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? 'loader' : getItemKey(item, index);
    },
    overscan: 8,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastRendered = virtualItems[virtualItems.length - 1]?.index ?? -1;

  // Ask for the next page once per length of the list, so a slow answer is not requested twice.
  const requestedAtLength = useRef<number | null>(null);
  const nearEnd = lastRendered >= items.length - endThreshold;
  useEffect(() => {
    if (!onEndReached || !hasMore || loading || error || !nearEnd) return;
    if (requestedAtLength.current === items.length) return;
    requestedAtLength.current = items.length;
    onEndReached();
  }, [onEndReached, hasMore, loading, error, nearEnd, items.length]);

  const isEmpty = items.length === 0 && !hasMore && !loading && !error;

  return (
    <div data-slot="virtual-list" className={cn('flex flex-col gap-2', className)} {...props}>
      {isEmpty ? (
        (empty ?? <EmptyState title={text.emptyTitle} titleAs="p" className="rounded-md border" />)
      ) : (
        // A named <section> is a region: the box the keyboard reaches is announced by its name.
        <section
          ref={scrollRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport scrolls, so the keyboard must reach it
          tabIndex={0}
          {...name}
          data-slot="virtual-list-viewport"
          className={cn(flushFocusRing, 'overflow-auto rounded-md border')}
          style={{ height }}
        >
          <ul
            {...name}
            aria-busy={loading || undefined}
            className="relative m-0 w-full list-none p-0"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualItems.map((virtualItem) => {
              const item = items[virtualItem.index];
              const position = {
                ref: virtualizer.measureElement,
                'data-index': virtualItem.index,
                className: 'absolute top-0 start-0 w-full border-b last:border-b-0',
                style: { transform: `translateY(${virtualItem.start}px)` },
              };
              return item === undefined ? (
                <li
                  key={virtualItem.key}
                  {...position}
                  aria-hidden="true"
                  data-slot="virtual-list-loader"
                >
                  <LoaderRows />
                </li>
              ) : (
                <li
                  key={virtualItem.key}
                  {...position}
                  aria-posinset={virtualItem.index + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  data-slot="virtual-list-item"
                >
                  {renderItem(item, virtualItem.index)}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p role="status" className="sr-only">
        {loading ? text.loading : ''}
      </p>
      {error ? (
        <ErrorState
          title={text.errorTitle}
          description={error === true ? undefined : error}
          titleAs="p"
          onRetry={onRetry}
          retryLabel={text.retry}
          className="rounded-md border p-4"
        />
      ) : null}
    </div>
  );
}

function LoaderRows() {
  return (
    <div className="flex flex-col gap-2 px-3 py-2">
      {Array.from({ length: loaderRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={index} className="h-5 w-full" />
      ))}
    </div>
  );
}
