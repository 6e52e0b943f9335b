/** Class strings shared by several primitives, so focus rings and floating surfaces look the same everywhere. */

// In their own module so the login screen's input recipe does not carry the other strings.
export { fieldBase, focusRing } from './field-styles';

/**
 * The focus ring without its offset, against the control's edge: for controls where an offset
 * ring would be clipped or lie over their neighbours, i.e. inside a scroll box or floating surface
 * (a table's header, a dialog's body), in running text and in dense lists.
 */
export const flushFocusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The focus ring drawn on a part that stands in for a visually hidden control placed just before
 * it (a Tailwind `peer`): a file input's button, while the transparent input over it has the focus.
 */
export const peerFocusRing =
  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background';

/** The ring inside the element's box, for parts that fill their scroll box (table rows, chart points). */
export const innerFocusRing = `${flushFocusRing} focus-visible:ring-inset`;

/** Floating surfaces: menus, popovers, select and combobox lists. */
export const floatingSurface =
  'z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-none';

/** One row of a menu or listbox; highlighted rows use the accent colours. */
export const listItem =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

/** The dimmed backdrop behind modal dialogs. */
export const dialogOverlay = 'fixed inset-0 z-50 bg-black/50';

/**
 * The centred panel of a modal dialog, never taller than the window. A column: when it is too
 * tall, its scrolling parts (a dialog body, a list in its own scroll box) give up height first, so
 * that the buttons at its end stay in view; the panel itself scrolls only when nothing else can.
 * A word too long for a line (a name without spaces) wraps instead of widening it.
 */
export const dialogPanel =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg outline-none wrap-anywhere';

/**
 * The part of a dialog that scrolls when the dialog is taller than the window (a tab stop then,
 * see `useScrollingTabStop`). The padding (undone by the margin) keeps the focus rings of the
 * fields at its edges from being cut off.
 */
export const dialogBody = `${flushFocusRing} -m-1 min-h-0 overflow-y-auto rounded-sm p-1`;

/** A dialog's title; a long one wraps onto lines that do not touch. */
export const dialogTitle = 'text-lg font-semibold leading-tight';

/**
 * The buttons at the end of a dialog, drawn in their DOM (Tab) order: stacked top to bottom on a
 * phone, side by side at the end from `sm` on (Cancel, then the action).
 */
export const dialogFooter = 'flex shrink-0 flex-col gap-2 sm:flex-row sm:justify-end';
