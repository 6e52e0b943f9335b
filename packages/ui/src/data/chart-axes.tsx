/** SVG axes of the category charts: value grid lines with tick labels, and category labels. */
import {
  bottomLabelLayout,
  estimateTextWidth,
  type LinearScale,
  project,
  truncateLabel,
  wrapLabel,
} from './chart-scale';

/** The drawing area inside the axes, in chart pixels. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const labelGap = 8;
/** Space right of the plot area, for the last axis label. */
export const rightMargin = 16;

/** Grid lines at each tick of the value scale, labelled on the left or along the bottom. */
export function ValueAxis({
  scale,
  format,
  plot,
  side,
}: {
  scale: LinearScale;
  format: (value: number) => string;
  plot: PlotArea;
  side: 'left' | 'bottom';
}) {
  return (
    <g data-slot="chart-value-axis">
      {scale.ticks.map((tick) => {
        if (side === 'left') {
          const y = project(scale, tick, plot.bottom, plot.top);
          return (
            <g key={tick}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={y}
                y2={y}
                stroke="var(--border)"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={plot.left - labelGap}
                y={y}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground"
              >
                {format(tick)}
              </text>
            </g>
          );
        }
        const x = project(scale, tick, plot.left, plot.right);
        const label = format(tick);
        // The last label would stick out of the right margin when centred on its tick.
        const overflows = x + estimateTextWidth(label) / 2 > plot.right + rightMargin;
        return (
          <g key={tick}>
            <line
              x1={x}
              x2={x}
              y1={plot.top}
              y2={plot.bottom}
              stroke="var(--border)"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={x}
              y={plot.bottom + labelGap}
              textAnchor={overflows ? 'end' : 'middle'}
              dominantBaseline="hanging"
              className="fill-muted-foreground"
            >
              {label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Line height of a category label that wraps (12 px text). */
const labelLineHeight = 14;

/** cos 45°: how much of a label's length a 45° rotation leaves along each axis. */
const diagonal = Math.SQRT1_2;
/** Rotated labels are cut after this many pixels of text (about 16 characters). */
const maxRotatedLabel = 96;
/** Neighbouring rotated labels need this band to keep a line height between them. */
const minRotatedBand = Math.ceil(labelLineHeight / diagonal);

/** How the bottom category labels of bars are drawn: upright, or every one at 45°. */
export interface BottomCategoryLayout {
  /** Set when the labels stand at 45°: the length they are cut after, in pixels of text. */
  rotatedLength?: number;
  /** The room the labels take under the plot. */
  margin: number;
}

/**
 * For the bands of `band` pixels of a column chart: upright when every name fits its band with the
 * gap kept between labels; at 45° (each one shortened to `maxRotatedLabel`, the whole
 * name in the bar's tooltip, its accessible name and the data table) when they do not but the bands
 * are wide enough for a line each; else upright and thinned out (see `categoryTicks`), like a line
 * chart's dates.
 */
export function bottomCategoryLayout(
  categories: readonly string[],
  band: number,
  height: number,
): BottomCategoryLayout {
  const upright = { margin: 28 };
  const widest = widestLabel(categories);
  if (widest + 2 * labelGap <= band || band < minRotatedBand) return upright;
  const length = Math.min(widest, maxRotatedLabel, (height * 0.35) / diagonal);
  return { rotatedLength: length, margin: labelGap + Math.ceil(length * diagonal) + labelGap };
}

/**
 * Category labels centred on `positions`: along the bottom (always the first and the last, evenly
 * spaced ones between that keep a gap, see `bottomLabelLayout`; or every one at 45° with
 * `rotated`), or on the left (one per category, wrapped onto two lines of `maxWidth` and shortened
 * after them when the band is tall enough, else one line; the point's tooltip and the data table
 * give the whole name).
 */
export function CategoryAxis({
  categories,
  positions,
  plot,
  side,
  maxWidth,
  fitWidth,
  rotatedLength,
}: {
  categories: readonly string[];
  positions: readonly number[];
  plot: PlotArea;
  side: 'bottom' | 'left';
  maxWidth: number;
  /** Bottom: the plot width the labels are chosen for (see `bottomLabelLayout`). */
  fitWidth?: number;
  /** Bottom: every label at 45°, cut after this many pixels (from `bottomCategoryLayout`). */
  rotatedLength?: number;
}) {
  if (side === 'left') {
    // Two lines need a band of two line heights; a crowded chart keeps one line per category.
    const band =
      positions.length > 1
        ? Math.abs((positions[1] ?? 0) - (positions[0] ?? 0))
        : plot.bottom - plot.top;
    const maxLines = band >= 2 * labelLineHeight ? 2 : 1;
    return (
      <g data-slot="chart-category-axis">
        {categories.map((category, index) => {
          const lines = wrapLabel(category, maxWidth, maxLines);
          const centre = positions[index] ?? 0;
          return (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat, labels are positional
              key={index}
              x={plot.left - labelGap}
              y={centre}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground"
            >
              {lines.map((line, lineIndex) => (
                <tspan
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of one label, in order
                  key={lineIndex}
                  x={plot.left - labelGap}
                  y={centre + (lineIndex - (lines.length - 1) / 2) * labelLineHeight}
                  dominantBaseline="middle"
                >
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </g>
    );
  }
  if (rotatedLength !== undefined) {
    const y = plot.bottom + labelGap;
    // Each label ends under its bar and rises to the left, never past the chart's left edge.
    return (
      <g data-slot="chart-category-axis" data-rotated="">
        {categories.map((category, index) => {
          const x = (positions[index] ?? 0) + labelLineHeight / 4;
          const shown = truncateLabel(category, Math.min(rotatedLength, x / diagonal));
          return (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat, labels are positional
              key={index}
              x={x}
              y={y}
              transform={`rotate(-45 ${x} ${y})`}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground"
            >
              {shown !== category ? <title>{category}</title> : null}
              {shown}
            </text>
          );
        })}
      </g>
    );
  }
  const shown = bottomLabelLayout(categories, positions, {
    left: plot.left,
    right: plot.right,
    gap: 2 * labelGap,
    fitWidth,
  });
  return (
    <g data-slot="chart-category-axis">
      {shown.map(({ index, x, anchor }) => (
        <text
          key={index}
          x={x}
          y={plot.bottom + labelGap}
          textAnchor={anchor}
          dominantBaseline="hanging"
          className="fill-muted-foreground"
        >
          {categories[index]}
        </text>
      ))}
    </g>
  );
}

function widestLabel(labels: readonly string[]): number {
  return labels.reduce((max, label) => Math.max(max, estimateTextWidth(label)), 0);
}

/**
 * The left margin the category labels of a bottom axis are chosen for: value labels up to about
 * six characters ("10,000") take it, so charts of one width label the same categories whatever
 * their values; wider ones make their plot narrower, and the labels are chosen for that.
 */
export const valueAxisAllowance = 64;

/** The left margin that fits the widest of `labels`, capped at a share of the chart width. */
export function leftMarginFor(labels: readonly string[], width: number, maxShare = 0.35): number {
  return Math.min(widestLabel(labels) + 2 * labelGap, Math.round(width * maxShare));
}
