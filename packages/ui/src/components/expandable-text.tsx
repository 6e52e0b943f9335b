import type * as React from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { flushFocusRing } from './styles';
import { useControllableState } from './use-controllable-state';

export interface ExpandableTextLabels {
  /** The button that shows the whole text. */
  more: string;
  /** The button that shortens it again. */
  less: string;
}

export const defaultExpandableTextLabels: ExpandableTextLabels = {
  more: 'Show more',
  less: 'Show less',
};

interface ExpandableTextOwnProps {
  children: React.ReactNode;
  /** Lines shown before the text is cut off with an ellipsis. */
  lines?: number;
  /** Controlled: whether the whole text shows (e.g. kept by a virtualised list across remounts). */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  labels?: Partial<ExpandableTextLabels>;
}

/** Its own props, then those of its root `<span>` (`id`, `aria-*`, `data-*`, `className`…). */
export type ExpandableTextProps = ExpandableTextOwnProps &
  Omit<React.ComponentProps<'span'>, keyof ExpandableTextOwnProps>;

/**
 * A text that wraps onto `lines` lines and is cut off with an ellipsis after them; when it is cut
 * off, a "Show more" button (keyboard and touch alike, unlike a `title` tooltip) shows it whole and
 * "Show less" shortens it again. Screen readers read the whole text either way.
 */
export function ExpandableText({
  children,
  lines = 2,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  labels,
  className,
  ...props
}: ExpandableTextProps) {
  const text = { ...defaultExpandableTextLabels, ...labels };
  const id = useId();
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  const textRef = useRef<HTMLSpanElement>(null);
  const [cutOff, setCutOff] = useState(false);

  // Whether the clamped text hides anything: measured now and whenever its box changes size (a
  // narrower window wraps it onto more lines). While expanded nothing is clamped to measure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text or line count must be measured again
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => setCutOff(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children, lines]);

  return (
    <span
      data-slot="expandable-text"
      className={cn('grid min-w-0 justify-items-start', className)}
      {...props}
    >
      <span
        ref={textRef}
        id={id}
        data-slot="expandable-text-content"
        className="min-w-0 max-w-full [overflow-wrap:anywhere]"
        style={
          expanded
            ? undefined
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: lines,
                overflow: 'hidden',
              }
        }
      >
        {children}
      </span>
      {expanded || cutOff ? (
        <button
          type="button"
          data-slot="expandable-text-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          // 24 px tall: a touch target of its own, not a word in a sentence.
          // A flush ring: the toggle sits in running text and table cells.
          className={cn(
            flushFocusRing,
            '-mx-1 min-h-6 rounded-sm px-1 text-xs font-medium text-primary underline-offset-4 hover:underline',
          )}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? text.less : text.more}
        </button>
      ) : null}
    </span>
  );
}
