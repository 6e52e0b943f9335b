import { cva } from 'class-variance-authority';
import { LogOut, PanelLeftClose, PanelLeftOpen, ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { getInitials } from '../components/avatar-initials';
import { buttonVariants } from '../components/button';
import { focusRing } from '../components/styles';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';
import { type RenderLink, renderAnchor } from './link';
import { SidebarTooltip } from './sidebar-tooltip';

export const SIDEBAR_WIDTH_EXPANDED = 256;
export const SIDEBAR_WIDTH_COLLAPSED = 64;
/** The id of the sidebar's navigation, the target of the skip-to-navigation link. */
export const SIDEBAR_NAVIGATION_ID = 'main-navigation';

/**
 * Viewports narrower than Tailwind's `md` breakpoint (a phone): there the page keeps only the
 * collapsed sidebar's width, the sidebar starts collapsed whatever the admin chose on a wider
 * screen, and expanding it lays it over the page until a link is followed, Escape is pressed or
 * the page beside it is clicked. The choice made on a wider screen is left as it is.
 */
export const SIDEBAR_OVERLAY_QUERY = '(max-width: 767.98px)';

export function sidebarWidth(collapsed: boolean): number {
  return collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
}

/** The width the page keeps free for the sidebar: its own, or the collapsed one where it overlays. */
export function sidebarOffset(collapsed: boolean, overlay: boolean): number {
  return overlay ? SIDEBAR_WIDTH_COLLAPSED : sidebarWidth(collapsed);
}

/**
 * `sidebarOffset` for the admin's collapsed choice on the current viewport, for parts outside a
 * `SidebarProvider` that keep clear of the sidebar (a toaster mounted for the whole app).
 */
export function useSidebarOffset(collapsed: boolean): number {
  return sidebarOffset(collapsed, useMediaQuery(SIDEBAR_OVERLAY_QUERY));
}

/** The dashboard also owns the root path. */
const DASHBOARD_HREF = '/dashboard';

/**
 * A link is active when the current path starts with its href's whole segments: `/users` on
 * `/users` and `/users/5`, not on `/users-archive`. The dashboard is also active on `/`.
 */
export function isSidebarItemActive(href: string, currentPath: string): boolean {
  if (href === DASHBOARD_HREF && currentPath === '/') return true;
  if (currentPath === href) return true;
  return currentPath.startsWith(href.endsWith('/') ? href : `${href}/`);
}

export type SidebarState = {
  /** Collapsed as shown now: on a narrow viewport, unless the admin has just expanded it. */
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
  /** The sidebar's own width in px. */
  width: number;
  /** The viewport is narrow (`SIDEBAR_OVERLAY_QUERY`): the expanded sidebar overlays the page. */
  overlay: boolean;
  /** The width the page keeps free for the sidebar, in px. */
  offset: number;
};

const SidebarContext = React.createContext<SidebarState | null>(null);

type CollapsedStateOptions = {
  /** Controlled state: pass with `onCollapsedChange`. */
  collapsed?: boolean;
  /** Initial state when uncontrolled. The sidebar starts expanded. */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Lay the expanded sidebar over the page, keeping only the collapsed width free. Defaults to
   * whether the viewport is narrow (`SIDEBAR_OVERLAY_QUERY`).
   */
  overlay?: boolean;
};

function useCollapsedState({
  collapsed: controlled,
  defaultCollapsed = false,
  onCollapsedChange,
  overlay: overlayOverride,
}: CollapsedStateOptions): SidebarState {
  const [uncontrolled, setUncontrolled] = React.useState(defaultCollapsed);
  const narrow = useMediaQuery(SIDEBAR_OVERLAY_QUERY);
  const overlay = overlayOverride ?? narrow;
  // Expanded over the page on a narrow viewport. Closed whenever the page stops overlaying (a
  // wider viewport), so that narrowing it again starts collapsed.
  const [overlayOpen, setOverlayOpen] = React.useState(false);
  if (!overlay && overlayOpen) setOverlayOpen(false);
  const collapsed = overlay ? !overlayOpen : (controlled ?? uncontrolled);
  const setCollapsed = React.useCallback(
    (next: boolean) => {
      if (overlay) {
        setOverlayOpen(!next);
        return;
      }
      if (controlled === undefined) setUncontrolled(next);
      onCollapsedChange?.(next);
    },
    [overlay, controlled, onCollapsedChange],
  );
  return React.useMemo(
    () => ({
      collapsed,
      setCollapsed,
      toggle: () => setCollapsed(!collapsed),
      width: sidebarWidth(collapsed),
      overlay,
      offset: sidebarOffset(collapsed, overlay),
    }),
    [collapsed, setCollapsed, overlay],
  );
}

export type SidebarProviderProps = CollapsedStateOptions & { children: React.ReactNode };

/** Shares the sidebar's collapsed state with the layout (main offset) and the toaster (offset). */
export function SidebarProvider({ children, ...options }: SidebarProviderProps) {
  const state = useCollapsedState(options);
  return <SidebarContext value={state}>{children}</SidebarContext>;
}

/** The shared sidebar state, or null outside a provider (for parts that work either way). */
export function useOptionalSidebar(): SidebarState | null {
  return React.useContext(SidebarContext);
}

/** The sidebar's collapsed state, its setter and its current width in px. */
export function useSidebar(): SidebarState {
  const state = React.useContext(SidebarContext);
  if (!state) {
    throw new Error(
      'useSidebar must be used inside <SidebarProvider> (or <AppLayout>, which provides one).',
    );
  }
  return state;
}

export type SidebarItem = {
  href: string;
  title: string;
  icon: React.ReactNode;
  /** A short marker after the title, such as "Bot" or "Admin". */
  badge?: string;
};

export type SidebarUser = {
  name: string;
  username: string;
  isSuperUser: boolean;
};

export type SidebarLabels = {
  navigation: string;
  collapse: string;
  expand: string;
  logout: string;
  superAdmin: string;
};

export const defaultSidebarLabels: SidebarLabels = {
  navigation: 'Main navigation',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
  logout: 'Logout',
  superAdmin: 'Super Admin',
};

export const sidebarVariants = cva(
  'fixed inset-y-0 start-0 z-40 flex w-(--sidebar-width) flex-col overflow-hidden border-e bg-card text-card-foreground transition-[width] duration-200 ease-out motion-reduce:transition-none',
);

const sidebarLinkVariants = cva(
  // The kit's ring, its offset in the sidebar's card colour.
  cn(
    focusRing,
    'focus-visible:ring-offset-card flex min-h-11 items-center gap-2.5 rounded-md px-2.5 py-1 text-sm font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0',
  ),
  {
    variants: {
      active: {
        true: 'bg-primary text-primary-foreground',
        false: 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      },
      collapsed: { true: 'justify-center px-0', false: '' },
    },
    defaultVariants: { active: false, collapsed: false },
  },
);

const iconButtonClasses = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'text-muted-foreground [&_svg]:size-5',
);

export type SidebarProps = Omit<React.ComponentProps<'aside'>, 'children'> &
  CollapsedStateOptions & {
    items: readonly SidebarItem[];
    /** The router's current pathname; decides the active link. */
    currentPath: string;
    /** The sidebar renders nothing when false. */
    isAuthenticated: boolean;
    user?: SidebarUser | null;
    onLogout?: () => void;
    /** The product's name or logo at the top; hidden when collapsed. */
    brand?: React.ReactNode;
    labels?: Partial<SidebarLabels>;
    renderLink?: RenderLink;
  };

/**
 * The console's collapsible navigation. Uses the collapsed state of a surrounding `SidebarProvider` (`AppLayout`
 * has one); without one it keeps its own, controlled or uncontrolled.
 */
export function Sidebar(props: SidebarProps) {
  const shared = React.useContext(SidebarContext);
  if (shared) return <SidebarPanel {...props} state={shared} />;
  return <StandaloneSidebar {...props} />;
}

function StandaloneSidebar(props: SidebarProps) {
  const state = useCollapsedState(props);
  return <SidebarPanel {...props} state={state} />;
}

function SidebarPanel({
  items,
  currentPath,
  isAuthenticated,
  user,
  onLogout,
  brand,
  labels: labelOverrides,
  renderLink = renderAnchor,
  state,
  className,
  style,
  collapsed: _collapsed,
  defaultCollapsed: _defaultCollapsed,
  onCollapsedChange: _onCollapsedChange,
  overlay: _overlay,
  ...props
}: SidebarProps & { state: SidebarState }) {
  const panelId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLElement>(null);
  const { collapsed, setCollapsed, toggle, width, overlay } = state;
  const overlaid = overlay && !collapsed;
  useOverlayDismissal(overlaid, currentPath, () => setCollapsed(true), toggleRef, panelRef);
  if (!isAuthenticated) return null;
  const labels = { ...defaultSidebarLabels, ...labelOverrides };
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? labels.expand : labels.collapse;

  return (
    <>
      {overlaid ? (
        // Pointer users close the overlay by clicking the page beside it; keyboard users press
        // Escape (handled on the document) or the toggle.
        <div
          data-slot="sidebar-backdrop"
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-black/40"
          onClick={() => setCollapsed(true)}
        />
      ) : null}
      <aside
        ref={panelRef}
        id={panelId}
        data-slot="sidebar"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        data-overlay={overlay ? '' : undefined}
        className={cn(sidebarVariants(), overlaid && 'shadow-xl', className)}
        style={{ '--sidebar-width': `${width}px`, ...style } as React.CSSProperties}
        {...props}
      >
        <div
          data-slot="sidebar-header"
          className={cn(
            'flex h-16 shrink-0 items-center gap-2 border-b px-3',
            collapsed ? 'justify-center' : 'justify-between',
          )}
        >
          {collapsed ? null : (
            // Two lines, not an ellipsis: "Консоль администратора" is longer than the row.
            <div
              data-slot="sidebar-brand"
              className="line-clamp-2 min-w-0 break-words font-semibold leading-tight"
            >
              {brand}
            </div>
          )}
          <SidebarTooltip label={toggleLabel} enabled={collapsed}>
            {(trigger) => (
              <button
                type="button"
                data-slot="sidebar-toggle"
                className={iconButtonClasses}
                aria-label={toggleLabel}
                aria-expanded={!collapsed}
                aria-controls={panelId}
                {...trigger}
                ref={(node) => {
                  toggleRef.current = node;
                  trigger.ref(node);
                }}
                onClick={() => {
                  trigger.onClick();
                  toggle();
                }}
              >
                <ToggleIcon aria-hidden="true" className="rtl:rotate-180" />
              </button>
            )}
          </SidebarTooltip>
        </div>

        <nav
          id={SIDEBAR_NAVIGATION_ID}
          data-slot="sidebar-nav"
          aria-label={labels.navigation}
          tabIndex={-1}
          className="flex-1 overflow-y-auto overflow-x-hidden p-2 outline-none"
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => {
              const active = isSidebarItemActive(item.href, currentPath);
              const tooltip = item.badge ? `${item.title} (${item.badge})` : item.title;
              return (
                <SidebarTooltip key={item.href} label={tooltip} enabled={collapsed}>
                  {(trigger) => (
                    <li data-slot="sidebar-item" {...trigger}>
                      {renderLink({
                        href: item.href,
                        'data-slot': 'sidebar-link',
                        'aria-current': active ? 'page' : undefined,
                        className: sidebarLinkVariants({ active, collapsed }),
                        children: (
                          <>
                            <span aria-hidden="true" className="contents">
                              {item.icon}
                            </span>
                            {/*
                              A title breaks only between words, into at most two lines, which
                              every item has room for: all items are one height. Its box is never
                              narrower than its longest word (up to the whole row; the clamped
                              title inside could shrink to nothing). The compact badge fits beside
                              the longest word of the console's languages ("Администраторы" and
                              "Админ"); only a longer one moves it under the title.
                            */}
                            <span
                              className={
                                collapsed
                                  ? 'contents'
                                  : 'flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 gap-y-1'
                              }
                            >
                              <span
                                className={collapsed ? 'contents' : 'max-w-full flex-1 basis-0'}
                              >
                                <span
                                  data-slot="sidebar-item-title"
                                  className={
                                    collapsed ? 'sr-only' : 'line-clamp-2 break-words leading-tight'
                                  }
                                >
                                  {item.title}
                                </span>
                              </span>
                              {item.badge ? (
                                <span
                                  data-slot="sidebar-item-badge"
                                  className={
                                    collapsed
                                      ? 'sr-only'
                                      : cn(
                                          'rounded-full border px-1.5 text-[0.6875rem] leading-4 font-medium',
                                          active
                                            ? 'border-primary-foreground/40'
                                            : 'border-border bg-secondary text-secondary-foreground',
                                        )
                                  }
                                >
                                  {collapsed ? ` (${item.badge})` : item.badge}
                                </span>
                              ) : null}
                            </span>
                          </>
                        ),
                      })}
                    </li>
                  )}
                </SidebarTooltip>
              );
            })}
          </ul>
        </nav>

        {user ? (
          <div
            data-slot="sidebar-user"
            className={cn(
              'flex shrink-0 items-center gap-3 border-t p-3',
              collapsed && 'flex-col gap-2',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {getInitials(user.name) || '?'}
            </span>
            <div className={collapsed ? 'sr-only' : 'min-w-0 flex-1'}>
              <p data-slot="sidebar-user-name" className="truncate text-sm font-medium">
                {user.name}
              </p>
              <p
                data-slot="sidebar-user-username"
                className="truncate text-xs text-muted-foreground"
              >
                @{user.username}
              </p>
              {user.isSuperUser ? (
                <p
                  data-slot="sidebar-super-admin"
                  className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-primary"
                >
                  <ShieldCheck aria-hidden="true" className="size-3.5" />
                  {labels.superAdmin}
                </p>
              ) : null}
            </div>
            {onLogout ? (
              <SidebarTooltip label={labels.logout} enabled>
                {(trigger) => (
                  <button
                    type="button"
                    data-slot="sidebar-logout"
                    className={iconButtonClasses}
                    aria-label={labels.logout}
                    {...trigger}
                    onClick={() => {
                      trigger.onClick();
                      onLogout();
                    }}
                  >
                    <LogOut aria-hidden="true" />
                  </button>
                )}
              </SidebarTooltip>
            ) : null}
          </div>
        ) : null}
      </aside>
    </>
  );
}

/** The controls of the sidebar that Tab stops at, in order. */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [
    ...panel.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.getClientRects().length > 0);
}

/**
 * While the sidebar overlays the page, it is modal: Tab and Shift+Tab go round its own controls
 * (the page under the backdrop cannot be seen, so focus never goes there), Escape closes it and
 * gives the focus back to its toggle, and following a link (a new `currentPath`) closes it.
 */
function useOverlayDismissal(
  overlaid: boolean,
  currentPath: string,
  close: () => void,
  toggleRef: React.RefObject<HTMLButtonElement | null>,
  panelRef: React.RefObject<HTMLElement | null>,
) {
  const closeRef = React.useRef(close);
  closeRef.current = close;
  React.useEffect(() => {
    if (!overlaid) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeRef.current();
        toggleRef.current?.focus();
        return;
      }
      const panel = panelRef.current;
      const focused = document.activeElement;
      // Only focus inside the sidebar is kept there: a dialog opened over it keeps its own.
      if (event.key !== 'Tab' || !panel || !(focused instanceof Node) || !panel.contains(focused)) {
        return;
      }
      const stops = tabStops(panel);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const atStart = focused === first || focused === panel;
      const wrapTo = event.shiftKey ? atStart && last : focused === last && first;
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlaid, toggleRef, panelRef]);
  const openedOn = React.useRef(currentPath);
  React.useEffect(() => {
    if (!overlaid) openedOn.current = currentPath;
    else if (openedOn.current !== currentPath) closeRef.current();
  }, [overlaid, currentPath]);
}
