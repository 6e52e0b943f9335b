import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const headerVariants = cva(
  'sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:gap-4 md:px-6',
  {
    variants: {
      elevated: { true: 'shadow-sm', false: '' },
    },
    defaultVariants: { elevated: false },
  },
);

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  VariantProps<typeof headerVariants> & {
    /** The welcome line, already translated, e.g. "Welcome back, Ada". */
    welcome: React.ReactNode;
    /** The label of the online indicator; pass `null` to hide the indicator. */
    onlineLabel?: string | null;
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
      <div data-slot="header-welcome" className="flex min-w-0 flex-1 items-center gap-3">
        {/* A phone's header leaves the line ~130 px: it wraps to two lines there instead of
            ending as "Welc…". */}
        <p className="min-w-0 text-sm font-medium max-md:line-clamp-2 max-md:leading-tight md:truncate md:text-base">
          {welcome}
        </p>
        {onlineLabel === null ? null : <OnlineIndicator label={onlineLabel} />}
      </div>
      {children}
      <div data-slot="header-actions" className="flex shrink-0 items-center gap-1">
        {themeSwitcher}
        {languageSwitcher}
        {userMenu}
      </div>
    </header>
  );
}

function OnlineIndicator({ label }: { label: string }) {
  return (
    <span
      data-slot="header-online"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground max-sm:px-1.5 max-sm:py-1.5"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      {/* On a phone the dot alone, so the welcome line keeps the room. */}
      <span className="max-sm:sr-only">{label}</span>
    </span>
  );
}
