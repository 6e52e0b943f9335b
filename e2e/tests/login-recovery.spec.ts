import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { submitLogin, toasterMounted } from '../fixtures/session';

/**
 * The first download of the chunk whose file name starts with `name` fails (a dropped connection,
 * or a deployment that replaced it); later ones go through. Answers how often it was asked for.
 */
async function failOnce(page: Page, name: string): Promise<() => number> {
  let requests = 0;
  await page.route(
    (url) => url.pathname.startsWith(`/assets/${name}-`) && url.pathname.endsWith('.js'),
    (route) => {
      requests += 1;
      return requests === 1 ? route.abort('connectionreset') : route.continue();
    },
  );
  return () => requests;
}

/** Marks the document, so that a reload (which would drop the mark) shows. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  return () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
}

test('a sign-in screen whose code fails to download offers Try again, which loads it in place', async ({
  page,
}) => {
  const loginRequests = await failOnce(page, 'login');
  await page.goto('/login');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An error occurred');
  await expect(page.getByLabel('Username')).toHaveCount(0);
  expect(loginRequests()).toBe(1);
  const sameDocument = await markDocument(page);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(loginRequests()).toBe(2);
  expect(await sameDocument()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(/^Welcome back, /)).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('a toaster whose code fails to download offers Try again instead of a blank console', async ({
  page,
}) => {
  const toasterRequests = await failOnce(page, 'toaster-host');
  await page.goto('/login');
  const sameDocument = await markDocument(page);
  await submitLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An error occurred');
  expect(toasterRequests()).toBe(1);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('banner').getByText(/^Welcome back, /)).toBeVisible();
  await toasterMounted(page);
  expect(toasterRequests()).toBe(2);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await sameDocument()).toBe(true);
});
