import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('an admin id in the URL that no admin has is named as unknown in the logs’ admin filter', async ({
  page,
}) => {
  await page.goto('/settings/audit-log?actorId=999999');
  await expect(page.getByRole('combobox', { name: 'Who' })).toHaveText(
    'Who: Admin #999999 (unknown)',
  );

  await page.goto('/settings/security-log?adminUserId=999999');
  await expect(page.getByRole('combobox', { name: 'Admin' })).toHaveText(
    'Admin: Admin #999999 (unknown)',
  );
});

test('a search the API refuses (a NUL) is not sent, and the list says so', async ({ page }) => {
  const searches: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/security-events') searches.push(url.searchParams.get('q'));
  });
  await page.goto('/settings/security-log?q=%00%ff');
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Contains a character that cannot be searched for (NUL or half of a surrogate pair). The search is not applied.',
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Security events' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByText('Validation error')).toHaveCount(0);
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((q) => q === null)).toBe(true);
});
