import * as React from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

const headingClasses = 'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5';

function isCardAction(node: React.ReactNode): boolean {
  return React.isValidElement(node) && node.type === CardAction;
}

/**
 * The title and description, with a `CardAction` among the children placed beside them, at the top
 * end corner; the title wraps beside it. When the card leaves the title less than 10rem beside the
 * action, the action moves under the title and description instead of running out of the card (a
 * narrow card, a longer translation). That depends only on the card's width and the action's, not
 * on the title: cards of one width side by side with the same action lay out their headers alike,
 * so their contents (a row of charts) start at the same height. A word longer than the title's
 * room breaks.
 */
export function CardHeader({ className, children, ...props }: React.ComponentProps<'div'>) {
  const parts = React.Children.toArray(children);
  const actions = parts.filter(isCardAction);
  if (actions.length === 0) {
    return (
      <div data-slot="card-header" className={cn(headingClasses, 'px-6', className)} {...props}>
        {children}
      </div>
    );
  }
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-wrap items-start gap-x-4 gap-y-3 px-6', className)}
      {...props}
    >
      {/* A basis of 10rem without a minimum width: the card's width decides when to wrap, not the title. */}
      <div
        data-slot="card-heading"
        className={cn(headingClasses, 'min-w-0 flex-1 basis-40 break-words')}
      >
        {parts.filter((part) => !isCardAction(part))}
      </div>
      {actions}
    </div>
  );
}

export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Element of the title, to fit the page's heading outline. */
  as?: 'h2' | 'h3' | 'h4' | 'div';
};

export function CardTitle({ className, as: Title = 'h3', ...props }: CardTitleProps) {
  return (
    <Title
      data-slot="card-title"
      className={cn('font-semibold leading-none', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A button or menu in the header's top end corner, or under the title when it does not fit there. */
export function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-action" className={cn('shrink-0', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-6', className)}
      {...props}
    />
  );
}
