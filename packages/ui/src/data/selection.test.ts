import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isRowSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  setRowsSelected,
} from './selection';

describe('row selection', () => {
  it('collects ticked ids across pages without duplicates', () => {
    const first = setRowsSelected(emptySelection, ['a', 'b'], true);
    const second = setRowsSelected(first, ['b', 'c'], true);
    expect(second).toEqual({ mode: 'ids', ids: ['a', 'b', 'c'] });
    expect(selectedCount(second, 500)).toBe(3);
  });

  it('unticks ids in ids mode', () => {
    const selection = setRowsSelected({ mode: 'ids', ids: ['a', 'b', 'c'] }, ['b'], false);
    expect(selection).toEqual({ mode: 'ids', ids: ['a', 'c'] });
    expect(isRowSelected(selection, 'b')).toBe(false);
  });

  it('records unticked rows as exclusions once every matching row is selected', () => {
    const all = selectAllMatching();
    expect(isRowSelected(all, 'anything')).toBe(true);
    const withoutTwo = setRowsSelected(all, ['a', 'b'], false);
    expect(withoutTwo).toEqual({ mode: 'allMatching', excludedIds: ['a', 'b'] });
    expect(selectedCount(withoutTwo, 1000)).toBe(998);
    const reticked = setRowsSelected(withoutTwo, ['a'], true);
    expect(reticked).toEqual({ mode: 'allMatching', excludedIds: ['b'] });
    expect(isRowSelected(reticked, 'a')).toBe(true);
  });

  it('never counts below zero', () => {
    expect(selectedCount({ mode: 'allMatching', excludedIds: ['a', 'b'] }, 1)).toBe(0);
  });

  it('summarises the page for the header checkbox', () => {
    const selection = { mode: 'ids', ids: ['a'] } as const;
    expect(pageSelectionState(selection, ['a', 'b'])).toBe('some');
    expect(pageSelectionState(selection, ['a'])).toBe('all');
    expect(pageSelectionState(selection, ['c'])).toBe('none');
    expect(pageSelectionState(selectAllMatching(), ['a', 'b'])).toBe('all');
  });
});
