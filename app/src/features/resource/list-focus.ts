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

/** Finds the counterpart of `control` in another row: its slot or its move direction. */
function sameControlSelector(control: HTMLElement): string | null {
  const slot = control.getAttribute('data-slot');
  if (slot) return `[data-slot="${CSS.escape(slot)}"]`;
  const move = control.getAttribute('data-move');
  return move ? `[data-move="${CSS.escape(move)}"]` : null;
}

/**
 * Where the keyboard goes when an action started from a row's control took the row out of the list
 * (deleted, or no longer matching its filter): the same control of the row now in its place (the
 * next one), else of the row before it (it was the last), else the row's actions menu or the row
 * itself, and once no row is left `listFocusTarget` (select-all, the heading). `opener` is that
 * control, detached from the page by now: it still knows what it was and its row's position.
 */
export function rowFocusTarget(
  opener: HTMLElement | null,
  root: ParentNode = document,
): HTMLElement | null {
  const index = opener?.closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex;
  const table = root.querySelector('main [data-slot="data-table"]');
  const rows = Array.from(table?.querySelectorAll<HTMLElement>('tbody tr[data-row-index]') ?? []);
  if (!opener || index === undefined || rows.length === 0) return listFocusTarget(root);
  const at = (position: number) => rows.find((row) => row.dataset.rowIndex === String(position));
  const row = at(Number(index)) ?? at(Number(index) - 1) ?? rows[rows.length - 1];
  if (!row) return listFocusTarget(root);
  const selector = sameControlSelector(opener);
  return (
    (selector ? row.querySelector<HTMLElement>(`${selector}:not(:disabled)`) : null) ??
    row.querySelector<HTMLElement>('[data-slot="row-actions-trigger"]') ??
    row
  );
}
