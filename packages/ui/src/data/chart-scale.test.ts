import { describe, expect, it } from 'vitest';
import {
  chartPalette,
  extentOf,
  labelIndices,
  linearScale,
  paletteColor,
  project,
  truncateLabel,
  wrapLabel,
} from './chart-scale';

describe('linearScale', () => {
  it('widens the domain to round ticks', () => {
    expect(linearScale(0, 312)).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(linearScale(0, 0.3, 4).ticks).toEqual([0, 0.1, 0.2, 0.3]);
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
  it('thins labels out evenly', () => {
    expect(labelIndices(12, 4)).toEqual([0, 3, 6, 9]);
    expect(labelIndices(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndices(0, 10)).toEqual([]);
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
