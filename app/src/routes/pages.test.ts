import { describe, expect, it } from 'vitest';
import { type PageModule, pageModulePath, routedPages, unroutedPageFiles } from './pages';
import type { ConsoleRoute } from './table';

const page = (): Promise<PageModule> => Promise.resolve({ default: () => null });

const routes: ConsoleRoute[] = [
  { path: '/', page: 'dashboard/dashboard', access: 'authenticated' },
  { path: '/dashboard', page: 'dashboard/dashboard', access: 'authenticated' },
  { path: '/goals', page: 'goals/list', access: ['goals:read'] },
];

describe('routedPages', () => {
  it('routes only the pages whose file exists', () => {
    const routed = routedPages(routes, { [pageModulePath('goals/list')]: page });
    expect(routed.map(({ route }) => route.path)).toEqual(['/goals']);
  });

  it('shares one lazy page between routes of the same page', () => {
    const routed = routedPages(routes, { [pageModulePath('dashboard/dashboard')]: page });
    expect(routed).toHaveLength(2);
    expect(routed[0]?.Page).toBe(routed[1]?.Page);
  });
});

describe('page files', () => {
  it('maps a page key to its module in the feature folder', () => {
    expect(pageModulePath('goals/edit')).toBe('../features/goals/edit.page.tsx');
  });

  it('reports page files that no route points at', () => {
    const modules = {
      [pageModulePath('goals/list')]: page,
      [pageModulePath('goals/archive')]: page,
      [pageModulePath('auth/login')]: page,
    };
    expect(unroutedPageFiles(routes, modules)).toEqual(['../features/goals/archive.page.tsx']);
  });

  it('every page file of the app is reachable through the route table', () => {
    expect(unroutedPageFiles()).toEqual([]);
  });

  it('the dashboard page exists', () => {
    expect(routedPages().map(({ route }) => route.path)).toEqual(
      expect.arrayContaining(['/', '/dashboard']),
    );
  });
});
