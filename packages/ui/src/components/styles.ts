/** Class strings shared by several primitives, so focus rings and floating surfaces look the same everywhere. */

/** Visible keyboard focus ring on the theme's ring colour, offset from the control. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** Focus ring for controls drawn inside a floating surface, where an offset would be clipped. */
export const insetFocusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Floating surfaces: menus, popovers, select and combobox lists. */
export const floatingSurface =
  'z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-none';

/** One row of a menu or listbox; highlighted rows use the accent colours. */
export const listItem =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

/** Text fields: input, textarea, select and combobox triggers. */
export const fieldBase = `${focusRing} w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive`;
