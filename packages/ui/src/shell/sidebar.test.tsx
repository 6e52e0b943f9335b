import { act, cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSidebarItemActive,
  SIDEBAR_OVERLAY_QUERY,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  Sidebar,
  SidebarProvider,
  useSidebar,
  useSidebarOffset,
} from './sidebar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A `matchMedia` whose `SIDEBAR_OVERLAY_QUERY` matches while the viewport is set narrow. */
function stubViewport(narrow: boolean) {
  let matches = narrow;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === SIDEBAR_OVERLAY_QUERY && matches;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    setNarrow(next: boolean) {
      matches = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

describe('isSidebarItemActive', () => {
  it.each([
    ['/goals', '/goals', true],
    ['/goals', '/goals/edit/7', true],
    ['/goals', '/levels', false],
    ['/dashboard', '/', true],
    ['/dashboard', '/dashboard', true],
    ['/analytics', '/', false],
    ['/users', '/telegram-users', false],
    ['/telegram-users', '/telegram-users/42/logs', true],
    // Whole path segments: a longer name that merely starts with the href is another page.
    ['/users', '/users', true],
    ['/users', '/users/5', true],
    ['/users', '/users/', true],
    ['/user', '/users', false],
    ['/users', '/users-archive', false],
    ['/goals', '/goalsettings/1', false],
  ])('%s on %s → %s', (href, path, active) => {
    expect(isSidebarItemActive(href, path)).toBe(active);
  });
});

describe('useSidebar', () => {
  it('explains that it needs a provider', () => {
    // React logs the thrown error; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSidebar())).toThrow(/inside <SidebarProvider>/);
    consoleError.mockRestore();
  });

  it('starts expanded at 256 px and toggles to 64 px', () => {
    const onCollapsedChange = vi.fn();
    const { result } = renderHook(() => useSidebar(), {
      wrapper: ({ children }) => (
        <SidebarProvider onCollapsedChange={onCollapsedChange}>{children}</SidebarProvider>
      ),
    });
    expect(result.current).toMatchObject({ collapsed: false, width: SIDEBAR_WIDTH_EXPANDED });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ collapsed: true, width: SIDEBAR_WIDTH_COLLAPSED });
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
  });

  it('follows the owner when controlled', () => {
    const { result } = renderHook(() => useSidebar(), {
      wrapper: ({ children }) => (
        <SidebarProvider collapsed onCollapsedChange={() => {}}>
          {children}
        </SidebarProvider>
      ),
    });
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
  });
});

describe('on a narrow viewport', () => {
  const renderState = (onCollapsedChange = vi.fn()) =>
    renderHook(() => useSidebar(), {
      wrapper: ({ children }) => (
        <SidebarProvider collapsed={false} onCollapsedChange={onCollapsedChange}>
          {children}
        </SidebarProvider>
      ),
    });

  it('starts collapsed whatever the admin chose, and expands over the page without changing that choice', () => {
    stubViewport(true);
    const onCollapsedChange = vi.fn();
    const { result } = renderState(onCollapsedChange);
    expect(result.current).toMatchObject({
      collapsed: true,
      overlay: true,
      width: SIDEBAR_WIDTH_COLLAPSED,
      offset: SIDEBAR_WIDTH_COLLAPSED,
    });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({
      collapsed: false,
      width: SIDEBAR_WIDTH_EXPANDED,
      offset: SIDEBAR_WIDTH_COLLAPSED,
    });
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
    expect(onCollapsedChange).not.toHaveBeenCalled();
  });

  it("follows the viewport: wider shows the admin's choice, narrower again starts collapsed", () => {
    const viewport = stubViewport(false);
    const { result } = renderState();
    expect(result.current).toMatchObject({ collapsed: false, overlay: false, offset: 256 });
    viewport.setNarrow(true);
    expect(result.current).toMatchObject({ collapsed: true, overlay: true, offset: 64 });
    act(() => result.current.toggle());
    viewport.setNarrow(false);
    expect(result.current).toMatchObject({ collapsed: false, overlay: false, offset: 256 });
    viewport.setNarrow(true);
    expect(result.current.collapsed).toBe(true);
  });

  it('keeps toasts and other parts outside the layout clear of the collapsed width only', () => {
    const viewport = stubViewport(true);
    const { result } = renderHook(({ collapsed }) => useSidebarOffset(collapsed), {
      initialProps: { collapsed: false },
    });
    expect(result.current).toBe(SIDEBAR_WIDTH_COLLAPSED);
    viewport.setNarrow(false);
    expect(result.current).toBe(SIDEBAR_WIDTH_EXPANDED);
  });

  describe('the expanded sidebar over the page', () => {
    const items = [
      { href: '/dashboard', title: 'Dashboard', icon: null },
      { href: '/goals', title: 'Goals', icon: null },
    ];
    const renderOverlay = () => {
      stubViewport(true);
      const view = render(
        <SidebarProvider>
          <Sidebar items={items} currentPath="/dashboard" isAuthenticated />
        </SidebarProvider>,
      );
      const toggle = view.getByRole('button', { name: 'Expand sidebar' });
      fireEvent.click(toggle);
      const sidebar = view.container.querySelector('[data-slot="sidebar"]');
      expect(sidebar?.getAttribute('data-state')).toBe('expanded');
      return { ...view, sidebar, toggle };
    };
    const backdrop = (container: HTMLElement) =>
      container.querySelector('[data-slot="sidebar-backdrop"]');

    it('closes when the page beside it is clicked', () => {
      const { container, sidebar } = renderOverlay();
      const shade = backdrop(container);
      expect(shade).not.toBeNull();
      if (shade) fireEvent.click(shade);
      expect(sidebar?.getAttribute('data-state')).toBe('collapsed');
      expect(backdrop(container)).toBeNull();
    });

    it('closes on Escape and gives the focus back to its toggle', () => {
      const { sidebar, toggle, container } = renderOverlay();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(sidebar?.getAttribute('data-state')).toBe('collapsed');
      expect(document.activeElement).toBe(toggle);
      expect(backdrop(container)).toBeNull();
    });

    it('closes when a link is followed', () => {
      const { sidebar, rerender } = renderOverlay();
      rerender(
        <SidebarProvider>
          <Sidebar items={items} currentPath="/goals" isAuthenticated />
        </SidebarProvider>,
      );
      expect(sidebar?.getAttribute('data-state')).toBe('collapsed');
    });
  });
});

describe('Sidebar', () => {
  const items = [{ href: '/dashboard', title: 'Dashboard', icon: null }];

  it('renders nothing when the user is not authenticated', () => {
    const { container } = render(<Sidebar items={items} currentPath="/" isAuthenticated={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders links through the given renderer', () => {
    const { getByRole } = render(
      <Sidebar
        items={items}
        currentPath="/"
        isAuthenticated
        renderLink={({ href, ...props }) => <a data-router-link href={`#${href}`} {...props} />}
      />,
    );
    const link = getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('data-router-link')).not.toBeNull();
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.getAttribute('data-slot')).toBe('sidebar-link');
  });

  it('marks only the link whose whole segments start the path as the current page', () => {
    const { getByRole } = render(
      <Sidebar
        items={[
          { href: '/users', title: 'Users', icon: null },
          { href: '/users-archive', title: 'Archive', icon: null },
        ]}
        currentPath="/users-archive/3"
        isAuthenticated
      />,
    );
    expect(getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
    expect(getByRole('link', { name: 'Archive' }).getAttribute('aria-current')).toBe('page');
  });
});
