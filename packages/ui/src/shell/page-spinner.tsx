import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

export const pageSpinnerVariants = cva(
  'flex flex-col items-center justify-center gap-3 text-muted-foreground',
  {
    variants: {
      size: {
        page: 'min-h-64 w-full py-16',
        screen: 'min-h-dvh w-full',
      },
    },
    defaultVariants: { size: 'page' },
  },
);

export type PageSpinnerProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof pageSpinnerVariants> & {
    /** Announced to screen readers; shown under the spinner when `showLabel` is set. */
    label?: string;
    showLabel?: boolean;
  };

/** The placeholder while a lazily loaded page (or the whole app) loads. */
export function PageSpinner({
  label = 'Loading...',
  showLabel = false,
  size,
  className,
  ...props
}: PageSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="page-spinner"
      // No class merging (tailwind-merge): the spinner is on the entry chunk of the console.
      className={pageSpinnerVariants({ size, className })}
      {...props}
    >
      <span
        aria-hidden="true"
        data-slot="page-spinner-indicator"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
