import {
  type APIRequestContext,
  expect,
  type Page,
  type Request,
  type Route,
  test,
} from '@playwright/test';
import { signIn, submitLogin, toasterMounted } from '../fixtures/session';
import { api, field, superAdminToken, unique } from './resource-helpers';

/** The specification's browser storage keys of a signed-in admin. */
const SESSION_KEYS = ['admin_access_token', 'admin_refresh_token', 'admin_user'] as const;

const REFRESH_PATH = '/api/admin/auth/refresh';

/** The answer the server gives an access token it no longer accepts. */
const expiredTokenAnswer = {
  status: 401,
  contentType: 'application/json',
  body: JSON.stringify({
    success: false,
    message: 'Unauthorized access',
    code: 'TOKEN_EXPIRED',
  }),
};

const storedSession = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );

const isGoalsList = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/goals';

const isRefresh = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === REFRESH_PATH;

test('a rejected access token is refreshed and the request retried once with the new one', async ({
  page,
}) => {
  await signIn(page);
  const before = await storedSession(page);

  const goalsTokens: Array<string | undefined> = [];
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (isGoalsList(request)) goalsTokens.push(request.headers().authorization);
    if (isRefresh(request)) refreshes.push(request);
  });
  let rejected = false;
  await page.route(
    (url) => url.pathname === '/api/admin/goals',
    async (route: Route) => {
      if (!rejected && route.request().method() === 'GET') {
        rejected = true;
        await route.fulfill(expiredTokenAnswer);
        return;
      }
      await route.continue();
    },
  );

  const retried = page.waitForResponse(
    (response) => isGoalsList(response.request()) && response.status() === 200,
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Goals', exact: true }).click();
  const listed = (await (await retried).json()) as { data: { items: Array<{ title: string }> } };

  const firstGoal = listed.data.items[0];
  if (!firstGoal) throw new Error('the demo data has no goals to show');
  await expect(page.getByRole('row').filter({ hasText: firstGoal.title })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const after = await storedSession(page);
  expect(after.admin_refresh_token).not.toBeNull();
  expect(after.admin_refresh_token).not.toBe(before.admin_refresh_token);
  expect(after.admin_access_token).not.toBe(before.admin_access_token);
  expect(goalsTokens).toEqual([
    `Bearer ${before.admin_access_token}`,
    `Bearer ${after.admin_access_token}`,
  ]);
});

/** The stored access token with its expiry moved `secondsAgo` into the past (the console reads, never verifies, it). */
const expireStoredToken = (page: Page, secondsAgo: number) =>
  page.evaluate((seconds) => {
    const token = localStorage.getItem('admin_access_token') ?? '';
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - seconds;
    const encoded = btoa(JSON.stringify(claims))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem('admin_access_token', `${header}.${encoded}.${signature}`);
  }, secondsAgo);

test('a new tab opened after the access token ran out refreshes it and keeps every tab signed in', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expireStoredToken(page, 120);
  const expired = await storedSession(page);

  const other = await context.newPage();
  const refreshed = other.waitForResponse(
    (response) => isRefresh(response.request()) && response.status() === 200,
  );
  await other.goto('/goals');
  await refreshed;
  await expect(other.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  expect(other.url()).toMatch(/\/goals$/);
  const after = await storedSession(other);
  expect(after.admin_refresh_token).not.toBeNull();
  expect(after.admin_refresh_token).not.toBe(expired.admin_refresh_token);
  expect(after.admin_access_token).not.toBe(expired.admin_access_token);

  // The first tab uses the tokens the new tab stored: it is still signed in.
  await page.goto('/levels');
  await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();
});

test('a reload after more than the inactivity timeout without a request signs out', async ({
  page,
}) => {
  await signIn(page);
  await expireStoredToken(page, 13 * 3600);
  await page.goto('/goals');
  await expect(page).toHaveURL(/\/login/);
  expect(await storedSession(page)).toEqual({
    admin_access_token: null,
    admin_refresh_token: null,
    admin_user: null,
  });
});

test('a refresh the server refuses clears the session and ends on /login', async ({
  page,
  request,
}) => {
  await signIn(page);
  const { admin_refresh_token: refreshToken } = await storedSession(page);
  // Revoke the refresh token on the server, as another device's logout would.
  const revoked = await request.post('/api/admin/auth/logout', { data: { refreshToken } });
  expect(revoked.ok()).toBe(true);
  // The access token (a signed token) stays valid until it expires: make the server refuse it.
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/') && !url.pathname.startsWith('/api/admin/auth/'),
    (route) => route.fulfill(expiredTokenAnswer),
  );

  const refreshAnswer = page.waitForResponse((response) => isRefresh(response.request()));
  await page.goto('/goals');

  expect((await refreshAnswer).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedSession(page)).toEqual({
    admin_access_token: null,
    admin_refresh_token: null,
    admin_user: null,
  });
});

test('an admin whose password another admin reset is told so on /login at their next request', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const name = unique('Reset Reader');
  const username = name.replaceAll(' ', '-').toLowerCase();
  const password = 'Juniper-Delta-28';
  const admin = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
    name,
    username,
    password,
    permissions: ['goals:read'],
  });
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();

  await api(request, token, 'POST', `/admin-users/${admin.id}/reset-password`, {
    newPassword: 'Juniper-Delta-39',
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals' })
    .click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'An administrator reset your password and signed you out. Sign in with the new password you were given.',
    ),
  ).toBeVisible();
  // Signing in again takes the notice away with the session it explained.
  await submitLogin(page, username, 'Juniper-Delta-39');
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByText(/An administrator reset your password/)).toHaveCount(0);
});

test('a save that meets a session another admin ended goes to /login, which says why, and no technical toast', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const name = unique('Signed Out Editor');
  const username = name.replaceAll(' ', '-').toLowerCase();
  const password = 'Tamarind-Coast-64';
  const admin = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
    name,
    username,
    password,
    permissions: ['goals:read', 'goals:write'],
  });
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
  await page.goto('/goals/create');
  await field(page, 'Title').getByRole('textbox').fill(unique('Never saved'));
  await field(page, 'Category').getByRole('textbox').fill('health');

  await api(request, token, 'POST', `/admin-users/${admin.id}/revoke-sessions`, {});
  await page.getByRole('button', { name: 'Create goal' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('An administrator signed you out of every session. Sign in again to continue.'),
  ).toBeVisible();
  // The failed save says nothing of its own ("Unauthorized: Token refresh failed").
  await page.waitForTimeout(500);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

/**
 * Two new admins for the sign-in origin tests: the first may read admin users (their page with a
 * filter is the origin), the next may not (that page shows them Access Denied).
 */
async function originAdmins(request: APIRequestContext) {
  const token = await superAdminToken(request);
  const createAdmin = async (permissions: string[]) => {
    const name = unique('Origin Admin');
    const username = name.replaceAll(' ', '-').toLowerCase();
    const password = 'Juniper-Harbour-38';
    const { id } = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
      name,
      username,
      password,
      permissions,
    });
    return { id, name, username, password };
  };
  const first = await createAdmin(['adminUsers:read']);
  const next = await createAdmin(['goals:read']);
  return { token, first, next };
}

type OriginAdmin = Awaited<ReturnType<typeof originAdmins>>['first'];

/** Signs `admin` in and opens their page with a filter: the origin a guard records. */
async function openOriginPage(page: Page, admin: OriginAdmin) {
  await page.goto('/login');
  await submitLogin(page, admin.username, admin.password);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${admin.name}`)).toBeVisible();
  await page.goto('/admin-users?isActive=true');
  await expect(page.getByRole('table')).toBeVisible();
}

/** Signing in on /login as the origin's admin returns them to their page and filter. */
async function expectSignInReturnsToOrigin(page: Page, admin: OriginAdmin) {
  await submitLogin(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin-users\?(.*&)?isActive=true(&|$)/);
  await expect(page.getByRole('table')).toBeVisible();
}

/** Signing in on /login as another admin goes to the dashboard, not to the origin. */
async function expectSignInGoesToDashboard(page: Page, admin: OriginAdmin) {
  await submitLogin(page, admin.username, admin.password);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${admin.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access Denied')).toHaveCount(0);
}

test('after a session ends, only the same admin signing in on that /login returns to its page; another goes to the dashboard', async ({
  page,
  request,
}) => {
  const { token, first, next } = await originAdmins(request);
  /**
   * Ends the first admin's sessions and has the console meet that on its page: a search asks the
   * API, unless the console's own background request met it first and left for /login already
   * (then the search box is gone, and waiting for it would wait out the test).
   */
  const endTheFirstSession = async () => {
    await api(request, token, 'POST', `/admin-users/${first.id}/revoke-sessions`, {});
    await page
      .getByRole('searchbox', { name: 'Search' })
      .fill(next.username, { timeout: 5_000 })
      .catch(() => {});
    await expect(page).toHaveURL(/\/login$/);
  };

  await openOriginPage(page, first);

  await endTheFirstSession();
  await expectSignInReturnsToOrigin(page, first);

  // Someone else signs in on the /login the first admin was sent to (reloaded on the way).
  await endTheFirstSession();
  await page.reload();
  await expectSignInGoesToDashboard(page, next);
});

test('a reload of a page whose session was revoked returns only that admin to it, whichever way the restore learns it', async ({
  page,
  request,
}) => {
  const { token, first, next } = await originAdmins(request);
  /**
   * Revokes the first admin's sessions and reloads their page: with the access token still
   * unexpired the session is restored and its first request is refused; with one that ran out
   * the restore's own refresh is refused, and no session is ever shown.
   */
  const reloadAfterRevoke = async (accessToken: 'unexpired' | 'ran out') => {
    if (accessToken === 'ran out') await expireStoredToken(page, 120);
    await api(request, token, 'POST', `/admin-users/${first.id}/revoke-sessions`, {});
    const refusedRefresh = page.waitForResponse(
      (response) => isRefresh(response.request()) && response.status() === 401,
    );
    await page.reload();
    await refusedRefresh;
    await expect(page).toHaveURL(/\/login$/);
  };

  await openOriginPage(page, first);

  await reloadAfterRevoke('unexpired');
  await expectSignInReturnsToOrigin(page, first);

  // The restore never showed the first admin's session: /login still knows it was theirs.
  await reloadAfterRevoke('ran out');
  await expectSignInGoesToDashboard(page, next);
});

test('inactivity warns 5 minutes before the 720-minute timeout, then signs out', async ({
  page,
}) => {
  // Date.now and the timers of the inactivity monitor run on this clock from the first page on.
  await page.clock.install();
  await signIn(page);
  await toasterMounted(page);

  await page.clock.fastForward('11:55:00');
  await expect(
    page.getByText(
      'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.clock.fastForward('05:00');
  await expect(
    page.getByText('Your session has expired due to inactivity. Please log in again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({
    admin_access_token: null,
    admin_refresh_token: null,
    admin_user: null,
  });
});

test('a session that expires on a form with unsaved changes goes to /login without asking', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/goals/create');
  await field(page, 'Title').getByRole('textbox').fill('Half-written');

  await page.clock.fastForward('12:00:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await storedSession(page)).toEqual({
    admin_access_token: null,
    admin_refresh_token: null,
    admin_user: null,
  });
});

test("while the app loads, 'Loading application...' is shown under the spinner, then the page", async ({
  page,
}) => {
  await signIn(page);
  // Hold the routed console's chunk (the build's `console` group, which index.html preloads for a
  // stored session): the app stays on its loading screen until it is released.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /\/assets\/console-[\w-]+\.js$/.test(url.pathname),
    async (route: Route) => {
      await held;
      await route.continue();
    },
  );

  await page.reload();
  const loading = page.getByRole('status');
  await expect(loading).toHaveText('Loading application...');
  await expect(page.getByText('Loading application...')).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByText('Loading application...')).toHaveCount(0);
});
