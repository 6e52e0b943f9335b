import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { expectAccessibleInBothThemes } from './resource-helpers';

// docs/decisions.md "List state in the URL": a page of the address past the end of the list is
// replaced by the last page, and said above the list like the link's other parameters it drops.

const note = (page: Page) => page.locator('[role="status"][data-link-problems]');

test('a link to a page past the end shows the last page, says so and replaces its entry', async ({
  page,
}) => {
  await signIn(page);
  const historyBefore = await page.evaluate(() => window.history.length);
  await page.goto('/goals?page=99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  // The last page, whatever it is as other tests add goals: page 1 has no `page` in the address.
  await expect(page).toHaveURL(/\/goals(\?page=\d+)?$/);
  await expect(note(page)).toHaveText(/^Page 99999 does not exist: showing page \d+, the last\.$/);
  const last = Number(new URL(page.url()).searchParams.get('page') ?? '1');
  expect(last).toBeLessThan(99999);
  await expect(note(page)).toHaveText(`Page 99999 does not exist: showing page ${last}, the last.`);
  await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row').nth(1)).toBeVisible();
  // The corrected address took the place of the link's: no second entry, and Back leaves the list.
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 1);
  await expectAccessibleInBothThemes(page);

  // Reloading the corrected address is a page that exists: nothing to say.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(note(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});
