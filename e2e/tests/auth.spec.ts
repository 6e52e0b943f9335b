import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { signIn, storedAdmin, submitLogin } from '../fixtures/session';

test('a good login lands on the dashboard with the welcome line', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  const admin = await storedAdmin(page);
  expect(admin.username).toBe(E2E_ADMIN.username);
  const header = page.getByRole('banner');
  await expect(header.getByText(`Welcome back, ${admin.name}`)).toBeVisible();
  await expect(header.getByText('Online')).toBeVisible();
  const tokens = await page.evaluate(() => [
    localStorage.getItem('admin_access_token'),
    localStorage.getItem('admin_refresh_token'),
  ]);
  expect(tokens.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
});

test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
  await page.goto('/login');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/auth/login') && response.status() === 401,
  );
  await submitLogin(page, E2E_ADMIN.username, 'not-the-password');
  const body = (await (await answer).json()) as { message: string };

  expect(body.message.length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(body.message);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
});

test('a failed sign-in from the keyboard leaves the keyboard on the password, ready to retry', async ({
  page,
}) => {
  // The bare sign-in screen of a first visit, sent with Enter in the password field, and the routed
  // one after a guard's redirect, sent from the Sign in button (disabled while it waits).
  for (const [path, send] of [
    ['/login', 'Enter in the password'],
    ['/goals', 'Sign in button'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    // The form is ready to type into.
    await expect(page.getByLabel('Username')).toBeFocused();
    // An unknown username: failures count against a username, and the e2e admin's must stay usable.
    await page.getByLabel('Username').fill(`nobody-${Date.now().toString(36)}`);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    if (send === 'Sign in button') {
      await password.press('Tab');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await password.press('Enter');
    }

    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(password).toBeFocused();
    // The failed password is selected: typing replaces it.
    await page.keyboard.type('another-try');
    await expect(password).toHaveValue('another-try');
  }
});

test('an unauthenticated visit to /goals goes to /login, then back to /goals', async ({ page }) => {
  await page.goto('/goals');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/goals$/);
});

test("a console address with a dot opens the console's Page not found, not the API's JSON", async ({
  page,
}) => {
  await signIn(page);
  for (const address of ['/settings/audit-log.csv', '/goals/3.0/challenges.json']) {
    const answer = await page.goto(address);
    expect(answer?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  }
});

test('logout returns to /login and the dashboard is guarded again', async ({ page }) => {
  await signIn(page);
  const admin = await storedAdmin(page);

  await page.getByRole('button', { name: new RegExp(`Account menu for ${admin.name}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  // /login ends the session when the sign-out arrives there, then shows the sign-in form.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a stored session preloads the signed-in console from index.html; /login and a signed-out visit do not', async ({
  page,
}) => {
  /** The modules index.html preloads before the entry module runs (Vite's own preloads come later). */
  const preloadedBeforeEntry = async (path: string) => {
    let release = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const entry = /\/assets\/index-[^/]+\.js$/;
    let entryContinued: Promise<void> = Promise.resolve();
    await page.route(entry, (route) => {
      entryContinued = entryHeld.then(() => route.continue());
      return entryContinued;
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    release();
    await entryContinued;
    await page.unroute(entry);
    return preloaded;
  };

  expect(await preloadedBeforeEntry('/dashboard')).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  expect(await preloadedBeforeEntry('/login')).toEqual([]);
  await expect(page).toHaveURL(/\/dashboard$/);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const preloaded = await preloadedBeforeEntry('/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/console-[^/]+\.js$/));
  // Each preloaded module is one the console runs, fetched once: its import reuses the preload.
  for (const path of preloaded) {
    expect(requested.filter((url) => url === path)).toHaveLength(1);
  }
});
