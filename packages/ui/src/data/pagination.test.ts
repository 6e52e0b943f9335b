import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('elides the far end near the start, the near end near the end, both in the middle', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(18, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items while paging', () => {
    const lengths = new Set(
      Array.from({ length: 50 }, (_, index) => paginationRange(index + 1, 50).length),
    );
    expect([...lengths]).toEqual([7]);
  });

  it('widens with more siblings', () => {
    expect(paginationRange(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });

  it('clamps an out-of-range page and returns nothing without pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(-5, 20)[0]).toBe(1);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
