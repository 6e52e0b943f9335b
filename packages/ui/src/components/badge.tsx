import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './styles';

export const badgeVariants = cva(
  `${focusRing} inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:pointer-events-none [&>svg]:size-3`,
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90',
        secondary:
          'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80',
        outline: 'text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground',
        success: 'border-transparent bg-success text-success-foreground [a&]:hover:bg-success/90',
        warning: 'border-transparent bg-warning text-warning-foreground [a&]:hover:bg-warning/90',
        destructive:
          'border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/**
 * Names of the states the console shows as badges, with their colour: user status, verification,
 * cache health and performance.
 */
export const badgeStatusVariants = {
  active: 'success',
  inactive: 'secondary',
  banned: 'destructive',
  verified: 'success',
  unverified: 'outline',
  optimal: 'success',
  warning: 'warning',
  critical: 'destructive',
  excellent: 'success',
  good: 'default',
  fair: 'warning',
  poor: 'destructive',
} as const satisfies Record<string, BadgeVariant>;

export type BadgeStatus = keyof typeof badgeStatusVariants;

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Colours the badge by a status name; wins over `variant`. Its text defaults to the name. */
    status?: BadgeStatus;
    /** Render the child element (e.g. a router link) with the badge's styles. */
    asChild?: boolean;
  };

export function Badge({
  className,
  variant,
  status,
  asChild = false,
  children,
  ...props
}: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span';
  return (
    <Component
      data-slot="badge"
      data-status={status}
      className={cn(
        badgeVariants({ variant: status ? badgeStatusVariants[status] : variant }),
        className,
      )}
      {...props}
    >
      {children ?? status}
    </Component>
  );
}
