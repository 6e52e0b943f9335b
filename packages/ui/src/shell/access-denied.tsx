import { cva, type VariantProps } from 'class-variance-authority';
import { ShieldX } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';

export const accessDeniedVariants = cva(
  'mx-auto flex max-w-md flex-col items-center gap-3 px-4 text-center',
  {
    variants: {
      size: {
        page: 'py-16',
        inline: 'py-6',
      },
    },
    defaultVariants: { size: 'page' },
  },
);

export type AccessDeniedProps = Omit<React.ComponentProps<'section'>, 'title'> &
  VariantProps<typeof accessDeniedVariants> & {
    title?: string;
    description?: string;
    /** A way out, e.g. a link back to the dashboard. */
    action?: React.ReactNode;
    /** The heading level; a page uses h1, a section inside a page h2. */
    headingLevel?: 1 | 2 | 3;
  };

/** Shown in place of a page the admin lacks the permissions for. */
export function AccessDenied({
  title = 'Access Denied',
  description = "You don't have permission to access this page.",
  action,
  headingLevel = 1,
  size,
  className,
  children,
  ...props
}: AccessDeniedProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `access-denied-${React.useId()}`;
  return (
    <section
      data-slot="access-denied"
      aria-labelledby={headingId}
      className={cn(accessDeniedVariants({ size }), className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive [&_svg]:size-6"
      >
        <ShieldX />
      </span>
      <Heading id={headingId} data-slot="access-denied-title" className="text-xl font-semibold">
        {title}
      </Heading>
      <p data-slot="access-denied-description" className="text-sm text-muted-foreground">
        {description}
      </p>
      {children}
      {action ? (
        <div data-slot="access-denied-action" className="mt-2">
          {action}
        </div>
      ) : null}
    </section>
  );
}
