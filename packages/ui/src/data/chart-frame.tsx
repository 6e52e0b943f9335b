/**
 * The parts every SVG chart shares: container width, keyboard and pointer focus of data points,
 * the tooltip, the legend, the visually hidden data table and the empty state.
 */

import { ChartNoAxesColumnIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useId, useRef, useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { innerFocusRing } from '../components/styles';
import { cn } from '../lib/cn';
import { useMergedRefs } from '../lib/use-merged-refs';
import { paletteColor } from './chart-scale';

/** One named row of numbers, aligned with the chart's categories; `null` is a gap. */
export interface ChartSeries {
  id: string;
  label: string;
  values: readonly (number | null)[];
  /** Any CSS colour; defaults to the chart palette (`--chart-N`, falling back to theme tokens). */
  color?: string;
}

/** What the default summary sentence is made of, already formatted. */
export interface ChartSummary {
  /**
   * The chart's title, or '' without one. A titled drawing is already named by it, so the
   * sentence should not repeat it (the default leaves it out).
   */
  title: string;
  seriesLabels: string[];
  categoryCount: number;
  firstCategory: string;
  lastCategory: string;
  min: string;
  max: string;
}

export interface ChartLabels {
  /** Shown instead of the chart when there is nothing to draw. */
  empty: string;
  /** Header of the category column of the visually hidden data table. */
  category: string;
  /**
   * What the drawing (`role="img"`) shows, without the title: its accessible description, read
   * after its name (the title); the name itself when the chart has no title.
   */
  summary: (summary: ChartSummary) => string;
}

export const defaultChartLabels: ChartLabels = {
  empty: 'No data',
  category: 'Category',
  summary: ({ seriesLabels, categoryCount, firstCategory, lastCategory, min, max }) =>
    `${seriesLabels.join(', ')} over ${categoryCount} ${
      categoryCount === 1 ? 'point' : 'points'
    } from ${firstCategory} to ${lastCategory}, values between ${min} and ${max}.`,
};

/**
 * The props of a chart's root `<figure>` (`id`, `aria-*`, `data-*`, `className`…) that the chart's
 * own props (`Own`) leave free; an empty chart puts them on its empty state instead.
 */
export type ChartRootProps<Own> = Omit<React.ComponentProps<'figure'>, keyof Own | 'children'>;

interface CategoryChartOwnProps {
  /**
   * The chart's accessible name; also the caption of its data table and the name of its points.
   * Without one, the summary names the drawing.
   */
  title?: string;
  /** The x labels (already formatted by the caller, e.g. dates through Intl). */
  categories: readonly string[];
  /**
   * Shorter names for the category axis alone, one per category (e.g. "11/14" for "11/14/2026"),
   * so that more of them fit; the tooltips, the points' accessible names and the data table keep
   * `categories`.
   */
  axisLabels?: readonly string[];
  series: readonly ChartSeries[];
  /** Formats values on axes and in tooltips; the caller usually passes an `Intl.NumberFormat`. */
  formatValue?: (value: number) => string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  /**
   * Whole-number ticks on the value axis (counts: 0, 2, 4, 6, 8, never 2.5). By default on when
   * every value is a whole number.
   */
  integerTicks?: boolean;
  labels?: Partial<ChartLabels>;
}

/** Props common to the charts over categories (line and bar). */
export type CategoryChartProps = CategoryChartOwnProps & ChartRootProps<CategoryChartOwnProps>;

export const defaultFormatValue = (value: number): string => String(value);

/** Layout width used until the container has been measured (the SVG scales meanwhile). */
const fallbackWidth = 640;

/** The content-box width of an element, measured now (forces a layout). */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const insets = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  const extra = insets.reduce((sum, key) => sum + (Number.parseFloat(style[key]) || 0), 0);
  return Math.round(element.getBoundingClientRect().width - extra);
}

/**
 * Tracks the content width of an element: measured synchronously when the element is attached
 * (the update lands before the first paint, so a chart in a narrow column never lays out at the
 * fallback width), then kept up to date with a ResizeObserver.
 */
export function useElementWidth<T extends HTMLElement>(): [React.RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measured = contentWidth(element);
    if (measured > 0) setWidth(measured);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width > 0 ? width : fallbackWidth];
}

const nextKeys = new Set(['ArrowRight', 'ArrowDown']);
const previousKeys = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Roving focus over a chart's data points: one tab stop, arrows and Home/End move between points,
 * focus or hover makes a point active, and the active point is described by the tooltip unless
 * `describe` is false (points whose own text already says what the tooltip shows).
 */
export function useChartPoints(count: number, { describe = true }: { describe?: boolean } = {}) {
  const tooltipId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const elements = useRef<(HTMLElement | null)[]>([]);
  const tabIndexTarget = Math.min(tabStop, Math.max(0, count - 1));

  const focusPoint = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    elements.current[target]?.focus();
  };

  const pointProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      elements.current[index] = element;
    },
    tabIndex: index === tabIndexTarget ? 0 : -1,
    'aria-describedby': describe && active === index ? tooltipId : undefined,
    onFocus: () => {
      setActive(index);
      setTabStop(index);
    },
    onBlur: () => setActive(null),
    onMouseEnter: () => setActive(index),
    onMouseLeave: () => setActive(null),
    onKeyDown: (event: React.KeyboardEvent) => {
      let target: number | null = null;
      if (nextKeys.has(event.key)) target = index + 1;
      else if (previousKeys.has(event.key)) target = index - 1;
      else if (event.key === 'Home') target = 0;
      else if (event.key === 'End') target = count - 1;
      else if (event.key === 'Escape') setActive(null);
      if (target !== null) {
        event.preventDefault();
        focusPoint(target);
      }
    },
  });

  return { active, setActive, pointProps, tooltipId };
}

export function seriesColor(series: ChartSeries, index: number): string {
  return series.color ?? paletteColor(index);
}

export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: color }}
    />
  );
}

/** A floating box at a point of the drawing, flipped inwards near the edges. */
export function ChartTooltip({
  id,
  x,
  y,
  width,
  height,
  children,
}: {
  id: string;
  /** Anchor in drawing coordinates. */
  x: number;
  y: number;
  /** Size of the drawing's coordinate space; the box is placed in percent of it. */
  width: number;
  height: number;
  children: React.ReactNode;
}) {
  const horizontal = x < width * 0.2 ? '0%' : x > width * 0.8 ? '-100%' : '-50%';
  // Near the top the box would leave the chart, so it opens downwards there.
  const vertical = y < height * 0.3 ? '8px' : 'calc(-100% - 8px)';
  return (
    <div
      role="tooltip"
      id={id}
      data-slot="chart-tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-64 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
      style={{
        left: `${(x / width) * 100}%`,
        top: `${(y / height) * 100}%`,
        transform: `translate(${horizontal}, ${vertical})`,
      }}
    >
      {children}
    </div>
  );
}

/** The tooltip body for one category: its label, then each series' value. */
export function CategoryTooltipContent({
  category,
  series,
  index,
  formatValue,
}: {
  category: string;
  series: readonly ChartSeries[];
  index: number;
  formatValue: (value: number) => string;
}) {
  return (
    <>
      {/* The focused point is named by its category: its description is the values alone. */}
      <p aria-hidden="true" className="mb-1 font-medium">
        {category}
      </p>
      <ul className="space-y-0.5">
        {series.map((item, seriesIndex) => {
          const value = item.values[index];
          return (
            <li key={item.id} className="flex items-center gap-2">
              <Swatch color={seriesColor(item, seriesIndex)} />
              <span>{item.label}</span>
              <span className="ms-auto ps-3 font-medium tabular-nums">
                {value === null || value === undefined ? '–' : formatValue(value)}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function ChartLegend({
  items,
  className,
}: {
  items: readonly { id: string; label: React.ReactNode; color: string }[];
  className?: string;
}) {
  return (
    <ul
      data-slot="chart-legend"
      className={cn('mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-1.5">
          <Swatch color={item.color} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The accessible name and description of a chart's drawing: the title names it and the summary
 * describes it, so neither is read twice; an untitled drawing is named by its summary. Put `name`
 * and `describedBy` on the `role="img"` element and render `description` inside it;
 * `descriptionId` comes from the chart's `useId()`.
 */
export function chartImageText(title: string | undefined, summary: string, descriptionId: string) {
  if (!title) return { name: summary, describedBy: undefined, description: null };
  return {
    name: title,
    describedBy: descriptionId,
    description: <desc id={descriptionId}>{summary}</desc>,
  };
}

/** The numbers behind a category chart, for screen readers (the drawing is a single image). */
export function ChartDataTable({
  caption,
  categoryHeader,
  categories,
  series,
  formatValue,
}: {
  /** The chart's title; an untitled chart's table has no caption. */
  caption: string | undefined;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}) {
  return (
    // The wrapper hides it: a table keeps the height of its rows whatever its own size and overflow
    // say, so `sr-only` on the table itself left every row in the page's scroll height.
    <div className="sr-only">
      <table>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {series.map((item) => (
              <th key={item.id} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat, rows are positional
            <tr key={`${index}-${category}`}>
              <th scope="row">{category}</th>
              {series.map((item) => {
                const value = item.values[index];
                return (
                  <td key={item.id}>
                    {value === null || value === undefined ? '–' : formatValue(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Stands in for a chart with nothing to draw, at the chart's height so layouts do not jump. */
export function ChartEmpty({
  slot,
  height,
  label,
  rootProps: { ref, className, style, ...rootProps },
}: {
  slot: string;
  height: number;
  label: string;
  /** The caller's props of the chart's root. */
  rootProps: ChartRootProps<unknown>;
}) {
  const mergedRef = useMergedRefs(ref);
  return (
    <EmptyState
      ref={mergedRef}
      data-slot={slot}
      data-empty=""
      title={label}
      titleAs="p"
      icon={<ChartNoAxesColumnIcon />}
      className={cn('w-full border border-dashed', className)}
      style={{ minHeight: height, ...style }}
      {...rootProps}
    />
  );
}

/** A focusable area of the chart, in chart pixels. */
export interface HitZone {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a category's tooltip points to, in chart pixels. */
export interface Anchor {
  x: number;
  y: number;
}

/**
 * The frame of a chart over categories: the drawing as one image with a summary, one focusable
 * zone per category with its tooltip, a legend when there are several series, and the data table.
 */
export function CategoryChartFigure({
  slot,
  figureRef,
  title,
  categories,
  series,
  formatValue,
  labels,
  width,
  height,
  summary,
  zones,
  anchorOf,
  rootProps: { ref, className, ...rootProps },
  renderDrawing,
}: {
  slot: string;
  /** The chart's own ref on the figure (it measures the width). */
  figureRef: React.Ref<HTMLElement>;
  title: string | undefined;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  labels: ChartLabels;
  width: number;
  height: number;
  summary: string;
  zones: readonly HitZone[];
  anchorOf: (index: number) => Anchor;
  /** The caller's props of the figure. */
  rootProps: ChartRootProps<unknown>;
  /** The SVG content in a `width` × `height` coordinate space, given the active category. */
  renderDrawing: (active: number | null) => React.ReactNode;
}) {
  const { active, pointProps, tooltipId } = useChartPoints(categories.length);
  const anchor = active === null ? null : anchorOf(active);
  const percent = (pixels: number) => `${(pixels / width) * 100}%`;
  const mergedRef = useMergedRefs(figureRef, ref);
  const descriptionId = useId();
  const image = chartImageText(title, summary, descriptionId);
  return (
    <figure ref={mergedRef} data-slot={slot} className={cn('m-0 w-full', className)} {...rootProps}>
      <div className="relative" style={{ height }}>
        <svg
          role="img"
          aria-label={image.name}
          aria-describedby={image.describedBy}
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="block overflow-visible text-xs"
        >
          {image.description}
          {renderDrawing(active)}
        </svg>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form; this groups the chart's points */}
        <div role="group" aria-label={title} className="absolute inset-0">
          {zones.map((zone, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one zone per category position
              key={index}
              type="button"
              data-slot="chart-point"
              aria-label={categories[index]}
              className={cn(innerFocusRing, 'absolute rounded-sm')}
              style={{
                left: percent(zone.left),
                width: percent(zone.width),
                top: zone.top,
                height: zone.height,
              }}
              {...pointProps(index)}
            />
          ))}
        </div>
        {active !== null && anchor ? (
          <ChartTooltip id={tooltipId} x={anchor.x} y={anchor.y} width={width} height={height}>
            <CategoryTooltipContent
              category={categories[active] ?? ''}
              series={series}
              index={active}
              formatValue={formatValue}
            />
          </ChartTooltip>
        ) : null}
      </div>
      {series.length > 1 ? (
        <ChartLegend
          items={series.map((item, index) => ({
            id: item.id,
            label: item.label,
            color: seriesColor(item, index),
          }))}
        />
      ) : null}
      <ChartDataTable
        caption={title}
        categoryHeader={labels.category}
        categories={categories}
        series={series}
        formatValue={formatValue}
      />
    </figure>
  );
}

/** The default text alternative of a category chart, built with the (translatable) labels. */
export function summarize(
  title: string | undefined,
  categories: readonly string[],
  series: readonly ChartSeries[],
  extent: { min: number; max: number },
  formatValue: (value: number) => string,
  labels: ChartLabels,
): string {
  return labels.summary({
    title: title ?? '',
    seriesLabels: series.map((item) => item.label),
    categoryCount: categories.length,
    firstCategory: categories[0] ?? '',
    lastCategory: categories[categories.length - 1] ?? '',
    min: formatValue(extent.min),
    max: formatValue(extent.max),
  });
}
