import { useId } from 'react';
import { flushFocusRing } from '../components/styles';
import { cn } from '../lib/cn';
import {
  ChartEmpty,
  type ChartRootProps,
  ChartTooltip,
  chartImageText,
  defaultFormatValue,
  Swatch,
  useChartPoints,
} from './chart-frame';
import { paletteColor } from './chart-scale';

export interface DonutSegment {
  id: string;
  label: string;
  value: number;
  /** Any CSS colour; defaults to the chart palette. */
  color?: string;
}

/** One segment as the summary and the legend describe it, already formatted. */
export interface DonutSummarySegment {
  label: string;
  value: string;
  percent: string;
}

export interface DonutChartLabels {
  /** Shown instead of the chart when the segments add up to nothing. */
  empty: string;
  /** Caption under the total in the middle of the ring. */
  total: string;
  /**
   * What the drawing (`role="img"`) shows, without the title: its accessible description, read
   * after its name (the title); the name itself when the chart has no title. `title` is '' without
   * one.
   */
  summary: (summary: { title: string; total: string; segments: DonutSummarySegment[] }) => string;
}

export const defaultDonutChartLabels: DonutChartLabels = {
  empty: 'No data',
  total: 'Total',
  summary: ({ total, segments }) =>
    `Total ${total}: ${segments
      .map((segment) => `${segment.label} ${segment.value} (${segment.percent})`)
      .join(', ')}.`,
};

interface DonutChartOwnProps {
  /** The chart's accessible name; also names the legend. Without one, the summary names the ring. */
  title?: string;
  segments: readonly DonutSegment[];
  /** Formats the values; the caller usually passes an `Intl.NumberFormat`. */
  formatValue?: (value: number) => string;
  /** Formats a share between 0 and 1; by default a percentage in the browser's locale. */
  formatPercent?: (share: number) => string;
  /** Largest diameter in pixels; the ring shrinks with a narrower container. */
  size?: number;
  labels?: Partial<DonutChartLabels>;
}

export type DonutChartProps = DonutChartOwnProps & ChartRootProps<DonutChartOwnProps>;

const percentFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 1,
});
const defaultFormatPercent = (share: number) => percentFormat.format(share);

/** The ring is drawn in a 100 × 100 box and scaled by the SVG viewBox. */
const box = 100;
const ringWidth = 14;
const radius = (box - ringWidth) / 2;
const circumference = 2 * Math.PI * radius;
/** Gap between neighbouring segments, in drawing units along the ring. */
const segmentGap = 0.6;

/**
 * Shares of a whole as a ring with a legend and the total in the middle; SVG without a chart
 * library. The legend entries are focusable (one tab stop, arrow keys move) and show the
 * segment's tooltip; hovering a segment does the same.
 */
export function DonutChart({
  title,
  segments,
  formatValue = defaultFormatValue,
  formatPercent = defaultFormatPercent,
  size = 200,
  labels,
  className,
  ...props
}: DonutChartProps) {
  const text = { ...defaultDonutChartLabels, ...labels };
  // A legend entry's text is its segment's label, value and share, all the tooltip says: the
  // tooltip does not describe it again.
  const { active, setActive, pointProps, tooltipId } = useChartPoints(segments.length, {
    describe: false,
  });
  const descriptionId = useId();
  const drawn = segments.map((segment) =>
    Number.isFinite(segment.value) && segment.value > 0 ? segment.value : 0,
  );
  const total = drawn.reduce((sum, value) => sum + value, 0);
  if (total <= 0) {
    return (
      <ChartEmpty
        slot="donut-chart"
        height={size}
        label={text.empty}
        rootProps={{ className, ...props }}
      />
    );
  }

  const described = segments.map((segment, index) => ({
    label: segment.label,
    value: formatValue(segment.value),
    percent: formatPercent((drawn[index] ?? 0) / total),
  }));
  let start = 0;
  const arcs = segments.map((segment, index) => {
    const share = (drawn[index] ?? 0) / total;
    const arc = { start, share, color: segment.color ?? paletteColor(index) };
    start += share;
    return arc;
  });
  const gap = arcs.filter((arc) => arc.share > 0).length > 1 ? segmentGap : 0;
  const activeArc = active === null ? undefined : arcs[active];
  const activeSegment = active === null ? undefined : described[active];
  const anchorAngle = activeArc ? (activeArc.start + activeArc.share / 2) * 2 * Math.PI : 0;
  const image = chartImageText(
    title,
    text.summary({ title: title ?? '', total: formatValue(total), segments: described }),
    descriptionId,
  );

  return (
    <figure
      data-slot="donut-chart"
      className={cn('m-0 flex w-full flex-wrap items-center gap-6', className)}
      {...props}
    >
      <div className="relative aspect-square w-full" style={{ maxWidth: size }}>
        <svg
          role="img"
          aria-label={image.name}
          aria-describedby={image.describedBy}
          viewBox={`0 0 ${box} ${box}`}
          className="block size-full"
        >
          {image.description}
          <g transform={`rotate(-90 ${box / 2} ${box / 2})`}>
            {arcs.map((arc, index) =>
              arc.share > 0 ? (
                // biome-ignore lint/a11y/noStaticElementInteractions: hover mirrors the focusable legend entries
                <circle
                  key={segments[index]?.id}
                  cx={box / 2}
                  cy={box / 2}
                  r={radius}
                  fill="none"
                  stroke={arc.color}
                  strokeWidth={index === active ? ringWidth + 2 : ringWidth}
                  strokeDasharray={`${Math.max(0, arc.share * circumference - gap)} ${circumference}`}
                  strokeDashoffset={-arc.start * circumference}
                  onMouseEnter={() => setActive(index)}
                  onMouseLeave={() => setActive(null)}
                />
              ) : null,
            )}
          </g>
          <text
            x={box / 2}
            y={box / 2 - 2}
            textAnchor="middle"
            className="fill-foreground text-[11px] font-semibold"
          >
            {formatValue(total)}
          </text>
          <text
            x={box / 2}
            y={box / 2 + 10}
            textAnchor="middle"
            className="fill-muted-foreground text-[6px]"
          >
            {text.total}
          </text>
        </svg>
        {activeSegment ? (
          <ChartTooltip
            id={tooltipId}
            x={box / 2 + Math.sin(anchorAngle) * radius}
            y={box / 2 - Math.cos(anchorAngle) * radius}
            width={box}
            height={box}
          >
            <p className="font-medium">{activeSegment.label}</p>
            <p className="tabular-nums">
              {activeSegment.value} ({activeSegment.percent})
            </p>
          </ChartTooltip>
        ) : null}
      </div>
      <ul
        aria-label={title}
        data-slot="chart-legend"
        className="min-w-40 max-w-sm flex-1 space-y-1 text-sm"
      >
        {segments.map((segment, index) => (
          <li key={segment.id}>
            <button
              type="button"
              // A flush ring: the legend's rows are 4 px apart.
              className={cn(
                flushFocusRing,
                'flex w-full items-center gap-2 rounded-sm px-1 py-0.5 text-start hover:bg-accent',
              )}
              {...pointProps(index)}
            >
              <Swatch color={arcs[index]?.color ?? paletteColor(index)} />
              <span className="min-w-0 flex-1 truncate">{segment.label}</span>
              <span className="font-medium tabular-nums">{described[index]?.value}</span>
              <span className="w-14 text-end text-muted-foreground tabular-nums">
                {described[index]?.percent}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </figure>
  );
}
