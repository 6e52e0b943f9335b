/** SVG axes of the category charts: value grid lines with tick labels, and category labels. */
import {
  bottomLabelLayout,
  estimateTextWidth,
  type LinearScale,
  project,
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

/**
 * Category labels centred on `positions`: along the bottom (thinned out so that they keep a gap
 * between them, see `bottomLabelLayout`)
 * or on the left (one per category, wrapped onto two lines of `maxWidth` and shortened after
 * them when the band is tall enough, else one line; the point's tooltip and the data table give
 * the whole name).
 */
export function CategoryAxis({
  categories,
  positions,
  plot,
  side,
  maxWidth,
}: {
  categories: readonly string[];
  positions: readonly number[];
  plot: PlotArea;
  side: 'bottom' | 'left';
  maxWidth: number;
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
  const shown = bottomLabelLayout(categories, positions, {
    left: plot.left,
    right: plot.right,
    gap: 2 * labelGap,
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

/** The left margin that fits the widest of `labels`, capped at a share of the chart width. */
export function leftMarginFor(labels: readonly string[], width: number, maxShare = 0.35): number {
  return Math.min(widestLabel(labels) + 2 * labelGap, Math.round(width * maxShare));
}
