import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Route,
  test,
} from '@playwright/test';
import { signIn } from '../fixtures/session';

/** The API and the health check both unreachable: the request fails with no answer at all. */
const unreachable = (route: Route) => route.abort('internetdisconnected');

const isApiOrHealth = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/healthz';

test('the header says Offline while the server cannot be reached and Online again by itself', async ({
  page,
  context,
}) => {
  await signIn(page);
  const indicator = page.getByRole('banner').getByRole('status');
  await expect(indicator).toHaveText('Online');

  // A request that gets no answer turns the indicator offline, though the browser has a network.
  await page.route(isApiOrHealth, unreachable);
  const goalsRequested = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/admin/goals',
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals' })
    .click();
  await goalsRequested;
  await expect(indicator).toHaveText('Offline');

  // The server reachable again: the console notices on its own, without any click.
  await page.unroute(isApiOrHealth, unreachable);
  await expect(indicator).toHaveText('Online', { timeout: 20_000 });

  // The browser losing its network says so at once; getting it back re-checks the server.
  await context.setOffline(true);
  await expect(indicator).toHaveText('Offline');
  await context.setOffline(false);
  await expect(indicator).toHaveText('Online');
});

/**
 * Takes the browser offline and opens the FAQ, a page whose code has not loaded yet: returns the
 * page's alert, which says the console is offline.
 */
async function openFaqOffline(page: Page, context: BrowserContext): Promise<Locator> {
  const indicator = page.getByRole('banner').getByRole('status');
  await expect(indicator).toHaveText('Online');
  await context.setOffline(true);
  await expect(indicator).toHaveText('Offline');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('You are offline');
  return alert;
}

test('a page whose code cannot load while offline says the console is offline, not that an error occurred', async ({
  page,
  context,
}) => {
  await signIn(page);
  // Nothing more can be downloaded: the code and texts of a page not opened yet stay out.
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/locales/'),
    unreachable,
  );
  const alert = await openFaqOffline(page, context);
  await expect(alert).not.toContainText('An error occurred');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('Try again retries a page in place: offline it says so again, online the page renders without a reload', async ({
  page,
  context,
}) => {
  await signIn(page);
  // A reload would drop this; retrying in place keeps the document and the console's state.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const sameDocument = () =>
    page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
  const alert = await openFaqOffline(page, context);

  // Still offline: Try again asks for the page's code again, which fails again; the console stays.
  const askedAgain = page.waitForEvent('requestfailed', (request) =>
    new URL(request.url()).pathname.startsWith('/assets/'),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await askedAgain;
  await expect(alert).toContainText('You are offline');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await sameDocument()).toBe(true);

  // Back online: Try again renders the page in place, its texts included (they failed to load too).
  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'FAQ entries' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await sameDocument()).toBe(true);
});

test('the table of page texts that failed to download once is asked for again by the next page, which shows its texts', async ({
  page,
}) => {
  // The first download of the table naming every page's translation chunk fails (a dropped
  // connection while the console loads); later ones go through.
  let failures = 0;
  await page.route(
    (url) => /\/assets\/page-namespaces-[^/]*\.js$/.test(url.pathname),
    (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.abort('connectionreset');
    },
  );
  await signIn(page);
  await expect.poll(() => failures).toBe(1);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'FAQ entries' })).toBeVisible();
});
