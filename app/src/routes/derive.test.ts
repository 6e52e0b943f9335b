import type { Permission } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, canOpenRoute, navigationFor, routeForPath, titleKeyFor } from './derive';
import { type ConsoleRoute, consoleRoutes } from './table';

const superUser = { isSuperUser: true, permissions: [] as Permission[] };
const admin = (...permissions: Permission[]) => ({ isSuperUser: false, permissions });
const everyPermissionButSuper = admin(
  'goals:read',
  'goals:write',
  'levels:read',
  'levels:write',
  'challenges:read',
  'challenges:write',
  'faq:read',
  'faq:write',
  'users:read',
  'users:write',
  'adminUsers:read',
  'adminUsers:write',
);

const routeAt = (path: string): ConsoleRoute => {
  const route = consoleRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  return route;
};

describe('breadcrumbs (the specification table)', () => {
  const trail = (path: string, user = superUser) =>
    breadcrumbTrail(path, user).map((crumb) => crumb.key);

  it.each([
    ['/goals', 'goals'],
    ['/goals/create', 'createGoal'],
    ['/goals/edit/7', 'editGoal'],
    ['/levels', 'levels'],
    ['/levels/new', 'newLevel'],
    ['/levels/edit', 'editLevel'],
    ['/levels/edit/3', 'editLevel'],
    ['/challenges', 'challenges'],
    ['/challenges/12', 'goalChallenges'],
    ['/challenges/12/new', 'newChallenge'],
    ['/challenges/edit/5', 'editChallenge'],
    ['/faq', 'faq'],
    ['/faq/create', 'createFaq'],
    ['/faq/edit/2', 'editFaq'],
    ['/users', 'users'],
    ['/settings', 'settings'],
  ])('%s → Dashboard › %s', (path, crumb) => {
    expect(trail(path)).toEqual(['dashboard', crumb]);
  });

  it('starts every trail with Dashboard linking to /dashboard', () => {
    expect(breadcrumbTrail('/goals/create', superUser)).toEqual([
      { key: 'dashboard', href: '/dashboard' },
      { key: 'createGoal', href: '/goals/create' },
    ]);
  });

  it.each([
    '/',
    '/dashboard',
    '/analytics',
    '/telegram-users',
    '/telegram-users/4/logs',
    '/admin-users',
    '/users/9',
    '/no/such/page',
  ])('%s has the Dashboard crumb only (hidden)', (path) => {
    expect(trail(path)).toEqual(['dashboard']);
  });

  it('hides a crumb whose permission the admin lacks', () => {
    expect(trail('/goals', admin('levels:read'))).toEqual(['dashboard']);
    expect(trail('/goals', admin('goals:read'))).toEqual(['dashboard', 'goals']);
    expect(trail('/goals/create', admin('goals:read'))).toEqual(['dashboard']);
  });

  it('shows the Users crumb to super users only', () => {
    expect(trail('/users', everyPermissionButSuper)).toEqual(['dashboard']);
    expect(trail('/users', superUser)).toEqual(['dashboard', 'users']);
  });
});

describe('sidebar', () => {
  const links = (user: Parameters<typeof navigationFor>[0]) =>
    navigationFor(user).map(({ href, badge }) => (badge ? `${href} [${badge}]` : href));

  it('lists every link in the specification order for a super user', () => {
    expect(links(superUser)).toEqual([
      '/dashboard',
      '/analytics',
      '/goals',
      '/levels',
      '/challenges',
      '/faq',
      '/telegram-users [bot]',
      '/admin-users [admin]',
      '/settings',
    ]);
  });

  it('shows Dashboard, Analytics and Settings to an admin without permissions', () => {
    expect(links(admin())).toEqual(['/dashboard', '/analytics', '/settings']);
  });

  it('shows an item when ANY of its permissions is held', () => {
    expect(links(admin('goals:write', 'users:read', 'adminUsers:write'))).toEqual([
      '/dashboard',
      '/analytics',
      '/goals',
      '/telegram-users [bot]',
      '/admin-users [admin]',
      '/settings',
    ]);
  });

  it('shows nothing without a user', () => {
    expect(links(null)).toEqual([]);
  });
});

describe('route guard', () => {
  it('requires EVERY listed permission', () => {
    expect(canOpenRoute(admin('goals:read'), routeAt('/goals'))).toBe(true);
    expect(canOpenRoute(admin('goals:read'), routeAt('/goals/create'))).toBe(false);
    expect(canOpenRoute(admin('goals:write'), routeAt('/goals/create'))).toBe(false);
    expect(canOpenRoute(admin('goals:read', 'goals:write'), routeAt('/goals/edit/:goalId'))).toBe(
      true,
    );
  });

  it('keeps /users for super users', () => {
    expect(canOpenRoute(everyPermissionButSuper, routeAt('/users'))).toBe(false);
    expect(canOpenRoute(superUser, routeAt('/users/:userId'))).toBe(true);
  });

  it('lets every signed-in admin open Dashboard, Analytics and Settings', () => {
    for (const path of ['/', '/dashboard', '/analytics', '/settings']) {
      expect(canOpenRoute(admin(), routeAt(path))).toBe(true);
    }
  });

  it('opens nothing without a user', () => {
    expect(consoleRoutes.some((route) => canOpenRoute(null, route))).toBe(false);
  });

  it('never hides a sidebar link whose route the admin may open', () => {
    const users = [admin(), admin('faq:read'), admin('users:read'), everyPermissionButSuper];
    for (const user of users) {
      const shown = new Set(navigationFor(user).map((link) => link.href));
      for (const route of consoleRoutes) {
        if (route.nav && canOpenRoute(user, route)) expect(shown).toContain(route.path);
      }
    }
  });
});

describe('the route table', () => {
  it('covers every route of the specification', () => {
    expect(consoleRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/dashboard',
        '/analytics',
        '/goals',
        '/goals/create',
        '/goals/edit/:goalId',
        '/levels',
        '/levels/new',
        '/levels/edit/:levelId',
        '/challenges',
        '/challenges/:goalId',
        '/challenges/:goalId/new',
        '/challenges/edit/:challengeId',
        '/faq',
        '/faq/create',
        '/faq/edit/:faqId',
        '/users',
        '/users/:userId',
        '/telegram-users',
        '/telegram-users/:userId',
        '/telegram-users/:userId/logs',
        '/admin-users',
        '/admin-users/:userId/edit',
        '/settings',
        // The operations screens beyond the specification's routes (super users only).
        '/settings/audit-log',
        '/settings/security-log',
        '/settings/export',
        '/settings/import',
        '/settings/backup',
        '/settings/monitoring',
        '/settings/caches',
      ].sort(),
    );
  });

  it('has one row per path', () => {
    const paths = consoleRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the route at a path', () => {
  it.each([
    ['/', 'dashboard/dashboard'],
    ['/dashboard', 'dashboard/dashboard'],
    ['/goals', 'goals/list'],
    ['/goals/create', 'goals/create'],
    ['/goals/edit/7', 'goals/edit'],
    ['/challenges/edit/3', 'challenges/edit'],
    ['/challenges/3', 'challenges/goal'],
    ['/challenges/3/new', 'challenges/create'],
    ['/telegram-users/42/logs', 'telegram-users/logs'],
  ])('%s renders %s (ranked as the router ranks, static segments first)', (path, page) => {
    expect(routeForPath(path)?.page).toBe(page);
  });

  it('is null for a path no route matches', () => {
    expect(routeForPath('/nowhere')).toBeNull();
    expect(routeForPath('/goals/edit')).toBeNull();
  });
});

describe('document titles', () => {
  const english = import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', {
    eager: true,
    import: 'default',
  });
  /** The English text of a `namespace:dotted.key`, or undefined. */
  const textOf = (key: string): unknown => {
    const [namespace = '', path = ''] = key.split(':');
    return path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        english[`../locales/en-US/${namespace}.json`],
      );
  };
  const title = (path: string, user = superUser) => textOf(titleKeyFor(path, user));

  it('name each page by its heading', () => {
    expect(title('/levels')).toBe('Levels');
    expect(title('/levels/new')).toBe('New Level');
    expect(title('/')).toBe('Dashboard');
    expect(title('/settings/audit-log')).toBe('Audit Log');
    expect(title('/telegram-users/5')).toBe('Telegram user details');
    expect(title('/telegram-users/5/logs')).toBe('Activity log');
    expect(title('/no/such/page')).toBe('Page not found');
    expect(title('/users', admin('goals:read'))).toBe('Access Denied');
  });

  it('have a text for every route of the table', () => {
    for (const route of consoleRoutes) {
      const path = route.path.replaceAll(/:[A-Za-z]+/g, '1');
      expect(typeof title(path), route.path).toBe('string');
      expect(titleKeyFor(path, superUser), route.path).not.toBe('common:brand');
    }
  });
});
