import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { buttonVariants } from './variants';

/** Also here for the kit's own modules that style a link or trigger as a button. */
export { buttonVariants };

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router link) with the button's styles. */
    asChild?: boolean;
    /**
     * Shows a spinner, marks the button busy and ignores its clicks. Unlike `disabled` it keeps the
     * button focusable (`aria-disabled`), so a keyboard user pressing it does not lose focus to the
     * page while the action runs; the click a form's implicit submission fires is cancelled too.
     */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const busy = loading && !disabled && !asChild;
  // Here, not in the shared recipe: the login page's plain button has no loading state to style.
  const classes = cn(buttonVariants({ variant, size }), busy && 'opacity-50', className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} onClick={onClick} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      {...props}
      onClick={(event) => {
        if (busy) {
          // Enter in a form's field "clicks" its default button: cancelling it stops a second submit.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <span
          data-slot="button-spinner"
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}
