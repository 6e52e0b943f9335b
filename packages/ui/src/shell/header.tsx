import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const headerVariants = cva(
  'sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4 md:gap-4 md:px-6',
  {
    variants: {
      elevated: { true: 'shadow-sm', false: '' },
    },
    defaultVariants: { elevated: false },
  },
);

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  VariantProps<typeof headerVariants> & {
    /**
     * The welcome line, already translated, e.g. "Welcome back, Ada"; the name in a `HeaderName`
     * keeps it on one line where the line wraps.
     */
    welcome: React.ReactNode;
    /** The label of the online indicator; pass `null` to hide the indicator. */
    onlineLabel?: string | null;
    /** Whether the server can be reached (default true); false shows `offlineLabel` instead. */
    online?: boolean;
    /** The indicator's label while offline. */
    offlineLabel?: string;
    /** The button that opens a search or command palette, first of the actions. */
    search?: React.ReactNode;
    themeSwitcher?: React.ReactNode;
    languageSwitcher?: React.ReactNode;
    userMenu?: React.ReactNode;
    /** Extra content between the welcome line and the switchers. */
    children?: React.ReactNode;
  };

/** The console's sticky top bar. */
export function Header({
  welcome,
  onlineLabel = 'Online',
  online = true,
  offlineLabel = 'Offline',
  search,
  themeSwitcher,
  languageSwitcher,
  userMenu,
  elevated,
  className,
  children,
  ...props
}: HeaderProps) {
  return (
    <header data-slot="header" className={cn(headerVariants({ elevated }), className)} {...props}>
      <div data-slot="header-welcome" className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
        {/* A phone's header leaves the line ~130 px: it wraps there instead of ending as "Welc…",
            on up to three lines (what the 64 px bar holds), so the longer greetings (es, pt, de,
            ru) keep the admin's name. A tablet beside the expanded sidebar (820 px) leaves it
            ~220 px: two lines there, one where it fits. */}
        <p className="line-clamp-2 min-w-0 text-sm font-medium max-md:line-clamp-3 max-md:leading-tight md:text-base">
          {welcome}
        </p>
        {onlineLabel === null ? null : (
          <OnlineIndicator
            status={online ? 'online' : 'offline'}
            label={online ? onlineLabel : offlineLabel}
          />
        )}
      </div>
      {children}
      {/* On a phone the buttons touch (each has its own padding): with the search button, four
          of them leave the welcome line the room for "Welcome back, Super Admin" on two lines. */}
      <div data-slot="header-actions" className="flex shrink-0 items-center sm:gap-1">
        {search}
        {themeSwitcher}
        {languageSwitcher}
        {userMenu}
      </div>
    </header>
  );
}

/**
 * The admin's name inside the welcome line. From 768 px, where the line has two lines, it wraps
 * before the name, not inside it, and a name longer than a whole line ends with an ellipsis; on a
 * phone (three narrow lines) a long name may still break, so that it shows whole.
 */
export function HeaderName({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="header-name"
      className={cn('md:inline-block md:max-w-full md:truncate md:align-bottom', className)}
      {...props}
    />
  );
}

const onlineIndicatorVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium max-sm:px-1.5 max-sm:py-1.5',
  {
    variants: {
      status: {
        online: 'text-muted-foreground',
        offline: 'border-destructive/50 text-destructive',
      },
    },
    defaultVariants: { status: 'online' },
  },
);

/** A filled dot online; a hollow ring offline, so the states differ by shape, not colour alone. */
const onlineDotVariants = cva('size-2 rounded-full', {
  variants: {
    status: {
      online: 'bg-success',
      offline: 'border-2 border-destructive',
    },
  },
  defaultVariants: { status: 'online' },
});

type OnlineStatus = NonNullable<VariantProps<typeof onlineIndicatorVariants>['status']>;

/**
 * A polite live region (`role="status"`): screen readers read the new label when the state
 * changes, and nothing while it holds.
 */
function OnlineIndicator({ status, label }: { status: OnlineStatus; label: string }) {
  return (
    <span
      role="status"
      data-slot="header-online"
      data-status={status}
      className={onlineIndicatorVariants({ status })}
    >
      <span aria-hidden="true" className={onlineDotVariants({ status })} />
      {/* On a phone the dot alone, so the welcome line keeps the room. */}
      <span className="max-sm:sr-only">{label}</span>
    </span>
  );
}
