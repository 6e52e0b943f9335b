/**
 * Row selection of a server-paged table. Either explicit row ids (rows the user ticked, possibly
 * on several pages) or "every row matching the current filter" minus the rows the user unticked
 * since, which the app sends to the API as the filter plus `excludedIds` for bulk actions.
 */
export type DataTableSelection =
  | { mode: 'ids'; ids: readonly string[] }
  | { mode: 'allMatching'; excludedIds: readonly string[] };

export const emptySelection: DataTableSelection = { mode: 'ids', ids: [] };

export function isRowSelected(selection: DataTableSelection, id: string): boolean {
  return selection.mode === 'ids'
    ? selection.ids.includes(id)
    : !selection.excludedIds.includes(id);
}

function withIds(list: readonly string[], ids: readonly string[], present: boolean): string[] {
  if (present) {
    const known = new Set(list);
    return [...list, ...ids.filter((id) => !known.has(id))];
  }
  const removed = new Set(ids);
  return list.filter((id) => !removed.has(id));
}

/** Ticks or unticks the given rows (one row, or every row of the page). */
export function setRowsSelected(
  selection: DataTableSelection,
  ids: readonly string[],
  selected: boolean,
): DataTableSelection {
  if (selection.mode === 'ids') return { mode: 'ids', ids: withIds(selection.ids, ids, selected) };
  return { mode: 'allMatching', excludedIds: withIds(selection.excludedIds, ids, !selected) };
}

export function selectAllMatching(): DataTableSelection {
  return { mode: 'allMatching', excludedIds: [] };
}

/** How many rows are selected, given how many rows match the filter. */
export function selectedCount(selection: DataTableSelection, totalMatching: number): number {
  if (selection.mode === 'ids') return selection.ids.length;
  return Math.max(0, totalMatching - selection.excludedIds.length);
}

/** Whether the rows of the page are all, some or none selected (for the header checkbox). */
export function pageSelectionState(
  selection: DataTableSelection,
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  const selectedOnPage = pageIds.filter((id) => isRowSelected(selection, id)).length;
  if (selectedOnPage === 0) return 'none';
  return selectedOnPage === pageIds.length ? 'all' : 'some';
}
