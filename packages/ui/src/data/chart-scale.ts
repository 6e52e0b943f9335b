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

/** Where a label along the bottom axis is drawn: its category, x and text anchor. */
export interface AxisLabelPlacement {
  index: number;
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * Which category labels to print along the bottom axis, and how: every `step`-th from the first,
 * with the smallest step that keeps at least `gap` pixels between neighbours. Each label is
 * centred on its position unless that would cross `left` or `right` (the plot's edges): then it
 * starts or ends at its position, and it is that shifted box which is spaced, so the first two
 * labels cannot run together ("10/28/202611/07/2026").
 */
export function bottomLabelLayout(
  labels: readonly string[],
  positions: readonly number[],
  { left, right, gap }: { left: number; right: number; gap: number },
): AxisLabelPlacement[] {
  const count = labels.length;
  const widths = labels.map((label) => estimateTextWidth(label));
  const place = (index: number) => {
    const x = positions[index] ?? 0;
    const width = widths[index] ?? 0;
    const anchor: AxisLabelPlacement['anchor'] =
      x - width / 2 < left ? 'start' : x + width / 2 > right ? 'end' : 'middle';
    const from = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    return { index, x, anchor, from, to: from + width };
  };
  const fitsWithStep = (step: number) => {
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < count; index += step) {
      const { from, to } = place(index);
      if (from - previousEnd < gap) return false;
      previousEnd = to;
    }
    return true;
  };
  // The smallest step that fits; one label alone always does. (At most count·ln(count) boxes.)
  let step = 1;
  while (step < count && !fitsWithStep(step)) step++;
  const placements: AxisLabelPlacement[] = [];
  for (let index = 0; index < count; index += step) {
    const { x, anchor } = place(index);
    placements.push({ index, x, anchor });
  }
  return placements;
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
