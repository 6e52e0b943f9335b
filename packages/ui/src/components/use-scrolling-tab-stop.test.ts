import { describe, expect, it } from 'vitest';
import { measureSidewaysOverflow } from './use-scrolling-tab-stop';

/** A box 300 px wide showing `scrollWidth` px of content, scrolled to `scrollLeft`. */
function box(scrollWidth: number, scrollLeft: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperties(element, {
    clientWidth: { value: 300 },
    scrollWidth: { value: scrollWidth },
    scrollLeft: { value: scrollLeft },
  });
  return element;
}

describe('measureSidewaysOverflow', () => {
  it('finds nothing cut off when the content fits (a sub-pixel excess is not overflow)', () => {
    expect(measureSidewaysOverflow(box(300, 0))).toEqual({ start: false, end: false });
    expect(measureSidewaysOverflow(box(300.6, 0))).toEqual({ start: false, end: false });
  });

  it('left to right: cut off at the end, then both sides, then at the start', () => {
    expect(measureSidewaysOverflow(box(500, 0))).toEqual({ start: false, end: true });
    expect(measureSidewaysOverflow(box(500, 100))).toEqual({ start: true, end: true });
    expect(measureSidewaysOverflow(box(500, 200))).toEqual({ start: true, end: false });
  });

  it('right to left (scrollLeft 0 at the start, negative towards the end): the same edges', () => {
    expect(measureSidewaysOverflow(box(500, 0))).toEqual({ start: false, end: true });
    expect(measureSidewaysOverflow(box(500, -100))).toEqual({ start: true, end: true });
    expect(measureSidewaysOverflow(box(500, -200))).toEqual({ start: true, end: false });
  });
});
