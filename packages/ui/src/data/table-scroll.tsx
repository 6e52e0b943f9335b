import type * as React from 'react';
import { flushFocusRing } from '../components/styles';
import { useSidewaysOverflow } from '../components/use-scrolling-tab-stop';
import { cn } from '../lib/cn';

export interface TableScrollProps extends Omit<React.ComponentProps<'section'>, 'aria-label'> {
  /**
   * The table's name. While columns are cut off the box is a region of that name and a tab stop,
   * so that the keyboard can scroll it sideways (a table's rows and buttons do not reach every
   * column); a box that fits adds neither.
   */
  label: string;
}

/**
 * The scroll box of a table wider than the space it has (a phone, a tablet beside the sidebar):
 * the table scrolls inside it instead of widening the page, a shadow along an edge says there are
 * more columns that way, and the box is a named tab stop while it scrolls. The props are the
 * box's (`ref` is the scrolling element); the shadows sit on a frame around it.
 */
export function TableScroll({ label, ref, className, children, ...props }: TableScrollProps) {
  const overflow = useSidewaysOverflow(ref);
  const scrollsSideways = overflow.start || overflow.end;
  return (
    // min-w-0: the table scrolls in the box instead of widening the page's grid or flex column.
    <div data-slot="table-scroll-frame" className="relative min-w-0">
      <section
        ref={overflow.ref}
        data-slot="table-scroll"
        aria-label={scrollsSideways ? label : undefined}
        tabIndex={scrollsSideways ? 0 : undefined}
        {...props}
        // A flush ring: an offset one would be clipped by whatever holds the box.
        className={cn(flushFocusRing, 'relative overflow-auto rounded-md border', className)}
      >
        {children}
      </section>
      <OverflowEdge edge="start" visible={overflow.start} />
      <OverflowEdge edge="end" visible={overflow.end} />
    </div>
  );
}

/**
 * A shadow along an edge of the scroll box while columns are cut off on that side. By logical
 * edge: mirrored right to left.
 */
function OverflowEdge({ edge, visible }: { edge: 'start' | 'end'; visible: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-slot="table-scroll-edge"
      data-edge={edge}
      data-visible={visible || undefined}
      className={cn(
        'pointer-events-none absolute inset-y-px z-20 w-6 opacity-0 transition-opacity motion-reduce:transition-none data-visible:opacity-100',
        edge === 'start'
          ? 'start-px rounded-s-md edge-shade-start'
          : 'end-px rounded-e-md edge-shade-end',
      )}
    />
  );
}
