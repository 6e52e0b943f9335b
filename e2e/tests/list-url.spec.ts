import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, superAdminToken, unique } from './resource-helpers';

// docs/decisions.md "List state in the URL": each parameter is checked on its own and a bad one
// falls back to its default, on every list.

test('the audit log falls back to all actions and newest first for bad URL values', async ({
  page,
  request,
}) => {
  // At least one audit row: a goal created just now, the newest entry.
  const title = unique('URL fallback goal');
  const goal = await api<{ id: number }>(
    request,
    await superAdminToken(request),
    'POST',
    '/goals',
    {
      title,
      category: 'url-fallback',
    },
  );
  const newest = page
    .getByRole('table', { name: 'Audit log entries' })
    .getByRole('row')
    .filter({ hasText: 'Created' })
    .filter({ hasText: String(goal.id) });
  await signIn(page);
  for (const query of ['sort=who:asc', 'sort=reason:asc', 'action=zzz', 'resource=zzz']) {
    await page.goto(`/settings/audit-log?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(newest.first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Action: all');
    await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveText('Resource: all');
    await expect(page.getByText('Validation error')).toHaveCount(0);
  }
  // A good filter beside a bad one is kept.
  await page.goto('/settings/audit-log?action=zzz&resource=goals');
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Action: all');
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveText('Resource: Goals');
});

test('the audit log names a record id that no record has as not applied, and lists every entry', async ({
  page,
  request,
}) => {
  const title = unique('Record filter goal');
  const goal = await api<{ id: number }>(
    request,
    await superAdminToken(request),
    'POST',
    '/goals',
    { title, category: 'record-filter' },
  );
  const newest = page
    .getByRole('table', { name: 'Audit log entries' })
    .getByRole('row')
    .filter({ hasText: 'Created' })
    .filter({ hasText: String(goal.id) });
  await signIn(page);
  for (const bad of ['-1', 'abc']) {
    await page.goto(`/settings/audit-log?recordId=${bad}`);
    await expect(page.getByRole('textbox', { name: 'Record ID' })).toHaveValue(bad);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid format. The filter is not applied.' }),
    ).toBeVisible();
    await expect(newest.first()).toBeVisible();
  }
  // A record's id filters as before.
  await page.goto(`/settings/audit-log?recordId=${goal.id}&resource=goals`);
  await expect(newest).toHaveCount(1);
  await expect(page.getByText('The filter is not applied.')).toHaveCount(0);
});

test('the security log falls back to newest first for an order it does not sort by', async ({
  page,
}) => {
  await signIn(page);
  for (const sort of ['event:asc', 'ip:asc']) {
    await page.goto(`/settings/security-log?sort=${sort}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sign-in' }).first()).toBeVisible();
    await expect(page.getByText('Validation error')).toHaveCount(0);
  }
});

test('the Telegram users filters take a language code in any case and explain a bad level', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const { total } = await api<{ total: number }>(
    request,
    token,
    'GET',
    '/telegram-users?languageCode=pt&pageSize=1',
  );
  const everyone = await api<{ total: number }>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=1',
  );
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(everyone.total);
  const ofTotal = (count: number) => new RegExp(`of ${count.toLocaleString('en-US')}$`);

  await signIn(page);
  await page.goto('/telegram-users');
  const range = page.getByText(/^Showing \d/);
  await expect(range).toHaveText(ofTotal(everyone.total));
  await page.getByRole('textbox', { name: 'Language code', exact: true }).fill('PT');
  await page.getByRole('textbox', { name: 'Language code', exact: true }).press('Enter');
  await expect(page).toHaveURL(/[?&]languageCode=PT(&|$)/);
  await expect(range).toHaveText(ofTotal(total));

  const level = page.getByRole('textbox', { name: 'Level', exact: true });
  await level.fill('-1');
  await level.press('Enter');
  const message = 'Must be at least 0. The filter is not applied.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(level).toHaveValue('-1');
  await expect(level).toHaveAttribute('aria-invalid', 'true');
  await expect(level).toHaveAccessibleDescription(message);
  // The other filter still applies; the bad level does not empty the list.
  await expect(range).toHaveText(ofTotal(total));

  // A good level applies and the message goes.
  await level.fill('1');
  await level.press('Enter');
  await expect(page).toHaveURL(/[?&]level=1(&|$)/);
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(level).not.toHaveAttribute('aria-invalid');
});
