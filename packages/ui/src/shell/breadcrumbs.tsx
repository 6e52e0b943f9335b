import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { flushFocusRing } from '../components/styles';
import { cn } from '../lib/cn';
import { type RenderLink, renderAnchor } from './link';

export type BreadcrumbItem = {
  label: string;
  /** Crumbs without an href render as text. The last crumb never links. */
  href?: string;
};

export type BreadcrumbsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  items: readonly BreadcrumbItem[];
  renderLink?: RenderLink;
};

/** The trail to the current page; hidden when it has one crumb or fewer. */
export function Breadcrumbs({
  items,
  renderLink = renderAnchor,
  className,
  'aria-label': ariaLabel = 'Breadcrumb',
  ...props
}: BreadcrumbsProps) {
  if (items.length <= 1) return null;
  const lastIndex = items.length - 1;
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={ariaLabel}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const isLast = index === lastIndex;
          return (
            <li
              // Crumbs have no id of their own; their position is their identity within one trail.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-slot="breadcrumb-item"
              className="inline-flex min-w-0 items-center gap-1.5"
            >
              {isLast ? (
                <span
                  data-slot="breadcrumb-page"
                  aria-current="page"
                  className="truncate font-medium text-foreground"
                >
                  {item.label}
                </span>
              ) : item.href ? (
                renderLink({
                  href: item.href,
                  'data-slot': 'breadcrumb-link',
                  // A flush ring: an offset one would cover the separators beside the link.
                  className: cn(
                    flushFocusRing,
                    'truncate rounded-sm underline-offset-4 transition-colors hover:text-foreground hover:underline',
                  ),
                  children: item.label,
                })
              ) : (
                <span data-slot="breadcrumb-text" className="truncate">
                  {item.label}
                </span>
              )}
              {isLast ? null : (
                <ChevronRight
                  data-slot="breadcrumb-separator"
                  aria-hidden="true"
                  className="size-3.5 shrink-0 rtl:rotate-180"
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
