import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { labelVariants } from './variants';

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /**
   * Shows a required marker (`*`) after the text. Screen readers skip it: the control says it is
   * required (`required` or `aria-required`).
   */
  required?: boolean;
};

/** A form label; clicking it focuses or toggles its control (`htmlFor`, or the control nested inside). */
export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root data-slot="label" className={cn(labelVariants(), className)} {...props}>
      {required ? (
        // One item of the label's row: the marker sits right after the text, not a gap away.
        <span>
          {children}
          <span data-slot="label-required" aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        </span>
      ) : (
        children
      )}
    </LabelPrimitive.Root>
  );
}
