import { describe, expect, it } from 'vitest';
import {
  type AxisLabelPlacement,
  allIntegers,
  bottomLabelLayout,
  categoryTicks,
  chartPalette,
  estimateTextWidth,
  evenIndices,
  extentOf,
  linearScale,
  paletteColor,
  placeBottomLabels,
  project,
  truncateLabel,
  wrapLabel,
} from './chart-scale';

describe('linearScale', () => {
  it('widens the domain to round ticks', () => {
    expect(linearScale(0, 312)).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(linearScale(0, 0.3, 4).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('counts in whole steps with integer', () => {
    // Seven signups over a 200 px chart (four ticks asked for): not 0, 2.5, 5, 7.5.
    expect(linearScale(0, 7, 4).ticks).toEqual([0, 2.5, 5, 7.5]);
    expect(linearScale(0, 7, 4, { integer: true }).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(linearScale(0, 2, 5, { integer: true }).ticks).toEqual([0, 1, 2]);
    expect(linearScale(0, 0, 5, { integer: true }).ticks).toEqual([0, 1]);
    expect(linearScale(3, 3, 5, { integer: true }).ticks.every(Number.isInteger)).toBe(true);
    // Larger steps are whole anyway and stay as they were.
    expect(linearScale(0, 70, 4, { integer: true }).ticks).toEqual([0, 25, 50, 75]);
  });

  it('knows when every value is whole', () => {
    expect(allIntegers([0, 3, 7])).toBe(true);
    expect(allIntegers([0, 0.5])).toBe(false);
  });

  it('covers negative values', () => {
    const scale = linearScale(-22, 30);
    expect(scale.min).toBeLessThanOrEqual(-22);
    expect(scale.max).toBeGreaterThanOrEqual(30);
    expect(scale.ticks).toContain(0);
  });

  it('gives a flat series a visible range', () => {
    expect(linearScale(0, 0)).toMatchObject({ min: 0, max: 1 });
    const scale = linearScale(50, 50);
    expect(scale.min).toBeLessThan(50);
    expect(scale.max).toBeGreaterThan(50);
  });

  it('rejects non-finite bounds', () => {
    expect(() => linearScale(0, Number.NaN)).toThrow(RangeError);
  });

  it('projects values onto pixels, inverted for the y axis', () => {
    const scale = linearScale(0, 100);
    expect(project(scale, 50, 200, 0)).toBe(100);
    expect(project(scale, 100, 200, 0)).toBe(0);
  });
});

describe('category labels', () => {
  /** The estimated boxes of the placed labels, left to right. */
  const boxesOf = (labels: readonly string[], placements: AxisLabelPlacement[]) =>
    placements.map(({ index, x, anchor }) => {
      const width = estimateTextWidth(labels[index] ?? '');
      const from = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
      return { from, to: from + width };
    });
  const gapsOf = (boxes: { from: number; to: number }[]) =>
    boxes.slice(1).map((box, index) => box.from - (boxes[index]?.to ?? 0));

  /** 30 days as the console's en-US dates ("11/14/2026"), at `left` + i·step of a plot. */
  const days = Array.from(
    { length: 30 },
    (_, day) => `11/${String(day + 1).padStart(2, '0')}/2026`,
  );
  const positionsIn = (left: number, right: number) =>
    days.map((_, index) => left + (index * (right - left)) / 29);

  it('labels the first and the last day and evenly spaced ones between that keep the gap', () => {
    // A dashboard card's chart of 318 px: the plot from 38 to 302 px.
    const positions = positionsIn(38, 302);
    const placements = bottomLabelLayout(days, positions, { left: 38, right: 302, gap: 16 });
    const indices = placements.map(({ index }) => index);
    expect(indices[0]).toBe(0);
    expect(indices.at(-1)).toBe(29);
    expect(indices.length).toBeGreaterThan(2);
    // Evenly spaced, to the whole day.
    const steps = indices.slice(1).map((index, position) => index - (indices[position] ?? 0));
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(1);
    expect(placements[0]?.anchor).toBe('start');
    expect(placements.at(-1)?.anchor).toBe('end');
    const boxes = boxesOf(days, placements);
    for (const gap of gapsOf(boxes)) expect(gap).toBeGreaterThanOrEqual(16);
    for (const { from, to } of boxes) {
      expect(from).toBeGreaterThanOrEqual(38);
      expect(to).toBeLessThanOrEqual(302);
    }
    // One more label would not keep the gap.
    const denser = categoryTicks(days, { width: 264, gap: 16 }).length + 1;
    const denserBoxes = boxesOf(
      days,
      placeBottomLabels(days, evenIndices(30, denser), positions, { left: 38, right: 302 }),
    );
    expect(Math.min(...gapsOf(denserBoxes))).toBeLessThan(16);
  });

  it('labels the same days in charts of one width whose value labels differ', () => {
    // Three charts of 318 px: value labels "8", "1,500" and "12" leave plots of different widths.
    const chosen = [30, 52, 38].map((left) =>
      bottomLabelLayout(days, positionsIn(left, 302), {
        left,
        right: 302,
        gap: 16,
        fitWidth: 318 - 16 - 64,
      }).map(({ index }) => index),
    );
    expect(chosen[1]).toEqual(chosen[0]);
    expect(chosen[2]).toEqual(chosen[0]);
  });

  it('spaces the labels evenly, preferring whole steps', () => {
    expect(evenIndices(30, 4)).toEqual([0, 10, 19, 29]);
    expect(evenIndices(30, 1)).toEqual([0]);
    expect(evenIndices(3, 5)).toEqual([0, 1, 2]);
    // 31 days with room for five labels: every 10th day rather than every 7½th.
    const month = Array.from({ length: 31 }, (_, day) => `D${String(day + 1).padStart(2, '0')}`);
    const room = 4 * (estimateTextWidth('D01') + 16) + 10;
    expect(categoryTicks(month, { width: room, gap: 16 })).toEqual([0, 10, 20, 30]);
  });

  it('prints every bottom label that fits, and ends the last at its point near the edge', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr'];
    const spaced = bottomLabelLayout(months, [50, 150, 250, 350], {
      left: 30,
      right: 360,
      gap: 16,
    });
    expect(spaced).toEqual([
      { index: 0, x: 50, anchor: 'middle' },
      { index: 1, x: 150, anchor: 'middle' },
      { index: 2, x: 250, anchor: 'middle' },
      { index: 3, x: 350, anchor: 'end' },
    ]);
    expect(bottomLabelLayout([], [], { left: 0, right: 100, gap: 16 })).toEqual([]);
    // One label that is wider than the chart still shows, alone.
    expect(
      bottomLabelLayout(['A very long name', 'Another one'], [10, 20], {
        left: 0,
        right: 30,
        gap: 16,
      }),
    ).toHaveLength(1);
  });

  it('estimates East Asian characters at a whole em', () => {
    expect(estimateTextWidth('2026/11/07')).toBe(72);
    expect(estimateTextWidth('11月7日')).toBe(Math.ceil(2 * 12 + 3 * 7.2));
    expect(truncateLabel('読書を毎日続ける習慣', 60)).toBe('読書を毎…');
  });

  it('shortens long labels with an ellipsis', () => {
    expect(truncateLabel('Meditate', 200)).toBe('Meditate');
    expect(truncateLabel('Drink eight glasses of water', 60)).toMatch(/…$/);
    expect(truncateLabel('Drink eight glasses of water', 60).length).toBeLessThan(10);
  });

  it('wraps long labels onto two lines between words, then shortens the second', () => {
    // 12 px labels are estimated at 7.2 px a character: 13 characters fit in 100 px.
    expect(wrapLabel('Meditate', 100)).toEqual(['Meditate']);
    expect(wrapLabel('Walk 10,000 steps', 100)).toEqual(['Walk 10,000', 'steps']);
    expect(wrapLabel('Drink  eight glasses of water', 100)).toEqual([
      'Drink eight',
      'glasses of w…',
    ]);
    // A word wider than the line is broken inside.
    expect(wrapLabel(`${'x'.repeat(20)} end`, 100)).toEqual(['x'.repeat(13), 'xxxxxxx end']);
    expect(wrapLabel('Drink eight glasses of water', 100, 1)).toEqual(['Drink eight…']);
    expect(wrapLabel('Drink eight glasses of water', 100, 3)).toEqual([
      'Drink eight',
      'glasses of',
      'water',
    ]);
  });

  it('finds the extent of long lists', () => {
    const values = Array.from({ length: 200_000 }, (_, index) => index - 5);
    expect(extentOf(values)).toEqual({ min: -5, max: 199_994 });
  });
});

describe('paletteColor', () => {
  it('uses the theme palette, then lighter mixes of it', () => {
    expect(paletteColor(0)).toBe('var(--chart-1, var(--primary))');
    expect(paletteColor(4)).toBe(chartPalette[4]);
    expect(paletteColor(5)).toBe(
      'color-mix(in oklch, var(--chart-1, var(--primary)) 60%, var(--background))',
    );
    expect(new Set(Array.from({ length: 10 }, (_, index) => paletteColor(index))).size).toBe(10);
  });
});
