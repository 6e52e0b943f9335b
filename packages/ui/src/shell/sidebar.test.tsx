import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isSidebarItemActive,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  Sidebar,
  SidebarProvider,
  useSidebar,
} from './sidebar';

afterEach(cleanup);

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
  });
});
