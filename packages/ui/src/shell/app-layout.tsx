import type * as React from 'react';
import { focusRing } from '../components/styles';
import { cn } from '../lib/cn';
import { PageSpinner } from './page-spinner';
import { SIDEBAR_NAVIGATION_ID, SidebarProvider, useSidebar } from './sidebar';

/** The id of the main content area, the target of the skip-to-content link. */
export const MAIN_CONTENT_ID = 'main-content';

export type AppLayoutLabels = {
  skipToContent: string;
  skipToNavigation: string;
  loading: string;
};

export const defaultAppLayoutLabels: AppLayoutLabels = {
  skipToContent: 'Skip to content',
  skipToNavigation: 'Skip to navigation',
  loading: 'Loading application...',
};

export type AppLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Usually a `<Sidebar>`; it shares the layout's collapsed state. */
  sidebar: React.ReactNode;
  /** Usually a `<Header>`. */
  header: React.ReactNode;
  /** Shown above the page content, e.g. `<Breadcrumbs>`. */
  breadcrumbs?: React.ReactNode;
  children: React.ReactNode;
  /** Without authentication the page renders without the shell (e.g. the login page). */
  isAuthenticated?: boolean;
  /** While authentication is being restored, only the loading text shows. */
  loading?: boolean;
  labels?: Partial<AppLayoutLabels>;
  /** Controlled collapsed state of the sidebar; drives the main area's offset. */
  sidebarCollapsed?: boolean;
  defaultSidebarCollapsed?: boolean;
  onSidebarCollapsedChange?: (collapsed: boolean) => void;
  /** Lay the expanded sidebar over the page; defaults to whether the viewport is narrow. */
  sidebarOverlay?: boolean;
};

/** The authenticated console's frame: sidebar, sticky header, breadcrumbs and the main area. */
export function AppLayout({
  sidebarCollapsed,
  defaultSidebarCollapsed,
  onSidebarCollapsedChange,
  sidebarOverlay,
  ...props
}: AppLayoutProps) {
  return (
    <SidebarProvider
      collapsed={sidebarCollapsed}
      defaultCollapsed={defaultSidebarCollapsed}
      onCollapsedChange={onSidebarCollapsedChange}
      overlay={sidebarOverlay}
    >
      <AppLayoutFrame {...props} />
    </SidebarProvider>
  );
}

function AppLayoutFrame({
  sidebar,
  header,
  breadcrumbs,
  children,
  isAuthenticated = true,
  loading = false,
  labels: labelOverrides,
  className,
  style,
  ...props
}: Omit<
  AppLayoutProps,
  'sidebarCollapsed' | 'defaultSidebarCollapsed' | 'onSidebarCollapsedChange' | 'sidebarOverlay'
>) {
  const { offset } = useSidebar();
  const labels = { ...defaultAppLayoutLabels, ...labelOverrides };

  if (loading) {
    return <PageSpinner size="screen" label={labels.loading} showLabel data-slot="app-loading" />;
  }
  if (!isAuthenticated) return children;

  return (
    <div
      data-slot="app-layout"
      className={cn('min-h-dvh bg-background text-foreground', className)}
      style={{ '--sidebar-offset': `${offset}px`, ...style } as React.CSSProperties}
      {...props}
    >
      <div data-slot="skip-links">
        <SkipLink targetId={MAIN_CONTENT_ID}>{labels.skipToContent}</SkipLink>
        <SkipLink targetId={SIDEBAR_NAVIGATION_ID}>{labels.skipToNavigation}</SkipLink>
      </div>
      {sidebar}
      <div
        data-slot="app-layout-body"
        className="flex min-h-dvh min-w-0 flex-col ps-(--sidebar-offset) transition-[padding] duration-200 ease-out motion-reduce:transition-none"
      >
        {header}
        <main
          id={MAIN_CONTENT_ID}
          data-slot="app-layout-main"
          tabIndex={-1}
          className="flex-1 p-4 outline-none md:p-6"
        >
          {breadcrumbs ? <div className="mb-4">{breadcrumbs}</div> : null}
          {children}
        </main>
      </div>
    </div>
  );
}

/** Hidden until focused; moves focus to its target so keyboard users bypass repeated blocks. */
function SkipLink({ targetId, children }: { targetId: string; children: React.ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      data-slot="skip-link"
      className={cn(
        focusRing,
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground',
      )}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        // Focus explicitly: a router may intercept the hash, and not every browser moves focus on it.
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      {children}
    </a>
  );
}
