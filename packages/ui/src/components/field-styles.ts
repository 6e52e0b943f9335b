/** The focus ring and text-field classes; `styles.ts` re-exports them beside the kit's other shared strings. */

/** Visible keyboard focus ring on the theme's ring colour, offset from the control. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** Text fields: input, textarea, select and combobox triggers. */
export const fieldBase = `${focusRing} w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive`;
