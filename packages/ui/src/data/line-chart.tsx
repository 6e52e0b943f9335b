import {
  CategoryAxis,
  leftMarginFor,
  rightMargin,
  ValueAxis,
  valueAxisAllowance,
} from './chart-axes';
import {
  CategoryChartFigure,
  type CategoryChartProps,
  ChartEmpty,
  defaultChartLabels,
  defaultFormatValue,
  type HitZone,
  seriesColor,
  summarize,
  useElementWidth,
} from './chart-frame';
import { allIntegers, extentOf, finiteValues, linearScale, project } from './chart-scale';

export type LineChartProps = CategoryChartProps & {
  /** Start the value axis at zero even when every value is far from it (default true). */
  includeZero?: boolean;
};

/** Up to this many categories every point gets a dot; beyond it only the active one does. */
const maxDottedPoints = 24;

/** The SVG path of one series; gaps (`null`) lift the pen. */
function linePath(
  values: readonly (number | null)[],
  xAt: (index: number) => number,
  yAt: (value: number) => number,
): string {
  let path = '';
  let penDown = false;
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      penDown = false;
      return;
    }
    path += `${penDown ? 'L' : 'M'}${xAt(index).toFixed(1)} ${yAt(value).toFixed(1)}`;
    penDown = true;
  });
  return path;
}

/**
 * One or more series over categories (usually time) as lines, in SVG without a chart library.
 * Each category is a focusable point (one tab stop, arrow keys move) whose tooltip lists the values;
 * screen readers get a summary and a visually hidden data table.
 */
export function LineChart({
  title,
  categories,
  axisLabels,
  series,
  formatValue = defaultFormatValue,
  height = 240,
  labels,
  includeZero = true,
  integerTicks,
  ...props
}: LineChartProps) {
  const text = { ...defaultChartLabels, ...labels };
  const [figureRef, width] = useElementWidth<HTMLElement>();
  const values = finiteValues(series);
  if (categories.length === 0 || values.length === 0) {
    return <ChartEmpty slot="line-chart" height={height} label={text.empty} rootProps={props} />;
  }

  const extent = extentOf(values);
  const scale = linearScale(
    includeZero ? Math.min(0, extent.min) : extent.min,
    includeZero ? Math.max(0, extent.max) : extent.max,
    Math.max(2, Math.min(6, Math.floor(height / 48))),
    { integer: integerTicks ?? allIntegers(values) },
  );
  const plot = {
    left: leftMarginFor(scale.ticks.map(formatValue), width),
    right: width - rightMargin,
    top: 12,
    bottom: height - 28,
  };
  const count = categories.length;
  const step = count === 1 ? plot.right - plot.left : (plot.right - plot.left) / (count - 1);
  const xAt = (index: number) =>
    count === 1 ? (plot.left + plot.right) / 2 : plot.left + index * step;
  const yAt = (value: number) => project(scale, value, plot.bottom, plot.top);
  const positions = categories.map((_, index) => xAt(index));

  const zones: HitZone[] = positions.map((x) => {
    const left = Math.max(plot.left, x - step / 2);
    const right = Math.min(plot.right, x + step / 2);
    return { left, width: right - left, top: plot.top, height: plot.bottom - plot.top };
  });
  const anchorOf = (index: number) => {
    const pointYs = series
      .map((item) => item.values[index])
      .filter((value): value is number => value !== null && value !== undefined)
      .map(yAt);
    return { x: xAt(index), y: pointYs.length > 0 ? Math.min(...pointYs) : plot.top };
  };

  return (
    <CategoryChartFigure
      slot="line-chart"
      figureRef={figureRef}
      title={title}
      categories={categories}
      series={series}
      formatValue={formatValue}
      labels={text}
      width={width}
      height={height}
      summary={summarize(title, categories, series, extent, formatValue, text)}
      zones={zones}
      anchorOf={anchorOf}
      rootProps={props}
      renderDrawing={(active) => (
        <>
          <ValueAxis scale={scale} format={formatValue} plot={plot} side="left" />
          <CategoryAxis
            categories={axisLabels ?? categories}
            positions={positions}
            plot={plot}
            side="bottom"
            maxWidth={step}
            fitWidth={width - rightMargin - valueAxisAllowance}
          />
          {active !== null ? (
            <line
              x1={xAt(active)}
              x2={xAt(active)}
              y1={plot.top}
              y2={plot.bottom}
              stroke="var(--muted-foreground)"
              strokeDasharray="2 2"
            />
          ) : null}
          {series.map((item, seriesIndex) => {
            const color = seriesColor(item, seriesIndex);
            const dotted = count <= maxDottedPoints;
            return (
              <g key={item.id} data-series={item.id}>
                <path
                  d={linePath(item.values, xAt, yAt)}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
                {item.values.map((value, index) =>
                  value !== null && (dotted || index === active) ? (
                    <circle
                      // biome-ignore lint/suspicious/noArrayIndexKey: one dot per category position
                      key={index}
                      cx={xAt(index)}
                      cy={yAt(value)}
                      r={index === active ? 4.5 : 3}
                      fill={color}
                      stroke="var(--background)"
                      strokeWidth={1.5}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
        </>
      )}
    />
  );
}
