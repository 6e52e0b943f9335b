/**
 * Where the keyboard goes when the console shows another page. A route change (a link, Back or
 * Forward) scrolls to the top and moves focus to the new page's heading, so a screen reader says
 * where the admin is instead of nothing (focus would stay on a sidebar link, or fall to the body
 * when the control that was clicked went away with its page). Two ways back from a form go further:
 * after a Save, focus goes to the saved record's row in the list it returns to; after Cancel (or
 * "Back to list"), to the control of the list that opened the form, its row's action or the
 * "New …" button. A change of the query alone (filters, sort, page) is no route change, and focus
 * the admin has moved meanwhile (an autofocused field, a click into the search box) stays.
 */

/** What identifies a control of a list page again after the page was left and rendered anew. */
export interface ControlLocator {
  /** The record of the table row it is in (`data-row-id`). */
  rowId?: string;
  /** The link's address, as written (`/levels/edit/12`). */
  href?: string;
  /** Its kit slot (`row-actions-trigger`). */
  slot?: string;
}

/** Controls inside these popups are passed through on the way to a navigation, not its start. */
const POPUP_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** The locator of `element`, or null for one that could not be found again (no link, no row). */
export function locateControl(element: Element | null): ControlLocator | null {
  if (!element || element.closest(POPUP_SELECTOR)) return null;
  const row = element.closest<HTMLElement>('tr[data-row-id]');
  const href = element.getAttribute('href') ?? undefined;
  if (!row && href === undefined) return null;
  const slot = element.getAttribute('data-slot') ?? undefined;
  return {
    ...(row?.dataset.rowId !== undefined ? { rowId: row.dataset.rowId } : {}),
    ...(href !== undefined ? { href } : {}),
    ...(slot !== undefined ? { slot } : {}),
  };
}

/** The page's table row of the record `rowId`. */
export function findRecordRow(rowId: string, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    `main [data-slot="data-table"] tbody tr[data-row-id="${CSS.escape(rowId)}"]`,
  );
}

/** The control `locator` names on the page now shown, else null. */
export function findControl(
  locator: ControlLocator,
  root: ParentNode = document,
): HTMLElement | null {
  const byHref = (scope: ParentNode) =>
    locator.href === undefined
      ? null
      : scope.querySelector<HTMLElement>(`a[href="${CSS.escape(locator.href)}"]`);
  const bySlot = (scope: ParentNode) =>
    locator.slot === undefined
      ? null
      : scope.querySelector<HTMLElement>(
          `[data-slot="${CSS.escape(locator.slot)}"]:not(:disabled)`,
        );
  if (locator.rowId === undefined) {
    const main = root.querySelector('main');
    return main ? byHref(main) : null;
  }
  const row = findRecordRow(locator.rowId, root);
  return row ? (byHref(row) ?? bySlot(row) ?? row) : null;
}

/** The new page's heading, made focusable by script if its page did not say so. */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** What the last control focused on a page was, kept when it was focused (it leaves with its page). */
export interface FocusedControl {
  element: Element;
  locator: ControlLocator | null;
  /** Inside the page's `<main>` (Cancel, a row's action), not the sidebar or the header. */
  inPage: boolean;
}

/** Reads a control as it is focused: `locateControl` and whether it is in the page. */
export function describeFocused(element: Element): FocusedControl | null {
  if (element.closest(POPUP_SELECTOR)) return null;
  return { element, locator: locateControl(element), inPage: element.closest('main') !== null };
}

/** How the new page should take focus, decided once the route changed. */
export type FocusPlan =
  | { kind: 'heading' }
  | { kind: 'row'; rowId: string }
  | { kind: 'control'; locator: ControlLocator };

/**
 * The plan for a route change from `from` to `to`: the saved record's row after a Save that left
 * `from`; the opener after a link inside the page (Cancel, "Back to list") led back to the page the
 * form was opened from; else the heading. Back and Forward (`pop`) always go to the heading.
 */
export function planFocus({
  to,
  pop,
  savedRowId,
  leftBy,
  openerOfFrom,
}: {
  to: string;
  pop: boolean;
  savedRowId: string | null;
  leftBy: FocusedControl | null;
  openerOfFrom: { from: string; locator: ControlLocator } | undefined;
}): FocusPlan {
  if (pop) return { kind: 'heading' };
  if (savedRowId !== null) return { kind: 'row', rowId: savedRowId };
  if (leftBy?.inPage && openerOfFrom && openerOfFrom.from === to) {
    return { kind: 'control', locator: openerOfFrom.locator };
  }
  return { kind: 'heading' };
}

/** The element `plan` wants focused on the page now shown, if it is there yet. */
export function planTarget(plan: FocusPlan, root: ParentNode = document): HTMLElement | null {
  if (plan.kind === 'row') return findRecordRow(plan.rowId, root);
  if (plan.kind === 'control') return findControl(plan.locator, root);
  return pageHeading(root);
}

/**
 * Whether focus may be moved: nothing holds it (the body, or the element that had it went away),
 * or it is still where it was when the move was planned (the sidebar link, the heading focused
 * while the list loads).
 */
export function focusIsFree(planned: Element | null, doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected || active === planned;
}

let savedRecord: { rowId: string; from: string } | null = null;

/**
 * Called by a form as it leaves after a Save: the next page focuses the record's row when it
 * shows one. Answers a function that forgets it again, for a form that stays where it is.
 */
export function focusSavedRecordNext(id: number | string, from: string): () => void {
  const mark = { rowId: String(id), from };
  savedRecord = mark;
  return () => {
    if (savedRecord === mark) savedRecord = null;
  };
}

/** The saved record a route change leaving `from` should focus (read once). */
export function takeSavedRecord(from: string): string | null {
  const mark = savedRecord;
  savedRecord = null;
  return mark && mark.from === from ? mark.rowId : null;
}

/**
 * Runs a form's way out after a Save (`leave`), telling the page it leads to to focus the saved
 * record's row; when `leave` stays on the page (a detail page's form), nothing is kept.
 */
export function leaveAfterSave(id: number | string, leave: () => void): void {
  const from = window.location.pathname;
  const forget = focusSavedRecordNext(id, from);
  leave();
  if (window.location.pathname === from) forget();
}
