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
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveText('Goals');
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
