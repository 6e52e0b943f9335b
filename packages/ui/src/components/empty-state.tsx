import { cva, type VariantProps } from 'class-variance-authority';
import { InboxIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const emptyStateIconVariants = cva(
  'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
  {
    variants: {
      tone: {
        default: 'bg-muted text-muted-foreground',
        destructive: 'bg-destructive/10 text-destructive',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateIconVariants> & {
    title: React.ReactNode;
    description?: React.ReactNode;
    /** Decorative icon above the title; an inbox by default. */
    icon?: React.ReactNode;
    /** Buttons or links under the text, e.g. "Create the first goal". */
    action?: React.ReactNode;
    /** Element of the title, to fit the page's heading outline. */
    titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  };

/** What a list or panel shows when there is nothing in it (yet). */
export function EmptyState({
  className,
  title,
  description,
  icon,
  action,
  tone,
  titleAs: Title = 'h3',
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg p-8 text-center',
        className,
      )}
      {...props}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden="true"
        className={emptyStateIconVariants({ tone })}
      >
        {icon ?? <InboxIcon />}
      </div>
      <div className="flex max-w-sm flex-col gap-1">
        <Title data-slot="empty-state-title" className="text-base font-semibold">
          {title}
        </Title>
        {description ? (
          <p data-slot="empty-state-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
