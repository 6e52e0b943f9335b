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

/** 1, 2, 2.5 or 5 times a power of ten: the step a reader can add up in their head. */
function roundStep(rawStep: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const fraction = rawStep / magnitude;
  const roundFraction =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return roundFraction * magnitude;
}

/** Removes binary floating-point noise such as 0.30000000000000004 from computed ticks. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A linear scale over `[min, max]` widened to round ticks (about `tickCount` of them).
 * Non-finite bounds are a programming error and throw.
 */
export function linearScale(min: number, max: number, tickCount = 5): LinearScale {
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
  const step = roundStep((high - low) / Math.max(1, tickCount - 1));
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

/**
 * Which of `count` category labels to print so that at most `maxLabels` appear, evenly spaced
 * and always starting with the first.
 */
export function labelIndices(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  const indices: number[] = [];
  for (let index = 0; index < count; index += every) indices.push(index);
  return indices;
}

/** A rough text width in pixels for 12px labels, to size margins without measuring the DOM. */
export function estimateTextWidth(text: string, fontSize = 12): number {
  return Math.ceil(text.length * fontSize * 0.6);
}

/** Shortens a label to fit `maxWidth` pixels, ending it with an ellipsis when cut. */
export function truncateLabel(text: string, maxWidth: number, fontSize = 12): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  const characters = Math.max(1, Math.floor(maxWidth / (fontSize * 0.6)) - 1);
  return `${text.slice(0, characters).trimEnd()}…`;
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
