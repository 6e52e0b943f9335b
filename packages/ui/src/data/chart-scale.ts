/** Pure geometry shared by the SVG charts: value scales with round ticks and category bands. */

/**
 * The chart palette. Each colour reads `--chart-N` when the theme defines it and falls back to a
 * semantic token, so the charts follow light and dark themes either way.
 */
export const chartPalette = [
  'var(--chart-1, var(--primary))',
  'var(--chart-2, var(--success))',
  'var(--chart-3, var(--warning))',
  'var(--chart-4, var(--destructive))',
  'var(--chart-5, var(--muted-foreground))',
] as const;

/**
 * The colour of the `index`-th series or segment. Past the fifth, the palette repeats mixed with
 * the background, so that a sixth segment does not look like the first.
 */
export function paletteColor(index: number): string {
  const base = chartPalette[index % chartPalette.length] ?? chartPalette[0];
  const round = Math.floor(index / chartPalette.length);
  if (round === 0) return base;
  const strength = Math.max(25, 100 - round * 40);
  return `color-mix(in oklch, ${base} ${strength}%, var(--background))`;
}

export interface LinearScale {
  /** The domain, widened to whole ticks. */
  min: number;
  max: number;
  ticks: number[];
}

/**
 * 1, 2, 2.5 or 5 times a power of ten: the step a reader can add up in their head. With `integer`
 * the step is a whole number: at least 1, and 2 where it would be 2.5 (counts read 0, 2, 4, 6, 8
 * rather than 0, 2.5, 5, 7.5).
 */
function roundStep(rawStep: number, integer: boolean): number {
  if (integer && rawStep <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const fraction = rawStep / magnitude;
  if (integer && magnitude === 1 && fraction > 2 && fraction <= 2.5) return 2;
  const roundFraction =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return roundFraction * magnitude;
}

/** Removes binary floating-point noise such as 0.30000000000000004 from computed ticks. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A linear scale over `[min, max]` widened to round ticks (about `tickCount` of them); with
 * `integer` every tick is a whole number (for counts). Non-finite bounds are a programming error
 * and throw.
 */
export function linearScale(
  min: number,
  max: number,
  tickCount = 5,
  { integer = false }: { integer?: boolean } = {},
): LinearScale {
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    throw new RangeError(`linearScale needs finite bounds, got [${min}, ${max}]`);
  }
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) / 2;
    low = low >= 0 && low - pad < 0 ? 0 : low - pad;
    high += pad;
  }
  const step = roundStep((high - low) / Math.max(1, tickCount - 1), integer);
  const niceMin = clean(Math.floor(low / step) * step);
  const niceMax = clean(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = niceMin; tick <= niceMax + step / 2; tick += step) ticks.push(clean(tick));
  return { min: niceMin, max: niceMax, ticks };
}

/** Maps a value of the scale onto `[start, end]` pixels (end may be smaller than start). */
export function project(scale: LinearScale, value: number, start: number, end: number): number {
  const span = scale.max - scale.min;
  return start + ((value - scale.min) / span) * (end - start);
}

/** The finite values of every series, or an empty list when there is nothing to draw. */
export function finiteValues(series: readonly { values: readonly (number | null)[] }[]): number[] {
  const values: number[] = [];
  for (const { values: seriesValues } of series) {
    for (const value of seriesValues) {
      if (value !== null && Number.isFinite(value)) values.push(value);
    }
  }
  return values;
}

/** Whether every value is a whole number, so that the value axis should count in whole steps. */
export function allIntegers(values: readonly number[]): boolean {
  return values.every((value) => Number.isInteger(value));
}

/** The smallest and largest of a non-empty list, without spreading it into arguments. */
export function extentOf(values: readonly number[]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** Where a label along the bottom axis is drawn: its category, x and text anchor. */
export interface AxisLabelPlacement {
  index: number;
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * `n` category indices from the first to the last of `count`, as evenly spaced as whole indices
 * allow (30 days in four labels: 0, 10, 19, 29).
 */
export function evenIndices(count: number, n: number): number[] {
  if (count <= 0 || n <= 0) return [];
  if (n === 1 || count === 1) return [0];
  const labelled = Math.min(n, count);
  return Array.from({ length: labelled }, (_, position) =>
    Math.round((position * (count - 1)) / (labelled - 1)),
  );
}

/** A label's box along the axis when it is centred on `x`, or starts or ends there near an edge. */
function labelBox(x: number, width: number, left: number, right: number) {
  const anchor: AxisLabelPlacement['anchor'] =
    x - width / 2 < left ? 'start' : x + width / 2 > right ? 'end' : 'middle';
  const from = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { anchor, from, to: from + width };
}

/**
 * Which categories to label along a bottom axis of `width` pixels whose categories sit evenly from
 * `inset` after its start to `inset` before its end (0 for the points of a line, half a band for
 * bars): always the first and the last, and as many evenly spaced between them as keep `gap` pixels
 * between neighbours (a label that would cross an edge starts or ends at its point, and it is that
 * box which is spaced). Where a step of whole categories is almost as dense it wins (31 days: every
 * 10th rather than every 7½th). It depends only on the labels, `width` and `inset`, so charts of one
 * width over the same categories label the same ones. One label alone when even two do not fit.
 */
export function categoryTicks(
  labels: readonly string[],
  { width, inset = 0, gap }: { width: number; inset?: number; gap: number },
): number[] {
  const count = labels.length;
  if (count <= 1) return count === 1 ? [0] : [];
  const widths = labels.map((label) => estimateTextWidth(label));
  const step = (width - 2 * inset) / (count - 1);
  const fits = (indices: readonly number[]) => {
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (const index of indices) {
      const { from, to } = labelBox(inset + index * step, widths[index] ?? 0, 0, width);
      if (from - previousEnd < gap) return false;
      previousEnd = to;
    }
    return true;
  };
  const narrowest = Math.max(1, Math.min(...widths));
  let most = Math.min(count, Math.floor(width / (narrowest + gap)) + 1);
  while (most >= 2 && !fits(evenIndices(count, most))) most--;
  if (most < 2) return [0];
  // An exact step of whole categories, if one is at least two thirds as dense.
  for (let intervals = most - 1; intervals >= Math.ceil(((most - 1) * 2) / 3); intervals--) {
    if ((count - 1) % intervals === 0) {
      const exact = evenIndices(count, intervals + 1);
      if (fits(exact)) return exact;
    }
  }
  return evenIndices(count, most);
}

/**
 * Where the labels of `indices` are drawn along the bottom axis between `left` and `right`: centred
 * on their positions, or starting or ending there where centring would cross an edge.
 */
export function placeBottomLabels(
  labels: readonly string[],
  indices: readonly number[],
  positions: readonly number[],
  { left, right }: { left: number; right: number },
): AxisLabelPlacement[] {
  return indices.map((index) => {
    const x = positions[index] ?? 0;
    const { anchor } = labelBox(x, estimateTextWidth(labels[index] ?? ''), left, right);
    return { index, x, anchor };
  });
}

/**
 * The labels along a bottom axis from `left` to `right` whose categories sit evenly at
 * `positions` (see `categoryTicks`). The ticks are chosen for a plot of `fitWidth` pixels (at most
 * the real one), so that charts whose plots differ by their value labels still label alike.
 */
export function bottomLabelLayout(
  labels: readonly string[],
  positions: readonly number[],
  { left, right, gap, fitWidth }: { left: number; right: number; gap: number; fitWidth?: number },
): AxisLabelPlacement[] {
  const plotWidth = right - left;
  const width = Math.min(plotWidth, fitWidth ?? plotWidth);
  const inset = (((positions[0] ?? left) - left) * width) / (plotWidth || 1);
  return placeBottomLabels(labels, categoryTicks(labels, { width, inset, gap }), positions, {
    left,
    right,
  });
}

/** East Asian wide characters (CJK, kana, hangul, full-width forms): about 1em each. */
const wideCharacter =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * A rough text width in pixels, to lay out labels without measuring the DOM: 0.6em a character
 * (more than most Latin letters and digits take) and 1em for an East Asian wide one.
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  let ems = 0;
  for (const character of text) ems += wideCharacter.test(character) ? 1 : 0.6;
  return Math.ceil(ems * fontSize);
}

/** Shortens a label to fit `maxWidth` pixels, ending it with an ellipsis when cut. */
export function truncateLabel(text: string, maxWidth: number, fontSize = 12): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  const characters = Array.from(text);
  let kept = 1;
  while (
    kept < characters.length &&
    estimateTextWidth(`${characters.slice(0, kept + 1).join('')}…`, fontSize) <= maxWidth
  ) {
    kept++;
  }
  return `${characters.slice(0, kept).join('').trimEnd()}…`;
}

/**
 * A label as at most `maxLines` lines of `maxWidth` pixels: broken between words (inside a word
 * only when the word alone is wider), and the last line shortened with an ellipsis when text is
 * left over.
 */
export function wrapLabel(text: string, maxWidth: number, maxLines = 2, fontSize = 12): string[] {
  const fits = (line: string) => estimateTextWidth(line, fontSize) <= maxWidth;
  const lines: string[] = [];
  let rest = text.trim().replace(/\s+/g, ' ');
  while (rest !== '' && lines.length < maxLines - 1 && !fits(rest)) {
    // The longest run of whole words that fits.
    let cut = -1;
    for (let space = rest.indexOf(' '); space > 0; space = rest.indexOf(' ', space + 1)) {
      if (!fits(rest.slice(0, space))) break;
      cut = space;
    }
    if (cut > 0) {
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    } else {
      let characters = 1;
      while (characters < rest.length && fits(rest.slice(0, characters + 1))) characters++;
      lines.push(rest.slice(0, characters));
      rest = rest.slice(characters).trimStart();
    }
  }
  if (rest !== '') lines.push(truncateLabel(rest, maxWidth, fontSize));
  return lines;
}
