import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * A pulsing placeholder of the content's shape while it loads. Hidden from assistive technology:
 * mark the loading region itself with `aria-busy` and a text alternative.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
