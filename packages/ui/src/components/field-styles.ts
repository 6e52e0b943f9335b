/** The focus ring and text-field classes; `styles.ts` re-exports them beside the kit's other shared strings. */

/**
 * The kit's keyboard focus ring: 2 px of the ring colour, 2 px off the control with the page's
 * background between. Where that offset would be clipped or cover a neighbour, `flushFocusRing`
 * and `innerFocusRing` (`styles.ts`) draw the same ring without it.
 */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** Text fields: input, textarea, select and combobox triggers. */
export const fieldBase = `${focusRing} w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive`;
