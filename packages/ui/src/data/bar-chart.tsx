import {
  bottomCategoryLayout,
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

export type BarChartProps = CategoryChartProps & {
  /** Vertical columns (default) or horizontal bars, which suit long category names. */
  orientation?: 'vertical' | 'horizontal';
};

/** Share of a category's band taken by its bars; the rest separates neighbouring categories. */
const groupShare = 0.7;
/** At most this share of a horizontal chart's width is for the category names (a phone: ~12 characters a line). */
const horizontalLabelShare = 0.45;

/**
 * Values per category as bars, grouped side by side when there are several series; SVG without
 * a chart library. Each category is a focusable point (one tab stop, arrow keys move) whose
 * tooltip lists the values; screen readers get a summary and a visually hidden data table.
 */
export function BarChart({
  title,
  categories,
  axisLabels,
  series,
  formatValue = defaultFormatValue,
  height = 240,
  orientation = 'vertical',
  labels,
  integerTicks,
  ...props
}: BarChartProps) {
  const text = { ...defaultChartLabels, ...labels };
  const [figureRef, width] = useElementWidth<HTMLElement>();
  const values = finiteValues(series);
  if (categories.length === 0 || values.length === 0) {
    return <ChartEmpty slot="bar-chart" height={height} label={text.empty} rootProps={props} />;
  }

  const vertical = orientation === 'vertical';
  const extent = extentOf(values);
  const scale = linearScale(Math.min(0, extent.min), Math.max(0, extent.max), vertical ? 5 : 4, {
    integer: integerTicks ?? allIntegers(values),
  });
  const count = categories.length;
  // Category names beside horizontal bars wrap onto two lines and may take a little more room.
  const left = vertical
    ? leftMarginFor(scale.ticks.map(formatValue), width)
    : leftMarginFor(axisLabels ?? categories, width, horizontalLabelShare);
  const right = width - rightMargin;
  // The plot width the names under columns are laid out for, alike for charts of one width.
  const fitWidth = Math.min(right - left, width - rightMargin - valueAxisAllowance);
  // Names under columns stand upright when they fit their band, else at 45° (see CategoryAxis).
  const bottomLabels = vertical
    ? bottomCategoryLayout(axisLabels ?? categories, fitWidth / count, height)
    : { margin: 28 };
  const plot = { left, right, top: 12, bottom: height - bottomLabels.margin };
  const bandStart = vertical ? plot.left : plot.top;
  const band = ((vertical ? plot.right : plot.bottom) - bandStart) / count;
  const group = band * groupShare;
  const barThickness = group / series.length;
  const bandCentre = (index: number) => bandStart + index * band + band / 2;
  /** Pixel position of a value along the value axis. */
  const valueAt = (value: number) =>
    vertical
      ? project(scale, value, plot.bottom, plot.top)
      : project(scale, value, plot.left, plot.right);
  const positions = categories.map((_, index) => bandCentre(index));

  const zones: HitZone[] = categories.map((_, index) =>
    vertical
      ? {
          left: bandStart + index * band,
          width: band,
          top: plot.top,
          height: plot.bottom - plot.top,
        }
      : {
          left: plot.left,
          width: plot.right - plot.left,
          top: bandStart + index * band,
          height: band,
        },
  );
  const anchorOf = (index: number) => {
    const ends = series
      .map((item) => item.values[index])
      .filter((value): value is number => value !== null && value !== undefined)
      .map((value) => valueAt(Math.max(0, value)));
    if (vertical) return { x: bandCentre(index), y: Math.min(plot.bottom, ...ends) };
    return { x: Math.max(plot.left, ...ends), y: bandCentre(index) - band / 2 };
  };

  return (
    <CategoryChartFigure
      slot="bar-chart"
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
      renderDrawing={(active) => {
        const activeZone = active === null ? undefined : zones[active];
        return (
          <>
            {activeZone ? (
              <rect
                x={activeZone.left}
                y={activeZone.top}
                width={activeZone.width}
                height={activeZone.height}
                fill="var(--muted)"
              />
            ) : null}
            <ValueAxis
              scale={scale}
              format={formatValue}
              plot={plot}
              side={vertical ? 'left' : 'bottom'}
            />
            <CategoryAxis
              categories={axisLabels ?? categories}
              positions={positions}
              plot={plot}
              side={vertical ? 'bottom' : 'left'}
              maxWidth={vertical ? band : plot.left - 8}
              fitWidth={fitWidth}
              rotatedLength={bottomLabels.rotatedLength}
            />
            {series.map((item, seriesIndex) => (
              <g key={item.id} data-series={item.id} fill={seriesColor(item, seriesIndex)}>
                {item.values.map((value, index) => {
                  if (value === null || !Number.isFinite(value)) return null;
                  const offset = bandStart + index * band + (band - group) / 2;
                  const along = offset + seriesIndex * barThickness;
                  const from = valueAt(Math.min(0, value));
                  const to = valueAt(Math.max(0, value));
                  const thickness = Math.max(1, barThickness - (series.length > 1 ? 1 : 0));
                  return (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: one bar per category position
                      key={index}
                      rx={2}
                      {...(vertical
                        ? { x: along, width: thickness, y: to, height: Math.max(0, from - to) }
                        : { y: along, height: thickness, x: from, width: Math.max(0, to - from) })}
                    />
                  );
                })}
              </g>
            ))}
          </>
        );
      }}
    />
  );
}
