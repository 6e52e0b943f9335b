import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import {
  api,
  expectAccessibleInBothThemes,
  field,
  row,
  rowAction,
  searchList,
  signInWithPermissions,
  superAdminToken,
  unique,
} from './resource-helpers';

// Each test walks a whole round trip through several screens on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Goal {
  id: number;
  title: string;
  category: string;
  version: number;
}

test('a goal is created, edited and deleted through the console', async ({ page }) => {
  const title = unique('Morning run');
  await signIn(page);
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();

  await page.getByRole('link', { name: 'Create goal' }).click();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(field(page, 'Position').getByRole('textbox')).toHaveAccessibleDescription(
    'Leave empty to place the goal last.',
  );
  await field(page, 'Title').getByRole('textbox').fill(title);
  await field(page, 'Category').getByRole('textbox').fill('health');
  await field(page, 'Description').getByRole('textbox').fill('Run before breakfast, "every" day');
  await page.getByRole('button', { name: 'Create goal' }).click();

  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByText('Goal created')).toBeVisible();
  await searchList(page, title);
  await expect(row(page, title)).toContainText('health');
  await expect(row(page, title)).toContainText('Active');

  await rowAction(page, title, 'Edit');
  await expect(page).toHaveURL(/\/goals\/edit\/\d+$/);
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(title);
  await expect(field(page, 'Position').getByRole('textbox')).toHaveAccessibleDescription(
    'Leave empty to keep the current position.',
  );
  await field(page, 'Category').getByRole('textbox').fill('fitness');
  await field(page, 'Active').getByRole('switch').click();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Goal saved')).toBeVisible();
  await searchList(page, title);
  await expect(row(page, title)).toContainText('fitness');
  await expect(row(page, title)).toContainText('Inactive');

  await rowAction(page, title, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete “${title}”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${title}” deleted`)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test("a form's Back to the list, Cancel and Save return to the list as it was left", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const title = unique('Return trip');
  await api(request, token, 'POST', '/goals', { title, category: 'tests' });
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, title);
  const listUrl = page.url();
  const search = new URL(listUrl).search;
  expect(search).toContain('q=');

  await rowAction(page, title, 'Edit');
  await expect(page).toHaveURL(/\/goals\/edit\/\d+$/);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(title);

  await rowAction(page, title, 'Edit');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(listUrl);

  await rowAction(page, title, 'Edit');
  await field(page, 'Category').getByRole('textbox').fill('returned');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Goal saved')).toBeVisible();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(title);
  await expect(row(page, title)).toContainText('returned');
  // Only the row searched for: the search is applied, not only shown.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
});

test('the list state lives in the URL and bad values fall back to defaults', async ({ page }) => {
  await signIn(page);
  await page.goto('/goals?page=-4&pageSize=5000&sort=secret:asc&isActive=perhaps');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Goals' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/isActive=false/);
  await page.getByRole('button', { name: 'Title' }).click();
  await expect(page).toHaveURL(/sort=title%3Aasc/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: Inactive');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('a required field shows its message and nothing is sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/goals/create');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/goals')) posted = true;
  });
  await field(page, 'Category').getByRole('textbox').fill('x'.repeat(10));
  await page.getByRole('button', { name: 'Create goal' }).click();
  const title = field(page, 'Title');
  await expect(title).toContainText('This field is required');
  await expect(title.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(title.getByRole('textbox')).toBeFocused();
  expect(posted).toBe(false);
});

test('a stale save opens the conflict dialog, which can overwrite knowingly and keeps their other edits', async ({
  page,
  context,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Shared goal'),
    category: 'focus',
  });
  await signIn(page);
  const other = await context.newPage();
  await other.goto(`/goals/edit/${goal.id}`);
  await page.goto(`/goals/edit/${goal.id}`);
  await expect(field(other, 'Title').getByRole('textbox')).toHaveValue(goal.title);
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(goal.title);

  await field(other, 'Title').getByRole('textbox').fill(`${goal.title} (theirs)`);
  await field(other, 'Category').getByRole('textbox').fill('theirs-only');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Goal saved')).toBeVisible();

  await field(page, 'Title').getByRole('textbox').fill(`${goal.title} (mine)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(dialog).toBeVisible();
  const titleRow = dialog.getByRole('row').filter({ hasText: 'Title' });
  await expect(titleRow).toContainText(`${goal.title} (mine)`);
  await expect(titleRow).toContainText(`${goal.title} (theirs)`);
  await expect(titleRow).toContainText('Changed by both');
  // A field only they changed: saving mine keeps their value, and the dialog says so.
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Field',
    'Result if you save yours',
    'Their value',
  ]);
  const categoryRow = dialog.getByRole('row').filter({ hasText: 'Category' });
  await expect(categoryRow).toContainText('Changed by them');
  await expect(categoryRow.getByRole('cell').first()).toHaveText('theirs-onlyTheir value, kept');
  await expect(titleRow).not.toContainText('Their value, kept');
  await expect(categoryRow.getByRole('cell', { name: 'theirs-only' })).toHaveCount(2);
  await expectAccessibleInBothThemes(page);

  await dialog.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(page.getByText('Goal saved')).toBeVisible();
  const saved = await api<Goal>(request, token, 'GET', `/goals/${goal.id}`);
  expect(saved.title).toBe(`${goal.title} (mine)`);
  expect(saved.category).toBe('theirs-only');
  expect(saved.version).toBe(goal.version + 2);
});

test('deleting a goal changed meanwhile loads its latest version, and confirming again deletes it', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Stale goal'),
    category: 'tests',
  });
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, goal.title);
  await api(request, token, 'PUT', `/goals/${goal.id}`, {
    description: 'Changed meanwhile',
    version: goal.version,
  });
  await rowAction(page, goal.title, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Someone else changed this entry after you opened the list. Its latest version is loaded now: delete again to confirm.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`“${goal.title}” deleted`)).toBeVisible();
  await expect(row(page, goal.title)).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/goals/create');
  await field(page, 'Title').getByRole('textbox').fill('Half-written');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue('Half-written');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/goals$/);
});

test('Back from a form with unsaved changes asks first; Stay keeps the edits, Leave goes back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals');
  await page.getByRole('link', { name: 'Create goal' }).click();
  await expect(page).toHaveURL(/\/goals\/create$/);
  const title = field(page, 'Title').getByRole('textbox');
  await title.fill('Half-written');

  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(title).toHaveValue('Half-written');

  // Back once more, now confirmed: the list the form was opened from.
  await page.goBack();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  // Forward onto a fresh form: nothing left to lose, so nothing is asked.
  await page.goForward();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(title).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/goals$/);
  await expect(ask).toBeHidden();
});

test("reloading a form with unsaved changes gets the browser's own prompt", async ({ page }) => {
  await signIn(page);
  await page.goto('/goals/create');
  const title = field(page, 'Title').getByRole('textbox');
  // A click first: browsers only ask before unloading a page the user has interacted with.
  await title.click();
  await title.fill('Half-written');

  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  });
  // Dismissed, the reload never happens, so the navigation it would wait for never comes.
  await page.reload({ timeout: 3_000 }).catch(() => {});
  expect(prompts).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(title).toHaveValue('Half-written');

  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload', 'beforeunload']);
  await expect(title).toHaveValue('');
});

test('the command palette and signing out from a form with unsaved changes ask first', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals/create');
  const title = field(page, 'Title').getByRole('textbox');
  await title.fill('Half-written');
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search pages, records and actions…' });
  await input.pressSequentially('level');
  await page.getByRole('option', { name: 'Levels', exact: true }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(title).toHaveValue('Half-written');

  // Signing out asks too, and Stay keeps the admin signed in on the form.
  const accountMenu = page.getByRole('button', { name: /^Account menu for / });
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/goals\/create$/);
  await expect(title).toHaveValue('Half-written');
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).not.toBeNull();

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
});

test('an admin with only goals:read sees the goals but no way to change them', async ({
  page,
  request,
}) => {
  await signInWithPermissions(page, request, ['goals:read']);
  await page.goto('/goals');
  const table = page.getByRole('table', { name: 'Goals' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create goal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move .* up$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('the goals screens have no axe violations in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/goals');
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto('/goals/create');
  await page.getByRole('button', { name: 'Create goal' }).click();
  await expect(field(page, 'Title')).toContainText('This field is required');
  await expectAccessibleInBothThemes(page);
});

/** The records of a downloaded CSV (RFC 4180; quoted cells may hold commas and quotes). */
async function csvRecords(path: string): Promise<string[][]> {
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}

test('CSV export streams the visible columns of every row matching the filter', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const category = unique('export').replaceAll(' ', '-');
  for (const title of ['=cmd|calc', 'Plain, with comma']) {
    await api(request, token, 'POST', '/goals', { title, category });
  }
  // Same titles, another category: the filter keeps them out of the file.
  await api(request, token, 'POST', '/goals', { title: 'Plain, with comma', category: 'other' });
  await signIn(page);
  await page.goto(`/goals?category=${category}&sort=title:asc`);
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row')).toHaveCount(3);
  // Only the visible columns are written: hide "Updated".
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Updated' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Updated' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^goals-.*\.csv$/);
  const [header, ...records] = await csvRecords(await file.path());
  // The challenge count is computed, not a field of the goal: it is left out. What an import reads
  // and the table does not show (description, icon) follows, so the file imports back.
  expect(header).toEqual(['title', 'category', 'isActive', 'sortOrder', 'description', 'icon']);
  expect(records.map((record) => record.slice(0, 3)).sort()).toEqual([
    // A cell that a spreadsheet would run as a formula is written as text.
    ["'=cmd|calc", category, 'true'],
    ['Plain, with comma', category, 'true'],
  ]);
  await expect(page.getByText('Exported rows: 2')).toBeVisible();
});

test("in French the CSV export separates cells with ';', as French Excel expects", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const category = unique('semi').replaceAll(' ', '-');
  await api(request, token, 'POST', '/goals', { title: 'Courir; puis nager', category });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'fr-FR'));
  await page.goto(`/goals?category=${category}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toMatch(/^title;category;/);
  // A cell holding the separator is quoted.
  expect(lines[1]).toMatch(new RegExp(`^"Courir; puis nager";${category};`));
});

test('an admin with only goals:read exports the searched goals', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const prefix = unique('Readable');
  for (const title of [`${prefix} one`, `${prefix} two`, `${prefix} three`]) {
    await api(request, token, 'POST', '/goals', { title, category: 'read-only' });
  }
  await signInWithPermissions(page, request, ['goals:read']);
  await page.goto('/goals');
  await searchList(page, prefix);
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row')).toHaveCount(4);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header, ...records] = await csvRecords(await (await download).path());
  // Without challenges:read the list has no challenge column at all.
  expect(header).toEqual([
    'title',
    'category',
    'isActive',
    'sortOrder',
    'updatedAt',
    'description',
    'icon',
  ]);
  expect(records.map((record) => record[0]).sort()).toEqual([
    `${prefix} one`,
    `${prefix} three`,
    `${prefix} two`,
  ]);
});

/** A new goal with one challenge, created through the API. */
async function busyGoal(request: APIRequestContext) {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Busy goal'),
    category: 'tests',
  });
  await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
    title: 'Keeps the goal',
    xpReward: 1,
    difficulty: 'easy',
    durationDays: 1,
  });
  return goal;
}

test('deleting a goal that still has challenges says so up front and opens its challenges instead', async ({
  page,
  request,
}) => {
  const goal = await busyGoal(request);
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, goal.title);
  await rowAction(page, goal.title, 'Delete');
  const blocked = page.getByRole('dialog', { name: `“${goal.title}” cannot be deleted` });
  await expect(blocked).toContainText(
    'This goal still has 1 challenge. Delete it or move it to another goal first.',
  );
  // No Delete button that the server would refuse.
  await expect(blocked.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await blocked.getByRole('button', { name: 'Close' }).first().click();
  await expect(blocked).toHaveCount(0);
  await expect(row(page, goal.title)).toBeVisible();
  // Focus is back on the row's menu button, not lost to the page.
  await expect(row(page, goal.title).getByRole('button', { name: /^Actions for/ })).toBeFocused();

  await rowAction(page, goal.title, 'Delete');
  await blocked.getByRole('link', { name: 'Open this goal’s challenges' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  await expect(page.getByText('Keeps the goal')).toBeVisible();
});

test('an admin who may not edit challenges is told who can do it instead', async ({
  page,
  request,
}) => {
  const goal = await busyGoal(request);
  await signInWithPermissions(page, request, ['goals:read', 'goals:write', 'challenges:read']);
  await page.goto('/goals');
  await searchList(page, goal.title);
  await rowAction(page, goal.title, 'Delete');
  const blocked = page.getByRole('dialog', { name: `“${goal.title}” cannot be deleted` });
  await expect(blocked).toContainText('This goal still has 1 challenge.');
  await expect(blocked).toContainText(
    'Only an administrator who may edit challenges can do that: ask one of them or a super user.',
  );
  await expect(blocked.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(blocked).toHaveCount(0);
});

test('without challenges:read the list cannot count them, and the server’s refusal says it', async ({
  page,
  request,
}) => {
  const goal = await busyGoal(request);
  await signInWithPermissions(page, request, ['goals:read', 'goals:write']);
  await page.goto('/goals');
  await searchList(page, goal.title);
  await rowAction(page, goal.title, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(/This goal still has 1 challenge\./);
  // Said once, in the dialog: no toast repeats it (counted now, not awaited until a toast left).
  expect(await page.getByText(/This goal still has 1 challenge\./).count()).toBe(1);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, goal.title)).toBeVisible();
});

test('the search finds a word inside a title, not only at its start', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const title = unique('Eat healthier');
  await api<Goal>(request, token, 'POST', '/goals', { title, category: 'tests' });
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, title.replace('Eat ', ''));
  await expect(row(page, title)).toHaveCount(1);
});
