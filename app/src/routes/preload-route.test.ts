import type { ApiClient } from '@console/admin-core';
import { createQueryClient } from '@console/admin-core/react';
import type { Permission } from '@console/contract';
import { describe, expect, it, vi } from 'vitest';
import type { NamespaceLoaders } from '../i18n/i18n';
import { type PageModule, pageComponent, pageModulePath } from './pages';
import { preloadRoute, type RoutePreloadOptions } from './preload-route';
import type { ConsoleRoute } from './table';

// The real shell is not needed to test what gets requested.
vi.mock('../shell/console-shell', () => ({ default: () => null }));

const routes: ConsoleRoute[] = [
  { path: '/dashboard', page: 'dashboard/dashboard', access: 'authenticated' },
  { path: '/goals', page: 'goals/list', access: ['goals:read'] },
  { path: '/goals/edit/:goalId', page: 'goals/edit', access: ['goals:read', 'goals:write'] },
  { path: '/goals/:anything', page: 'goals/missing', access: 'authenticated' },
];

const superUser = { isSuperUser: true, permissions: [] as Permission[] };
const reader = { isSuperUser: false, permissions: ['goals:read'] as Permission[] };

// preloadRoute only hands the client to the page's `prefetch`.
const client = {} as ApiClient;

function setup(language = 'de-DE') {
  const loaded: string[] = [];
  const prefetch = vi.fn(() => new Promise<void>(() => {}));
  const page = (name: string) => () => {
    loaded.push(name);
    return Promise.resolve<PageModule>(
      name === 'dashboard/dashboard' ? { default: () => null, prefetch } : { default: () => null },
    );
  };
  const modules = {
    [pageModulePath('dashboard/dashboard')]: page('dashboard/dashboard'),
    [pageModulePath('goals/list')]: page('goals/list'),
    [pageModulePath('goals/edit')]: page('goals/edit'),
  };
  const namespaces: NamespaceLoaders = {
    '../locales/de-DE/dashboard.json': () => Promise.resolve({}),
    '../locales/de-DE/goals.json': () => Promise.resolve({}),
    '../locales/en-US/goals.json': () => Promise.resolve({}),
  };
  const loadNamespace = vi.fn();
  const queryClient = createQueryClient();
  const options = (user: RoutePreloadOptions['user']): RoutePreloadOptions => ({
    user,
    language,
    client,
    queryClient,
    routes,
    modules,
    namespaceLoaders: () => Promise.resolve(namespaces),
    loadNamespace,
  });
  return { loaded, loadNamespace, options, modules, prefetch, queryClient };
}

describe('preloadRoute', () => {
  it('requests the page of the path and its feature translations in the active language', async () => {
    const { loaded, loadNamespace, options, modules } = setup();
    await expect(preloadRoute('/dashboard', options(superUser))).resolves.toEqual({
      page: 'dashboard/dashboard',
      namespace: 'dashboard',
    });
    expect(loaded).toEqual(['dashboard/dashboard']);
    expect(loadNamespace).toHaveBeenCalledWith('dashboard');
    // The router's page component renders it without suspending.
    expect(pageComponent('dashboard/dashboard', modules)?.loaded).toBeDefined();
  });

  it("starts the page's prefetch with the session's client, the query cache and the admin, without waiting for it", async () => {
    const { options, prefetch, queryClient } = setup();
    // The prefetch never settles: preloadRoute resolves all the same.
    await preloadRoute('/dashboard', options(superUser));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith({ client, queryClient, user: superUser });
    // A page without a prefetch has nothing started.
    await preloadRoute('/goals', options(superUser));
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('resolves only once the translations have loaded too', async () => {
    const { options } = setup();
    let translationsLoaded = false;
    await preloadRoute('/dashboard', {
      ...options(superUser),
      loadNamespace: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            translationsLoaded = true;
            resolve();
          }, 5),
        ),
    });
    expect(translationsLoaded).toBe(true);
  });

  it('picks the route the router renders, among those whose page exists', async () => {
    const { loaded, options } = setup();
    // `/goals/:anything` has no page file, so the router has no such route: nothing matches.
    await expect(preloadRoute('/goals/7', options(superUser))).resolves.toEqual({
      page: null,
      namespace: null,
    });
    await preloadRoute('/goals/edit/7', options(superUser));
    expect(loaded).toEqual(['goals/edit']);
  });

  it('requests nothing for a route the admin may not open (Access Denied shows instead)', async () => {
    const { loaded, loadNamespace, options } = setup();
    await expect(preloadRoute('/goals/edit/7', options(reader))).resolves.toEqual({
      page: null,
      namespace: null,
    });
    await expect(preloadRoute('/goals', options(null))).resolves.toEqual({
      page: null,
      namespace: null,
    });
    expect(loaded).toEqual([]);
    expect(loadNamespace).not.toHaveBeenCalled();
  });

  it('requests no translations when the feature has no namespace in that language', async () => {
    const { loaded, loadNamespace, options } = setup('en-US');
    await expect(preloadRoute('/dashboard', options(superUser))).resolves.toEqual({
      page: 'dashboard/dashboard',
      namespace: null,
    });
    expect(loaded).toEqual(['dashboard/dashboard']);
    expect(loadNamespace).not.toHaveBeenCalled();
  });
});
