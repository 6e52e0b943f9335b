import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { submitLogin } from '../fixtures/session';

/** Helpers of the goals, levels, challenges and FAQ specs (this file holds no tests). */

/** A name no other test (or earlier run against the same data) uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A super admin access token, straight from the API. */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  return data.token;
}

/** Calls the admin API as the super admin and answers `data`; fails the test on an error. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(`/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await answer.json()) as { success: boolean; data: T; message: string };
  expect(answer.ok(), `${method} ${path}: ${body.message}`).toBe(true);
  return body.data;
}

/** Creates an admin holding only the given permissions and signs them in on `page`. */
export async function signInWithPermissions(
  page: Page,
  request: APIRequestContext,
  permissions: string[],
): Promise<void> {
  const token = await superAdminToken(request);
  const username = unique('viewer').replaceAll(' ', '-').toLowerCase();
  const password = 'Amber-Orchard-74';
  await api(request, token, 'POST', '/admin-users', {
    name: 'Read Only',
    username,
    password,
    permissions,
  });
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByRole('banner').getByText('Welcome back, Read Only')).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form field (label, control, error) labelled `label` (a required field's `*` ignored). */
export const field = (page: Page, label: string): Locator =>
  page.locator('[data-slot="form-field"]').filter({
    has: page.locator('[data-slot="form-field-label"]', {
      hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`),
    }),
  });

/** Types into the list's search box and waits for the list to show `text`. */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replaceAll('%20', '\\+')}`),
  );
  // The list keeps its previous rows on screen while the search's page loads. Wait for the
  // search's own rows (every row but the header shows the text): a row menu opened before they
  // arrive may be closed by them.
  await expect(page.getByRole('table').getByRole('row').filter({ hasNotText: text })).toHaveCount(
    1,
  );
}

/** The row of the table that contains `text`. */
export const row = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ hasText: text });

/** Opens a row's action menu and picks the action. */
export async function rowAction(page: Page, text: string, action: 'Edit' | 'Delete') {
  await row(page, text)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Checks the page in light and dark theme with axe; no violations allowed. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    // Rows and buttons carry `transition-colors`: until the next frames a computed background can
    // still be the other theme's while the text is already this one's, and axe reads computed
    // styles. So switch, let two frames pass and wait for the running transitions to end (only
    // transitions: a spinner's animation never ends).
    await page.evaluate(async (value) => {
      document.documentElement.classList.remove('light', 'dark');
      document.documentElement.classList.add(value);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      const transitions = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
    }, theme);
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (violation) =>
        `${theme} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  }
}

/**
 * How far the document or the page's content reaches past the phone's width: 0 when every page
 * fits (a wide table scrolls inside its own box). The layout clips what overflows `main`, so
 * content wider than `main` would be cut off, not scrollable. The width is the root's: on a
 * (emulated) phone a page wider than the screen widens `window.innerWidth` along with it.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const root = document.documentElement;
    return Math.max(
      root.scrollWidth - root.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
  });

/** Goals titled `${prefix} ${suffix}`, one per suffix, made through the API. */
export async function createGoals(
  request: APIRequestContext,
  token: string,
  prefix: string,
  suffixes: readonly string[],
): Promise<void> {
  for (const suffix of suffixes) {
    await api(request, token, 'POST', '/goals', {
      title: `${prefix} ${suffix}`,
      category: 'tests',
    });
  }
}
