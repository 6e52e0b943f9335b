import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import {
  api,
  createGoals,
  row,
  rowAction,
  searchList,
  superAdminToken,
  unique,
} from './resource-helpers';

test('deleting a row gives focus to the next row, and to the heading once the list is empty', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const prefix = unique('Focus goal');
  await createGoals(request, token, prefix, ['A', 'B']);
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, prefix);
  const confirm = page.getByRole('alertdialog');

  await rowAction(page, `${prefix} A`, 'Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, `${prefix} A`)).toHaveCount(0);
  const next = row(page, `${prefix} B`).getByRole('button', { name: /^Actions for/ });
  await expect(next).toBeFocused();

  // From there on by keyboard: the last row goes, and focus lands on the list's heading.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(row(page, `${prefix} B`)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeFocused();
});

test('closing a bulk delete report gives focus to the select-all checkbox, not the page body', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const prefix = unique('Bulk focus goal');
  await createGoals(request, token, prefix, ['A', 'B', 'C']);
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, prefix);
  const table = page.getByRole('table', { name: 'Goals' });
  // Rows ticked with Space, the delete run from the keyboard.
  for (const suffix of ['A', 'B']) {
    await table.getByRole('checkbox', { name: `Select ${prefix} ${suffix}` }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Delete selected (2)' }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).press('Enter');
  const report = page.getByRole('dialog', { name: 'Delete report' });
  await expect(report).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete selected/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(table.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused();
  await expect(row(page, `${prefix} C`)).toHaveCount(1);
});

/** Signs in and opens /users at `query`: its table and the checkbox of its first row. */
async function openUsers(page: Page, request: APIRequestContext, query: string) {
  const token = await superAdminToken(request);
  const { items } = await api<{ items: { fullName: string; username: string }[] }>(
    request,
    token,
    'GET',
    `/users?${query}&pageSize=20`,
  );
  const [user] = items;
  if (!user) throw new Error(`The demo data has no app users on /users?${query}`);
  await signIn(page);
  await page.goto(`/users?${query}`);
  const table = page.getByRole('table', { name: 'Users' });
  const firstRowBox = table.getByRole('checkbox', {
    name: `Select ${user.fullName.trim() || user.username}`,
  });
  return { table, firstRowBox };
}

test('closing a bulk status report of users gives focus to the select-all checkbox', async ({
  page,
  request,
}) => {
  const { table, firstRowBox } = await openUsers(page, request, 'sort=username:asc&page=3');
  await firstRowBox.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Bulk actions (1)' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Deactivate user' }).press('Enter');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('Focus check');
  await confirm.getByRole('button', { name: 'Deactivate user' }).press('Enter');
  const report = page.getByRole('dialog', { name: 'Bulk action report' });
  await expect(report).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bulk actions/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(table.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeFocused();
});

test('cancelling a bulk action of users gives focus back to the Bulk actions button', async ({
  page,
  request,
}) => {
  const { firstRowBox } = await openUsers(page, request, 'sort=username:asc');
  await firstRowBox.check();
  const bulk = page.getByRole('button', { name: 'Bulk actions (1)' });
  const confirm = page.getByRole('alertdialog');

  await bulk.press('Enter');
  await page.getByRole('menuitem', { name: 'Unban user' }).press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(bulk).toBeFocused();

  await bulk.click();
  await page.getByRole('menuitem', { name: 'Unban user' }).click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(bulk).toBeFocused();
});

test('the command palette gives focus back on Escape, and to the new page when it opens one', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals');
  const input = page.getByRole('combobox', { name: 'Search pages, records and actions…' });

  // Opened with Ctrl+K from the list's search box: Escape goes back there.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(search).toBeFocused();

  // Opened from the header's button: Escape goes back to the button.
  const button = page.getByRole('banner').getByRole('button', { name: 'Open command palette' });
  await button.click();
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  // A page opened from the palette: the keyboard starts at its content.
  await page.keyboard.press('Control+k');
  await input.fill('Levels');
  await expect(page.getByRole('option', { name: 'Levels', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/levels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});
