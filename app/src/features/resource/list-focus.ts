/**
 * Where the keyboard goes when a bulk action's report closes. The report was opened by the bulk
 * toolbar's button, which is gone once the selection is cleared, so focus would fall to the page's
 * body: it goes to the list's "select all on this page" checkbox instead, where a new selection
 * starts; when the list shows no checkbox (no rows left), to the list's heading, as a deleted last
 * row does, else the page's main region.
 */
export function listFocusTarget(root: ParentNode = document): HTMLElement | null {
  const table = root.querySelector('main [data-slot="data-table"]');
  const selectAll = table?.querySelector<HTMLElement>('thead [role="checkbox"]:not([disabled])');
  return (
    selectAll ??
    root.querySelector<HTMLElement>('main h1[tabindex]') ??
    root.querySelector<HTMLElement>('main')
  );
}

/** A dialog's `onCloseAutoFocus` that returns the keyboard to the list (see `listFocusTarget`). */
export function returnFocusToList(event: Event): void {
  const target = listFocusTarget();
  if (!target) return;
  event.preventDefault();
  target.focus();
}
