import type { Permission, PermissionResource, RouteAccess } from '@console/contract';
import type shellTexts from '../locales/en-US/shell.json';
import { DASHBOARD_PATH } from './paths';

/**
 * THE route table of the console. The router, the sidebar, the breadcrumbs and the permission guard
 * are all derived from it (see `derive.ts`), so they cannot disagree.
 *
 * Adding a page: create `features/<feature>/<name>.page.tsx` (default export) matching a row's
 * `page`. Rows whose page file does not exist yet stay out of the router (the sidebar still lists
 * them), so a page goes live by creating its file; only a route the specification does not list
 * needs a new row here.
 */

/** The feature folders under `app/src/features/`. */
export type Feature =
  | 'auth'
  | 'dashboard'
  | 'analytics'
  | 'goals'
  | 'levels'
  | 'challenges'
  | 'faq'
  | 'users'
  | 'telegram-users'
  | 'admin-users'
  | 'settings'
  | 'operations';

/** `<feature>/<name>` names the module `features/<feature>/<name>.page.tsx`. */
export type PageKey = `${Feature}/${string}`;

type ShellTexts = typeof shellTexts;
/** A key of `shell:breadcrumbs`. */
export type CrumbKey = keyof ShellTexts['breadcrumbs'];
/** A key of `shell:nav`. */
export type NavKey = keyof ShellTexts['nav'];
/** A key of `shell:badges`. */
export type BadgeKey = keyof ShellTexts['badges'];

export interface NavEntry {
  readonly title: NavKey;
  /** The item shows when the admin holds ANY of these; none listed means every admin sees it. */
  readonly anyOf: readonly Permission[];
  readonly badge?: BadgeKey;
}

export interface ConsoleRoute {
  /** The URL pattern in react-router syntax. */
  readonly path: string;
  readonly page: PageKey;
  /** What the page requires; a permission list means EVERY listed permission. */
  readonly access: Exclude<RouteAccess, 'public'>;
  /** The crumb after Dashboard; routes without one show the Dashboard crumb only. */
  readonly crumb?: CrumbKey;
  /** Further paths the crumb matches besides `path`. */
  readonly crumbAlso?: readonly string[];
  /** Present on the routes the sidebar links to, in sidebar order. */
  readonly nav?: NavEntry;
  /**
   * The page's heading for the document title, as an i18n key with its namespace; by default the
   * sidebar title, else the crumb (see `titleKeyFor`).
   */
  readonly title?: `${string}:${string}`;
}

/** Lists and details need `x:read`. */
const readAccess = (resource: PermissionResource): readonly Permission[] => [`${resource}:read`];
/**
 * Both permissions of a resource: ALL of them for a create/edit page (it reads the record too),
 * ANY of them for the resource's sidebar item.
 */
const bothPermissions = (resource: PermissionResource): readonly Permission[] => [
  `${resource}:read`,
  `${resource}:write`,
];

const operationsRoute = (name: string, crumb: CrumbKey): ConsoleRoute => ({
  path: `/settings/${name}`,
  page: 'operations/operations',
  access: 'superUser',
  crumb,
});

export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: '/', page: 'dashboard/dashboard', access: 'authenticated', title: 'shell:nav.dashboard' },
  {
    path: DASHBOARD_PATH,
    page: 'dashboard/dashboard',
    access: 'authenticated',
    nav: { title: 'dashboard', anyOf: [] },
  },
  {
    path: '/analytics',
    page: 'analytics/analytics',
    access: 'authenticated',
    nav: { title: 'analytics', anyOf: [] },
  },
  {
    path: '/goals',
    page: 'goals/list',
    access: readAccess('goals'),
    crumb: 'goals',
    nav: { title: 'goals', anyOf: bothPermissions('goals') },
  },
  {
    path: '/goals/create',
    page: 'goals/create',
    access: bothPermissions('goals'),
    crumb: 'createGoal',
  },
  {
    path: '/goals/edit/:goalId',
    page: 'goals/edit',
    access: bothPermissions('goals'),
    crumb: 'editGoal',
  },
  {
    path: '/levels',
    page: 'levels/list',
    access: readAccess('levels'),
    crumb: 'levels',
    nav: { title: 'levels', anyOf: bothPermissions('levels') },
  },
  {
    path: '/levels/new',
    page: 'levels/create',
    access: bothPermissions('levels'),
    crumb: 'newLevel',
  },
  {
    path: '/levels/edit/:levelId',
    page: 'levels/edit',
    access: bothPermissions('levels'),
    crumb: 'editLevel',
    // The specification's breadcrumb table names this crumb's path without the id.
    crumbAlso: ['/levels/edit'],
  },
  {
    path: '/challenges',
    page: 'challenges/overview',
    access: readAccess('challenges'),
    crumb: 'challenges',
    nav: { title: 'challenges', anyOf: bothPermissions('challenges') },
  },
  {
    path: '/challenges/edit/:challengeId',
    page: 'challenges/edit',
    access: bothPermissions('challenges'),
    crumb: 'editChallenge',
  },
  {
    path: '/challenges/:goalId',
    page: 'challenges/goal',
    access: readAccess('challenges'),
    crumb: 'goalChallenges',
  },
  {
    path: '/challenges/:goalId/new',
    page: 'challenges/create',
    access: bothPermissions('challenges'),
    crumb: 'newChallenge',
  },
  {
    path: '/faq',
    page: 'faq/list',
    access: readAccess('faq'),
    crumb: 'faq',
    nav: { title: 'faq', anyOf: bothPermissions('faq') },
  },
  { path: '/faq/create', page: 'faq/create', access: bothPermissions('faq'), crumb: 'createFaq' },
  { path: '/faq/edit/:faqId', page: 'faq/edit', access: bothPermissions('faq'), crumb: 'editFaq' },
  { path: '/users', page: 'users/list', access: 'superUser', crumb: 'users' },
  {
    path: '/users/:userId',
    page: 'users/detail',
    access: 'superUser',
    title: 'users:detail.title',
  },
  {
    path: '/telegram-users',
    page: 'telegram-users/list',
    access: readAccess('users'),
    nav: { title: 'telegramUsers', anyOf: bothPermissions('users'), badge: 'bot' },
  },
  {
    path: '/telegram-users/:userId',
    page: 'telegram-users/detail',
    access: readAccess('users'),
    title: 'telegram-users:detail.title',
  },
  {
    path: '/telegram-users/:userId/logs',
    page: 'telegram-users/logs',
    access: readAccess('users'),
    title: 'telegram-users:logs.title',
  },
  {
    path: '/admin-users',
    page: 'admin-users/list',
    access: readAccess('adminUsers'),
    nav: { title: 'adminUsers', anyOf: bothPermissions('adminUsers'), badge: 'admin' },
  },
  {
    path: '/admin-users/:userId/edit',
    page: 'admin-users/edit',
    access: bothPermissions('adminUsers'),
    title: 'admin-users:editTitle',
  },
  {
    path: '/settings',
    page: 'settings/settings',
    access: 'authenticated',
    crumb: 'settings',
    nav: { title: 'settings', anyOf: [] },
  },
  // Operations screens, reached from Settings (super users only); one page module picks the screen.
  operationsRoute('audit-log', 'auditLog'),
  operationsRoute('security-log', 'securityLog'),
  operationsRoute('export', 'export'),
  operationsRoute('import', 'import'),
  operationsRoute('backup', 'backup'),
  operationsRoute('monitoring', 'monitoring'),
  operationsRoute('caches', 'caches'),
];
