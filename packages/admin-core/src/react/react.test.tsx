import type { Permission } from '@console/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { loadInactivityMonitor } from '../inactivity/lazy-monitor';
import type { InactivityEvent } from '../inactivity/state';
import { type AdminCoreOptions, createAdminCore } from '../session/admin-core';
import { createMemoryStorage } from '../storage';
import {
  adminUser,
  createFakeMatchMedia,
  failure,
  ok,
  superUser,
  tokenExpiringIn,
} from '../test-support';
import {
  AdminCoreProvider,
  AuthProvider,
  createQueryClient,
  useAccessibilityPreferences,
  useAdminCore,
  useApiClient,
  useAuth,
  useConnectivity,
  useHasPermission,
  useInactivity,
  useInactivityEvents,
  useLanguage,
  usePermissions,
  useTheme,
} from './index';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.className = '';
});

function makeCore(overrides: AdminCoreOptions = {}, signedInAs = adminUser) {
  const storage =
    overrides.storage ??
    createMemoryStorage({
      admin_access_token: tokenExpiringIn(3600),
      admin_refresh_token: 'refresh-1',
      admin_user: JSON.stringify(signedInAs),
    });
  const media = createFakeMatchMedia();
  const core = createAdminCore({
    fetch: (async () => ok(null)) as unknown as typeof fetch,
    crossTab: null,
    eventTarget: new EventTarget(),
    navigation: null,
    logger: { warn() {}, error() {} },
    activitySource: null,
    matchMedia: media.matchMedia,
    root: document.createElement('html'),
    navigator: { language: 'en-US', languages: ['en-US'] },
    diagnostics: false,
    ...overrides,
    storage,
  });
  return { core, storage, media };
}

function wrapperFor(core: ReturnType<typeof makeCore>['core'], queryClient?: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <AdminCoreProvider core={core} queryClient={queryClient}>
      {children}
    </AdminCoreProvider>
  );
}

function Status() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'Loading application...' : `Welcome ${user?.name}`}</p>;
}

// The inactivity monitor's code is there already, as after a first sign-in (lazy-monitor.test.ts).
beforeAll(() => loadInactivityMonitor());

describe('AdminCoreProvider and useAuth', () => {
  it('shows loading first, then the restored session', () => {
    const { core } = makeCore();
    const first = vi.fn();
    core.auth.subscribe(() => first(core.auth.getSnapshot().loading));
    render(
      <AuthProvider core={core}>
        <Status />
      </AuthProvider>,
    );
    expect(first).toHaveBeenCalledWith(false);
    expect(screen.getByText('Welcome Ada Admin')).toBeTruthy();
  });

  it('logs in and out through the hook', async () => {
    const responses = [
      ok({ user: superUser, token: tokenExpiringIn(3600), refreshToken: 'r2' }),
      ok(null),
    ];
    const { core, storage } = makeCore({
      fetch: (async () => responses.shift()) as unknown as typeof fetch,
      storage: createMemoryStorage(),
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(core) });
    expect(result.current).toMatchObject({ isAuthenticated: false, loading: false });
    await act(() => result.current.login({ username: 'root', password: 'secret' }));
    expect(result.current).toMatchObject({ isAuthenticated: true, user: superUser, error: null });
    await act(() => result.current.logout());
    expect(result.current).toMatchObject({ isAuthenticated: false, user: null });
    expect(storage.getItem('admin_access_token')).toBeNull();
  });

  it('exposes the login error and clears it', async () => {
    const { core } = makeCore({
      fetch: (async () =>
        failure(401, 'UNAUTHORIZED', 'Invalid username or password')) as unknown as typeof fetch,
      storage: createMemoryStorage(),
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(core) });
    await act(() => result.current.login({ username: 'x', password: 'y' }).catch(() => {}));
    expect(result.current.error).toBe('Invalid username or password');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('changes the password through the hook', async () => {
    const { core } = makeCore({
      fetch: (async () =>
        failure(
          400,
          'VALIDATION_ERROR',
          'Current password is incorrect',
        )) as unknown as typeof fetch,
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(core) });
    await expect(
      result.current.changePassword({ currentPassword: 'a', newPassword: 'long-enough-1' }),
    ).rejects.toEqual(expect.objectContaining({ message: 'Current password is incorrect' }));
    await expect(
      result.current.changePassword({ currentPassword: 'a', newPassword: 'long-enough-1' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses hooks outside the provider with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAdminCore and the other admin-core hooks need an <AdminCoreProvider> above',
    );
  });

  it('survives strict mode double effects', () => {
    const { core } = makeCore();
    const { result } = renderHook(() => useAdminCore(), {
      wrapper: ({ children }) => (
        <StrictMode>
          <AdminCoreProvider core={core}>{children}</AdminCoreProvider>
        </StrictMode>
      ),
    });
    expect(result.current.auth.getSnapshot().isAuthenticated).toBe(true);
    expect(core.inactivity.getSnapshot().status).toBe('active');
  });

  it('gives the API client', () => {
    const { core } = makeCore();
    const { result } = renderHook(() => useApiClient(), { wrapper: wrapperFor(core) });
    expect(result.current).toBe(core.client);
  });
});

describe('query client', () => {
  it('has the specification defaults and accepts overrides', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
    });
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    const custom = createQueryClient({ defaultOptions: { queries: { staleTime: 1 } } });
    expect(custom.getDefaultOptions().queries).toMatchObject({ staleTime: 1, gcTime: 600_000 });
  });

  it('is provided and cleared when the admin signs out', async () => {
    const { core } = makeCore();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['goals'], ['secret goal']);
    renderHook(() => useAuth(), { wrapper: wrapperFor(core, queryClient) });
    expect(queryClient.getQueryData(['goals'])).toEqual(['secret goal']);
    await act(() => core.auth.logout());
    expect(queryClient.getQueryData(['goals'])).toBeUndefined();
  });

  it('does not retry a 404 but retries a network error with back-off', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const notFound = vi.fn(async () => {
      throw new ApiError({ kind: 'not-found', status: 404 });
    });
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: notFound })).rejects.toThrow();
    expect(notFound).toHaveBeenCalledTimes(1);

    const offline = vi.fn(async () => {
      throw new ApiError({ kind: 'network' });
    });
    const settled = client.fetchQuery({ queryKey: ['b'], queryFn: offline }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(offline).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(offline).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(offline).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(offline).toHaveBeenCalledTimes(4);
    await expect(settled).resolves.toBeInstanceOf(ApiError);
  });
});

describe('permission hooks', () => {
  it('binds the checks to the signed-in admin', () => {
    const { core } = makeCore();
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperFor(core) });
    const permissions = result.current;
    expect(permissions.user).toEqual(adminUser);
    expect(permissions.isSuperUser).toBe(false);
    expect(permissions.hasPermission('goals:read')).toBe(true);
    expect(permissions.hasAnyPermission(['faq:read', 'levels:read'])).toBe(true);
    expect(permissions.hasAllPermissions(['goals:read', 'faq:read'])).toBe(false);
    expect(permissions.canSeeMenuItem(['faq:read'])).toBe(false);
    expect(permissions.canSeeMenuItem()).toBe(true);
    expect(permissions.canAccessRoute(['goals:read', 'levels:read'])).toBe(true);
    expect(permissions.satisfiesAccess('superUser')).toBe(false);
  });

  it('lets a super user through everything', () => {
    const { core } = makeCore({}, superUser);
    const { result } = renderHook(() => useHasPermission('adminUsers:write'), {
      wrapper: wrapperFor(core),
    });
    expect(result.current).toBe(true);
  });

  it('has nothing when signed out', () => {
    const { core } = makeCore({ storage: createMemoryStorage() });
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperFor(core) });
    expect(result.current.isSuperUser).toBe(false);
    expect(result.current.hasPermission('goals:read')).toBe(false);
  });

  it('types permission strings', () => {
    expectTypeOf<ReturnType<typeof usePermissions>['hasPermission']>()
      .parameter(0)
      .toEqualTypeOf<Permission>();
    const check = (permissions: ReturnType<typeof usePermissions>) => {
      // @ts-expect-error not a permission string
      permissions.hasPermission('goals:delete');
      // @ts-expect-error not a permission string
      permissions.canSeeMenuItem(['dashboard']);
      // @ts-expect-error not a permission string
      useHasPermission('everything');
    };
    expect(typeof check).toBe('function');
  });
});

describe('inactivity hooks', () => {
  it('delivers the warning and expiry events and the state', () => {
    vi.useFakeTimers();
    const { core } = makeCore();
    const received: InactivityEvent[] = [];
    const { result } = renderHook(
      () => {
        useInactivityEvents((event) => received.push(event));
        return useInactivity();
      },
      { wrapper: wrapperFor(core) },
    );
    expect(result.current.status).toBe('active');
    act(() => {
      vi.advanceTimersByTime(715 * 60_000);
    });
    expect(result.current.status).toBe('warning');
    expect(received[0]).toEqual({
      type: 'warning',
      minutesLeft: 5,
      message:
        'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.',
      durationMs: 10_000,
    });
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(received[1]).toEqual({
      type: 'expired',
      message: 'Your session has expired due to inactivity. Please log in again.',
    });
    expect(result.current.status).toBe('expired');
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);
  });
});

describe('preference hooks', () => {
  it('reads and sets the theme', () => {
    const { core, storage } = makeCore();
    const { result } = renderHook(() => useTheme(), { wrapper: wrapperFor(core) });
    expect(result.current).toMatchObject({ theme: 'system', resolvedTheme: 'light' });
    act(() => result.current.setTheme('dark'));
    expect(result.current).toMatchObject({ theme: 'dark', resolvedTheme: 'dark' });
    expect(storage.getItem('vite-ui-theme')).toBe('dark');
  });

  it('reads and sets the language', () => {
    const { core, storage } = makeCore();
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(core) });
    expect(result.current.language).toBe('en-US');
    act(() => result.current.setLanguage('pt-BR'));
    expect(result.current.language).toBe('pt-BR');
    expect(storage.getItem('admin_language')).toBe('pt-BR');
  });

  it('follows the OS accessibility preferences', () => {
    const { core, media } = makeCore();
    const { result } = renderHook(() => useAccessibilityPreferences(), {
      wrapper: wrapperFor(core),
    });
    expect(result.current.reducedMotion).toBe(false);
    act(() => media.set('(prefers-reduced-motion: reduce)', true));
    expect(result.current.reducedMotion).toBe(true);
  });

  it('follows the connectivity', () => {
    const { core } = makeCore({ network: null, healthUrl: null });
    const { result } = renderHook(() => useConnectivity(), { wrapper: wrapperFor(core) });
    expect(result.current).toBe('online');
    act(() => core.connectivity.reportNetworkFailure());
    expect(result.current).toBe('offline');
    act(() => core.connectivity.reportAnswer());
    expect(result.current).toBe('online');
  });
});

describe('provider without a query client', () => {
  it('does not need TanStack Query', () => {
    const { core } = makeCore();
    const { result } = renderHook(() => useAuth().isAuthenticated, { wrapper: wrapperFor(core) });
    expect(result.current).toBe(true);
    expect(new QueryClient()).toBeInstanceOf(QueryClient);
  });
});
