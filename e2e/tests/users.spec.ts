import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { signIn } from '../fixtures/session';

interface AppUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  status: 'active' | 'inactive' | 'banned';
}

let token = '';

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

/** App users straight from the API, to compare the screens with. */
async function listUsers(request: APIRequestContext, query: string): Promise<AppUser[]> {
  const answer = await request.get(`/api/admin/users?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { items: AppUser[] } }).data.items;
}

const labelOf = (user: AppUser) => user.fullName.trim() || user.username;

async function openUsers(page: Page, query = '') {
  await signIn(page);
  await page.goto(`/users${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

test('/users lists the real users with the counts per status and new today', async ({
  page,
  request,
}) => {
  const [newest] = await listUsers(request, 'pageSize=20');
  if (!newest) throw new Error('The demo data has no app users');
  await openUsers(page);

  const table = page.getByRole('table', { name: 'Users' });
  // The username, with the full name under it. Found by the username, which is unique: another
  // test running beside this one may create a user with a demo user's email.
  await expect(table.getByRole('row').filter({ hasText: newest.username })).toContainText(
    `${newest.username}${newest.fullName}`,
  );
  await expect(table.getByRole('row')).toHaveCount(21);
  const stats = page.getByRole('region', { name: 'User counts' });
  for (const title of ['All users', 'New today', 'Active', 'Inactive', 'Banned']) {
    await expect(stats.getByText(title, { exact: true })).toBeVisible();
  }

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Banned' }).click();
  await expect(page).toHaveURL(/status=banned/);
  const banned = await listUsers(request, 'status=banned&pageSize=20');
  await expect(table.getByRole('row')).toHaveCount(Math.max(banned.length, 1) + 1);
});

test('ban with a required reason, then unban, from the row menu', async ({ page, request }) => {
  const [user] = await listUsers(request, 'status=active&sort=username:asc&pageSize=1');
  if (!user) throw new Error('No active user to ban');
  const name = labelOf(user);
  await openUsers(page, `?q=${encodeURIComponent(user.username)}`);
  const row = page.getByRole('row').filter({ hasText: user.email });

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Ban user' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Ban ${name}?` });
  const confirm = dialog.getByRole('button', { name: 'Ban user' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Spam links in the e2e test');
  await confirm.click();
  await expect(page.getByText(`${name} was banned`)).toBeVisible();
  await expect(row.getByText('Banned', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Unban user' }).click();
  await page
    .getByRole('alertdialog', { name: `Unban ${name}?` })
    .getByRole('button', { name: 'Unban user' })
    .click();
  await expect(page.getByText(`${name} was unbanned`)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  const [after] = await listUsers(request, `q=${encodeURIComponent(user.username)}`);
  expect(after?.status).toBe('active');
});

test('a bulk deactivate of selected users reports each one: done, skipped or failed', async ({
  page,
  request,
}) => {
  const selected = await listUsers(request, 'sort=username:desc&pageSize=3');
  expect(selected).toHaveLength(3);
  await openUsers(page, '?sort=username:desc');
  const table = page.getByRole('table', { name: 'Users' });
  for (const user of selected) {
    await table.getByRole('checkbox', { name: `Select ${labelOf(user)}` }).check();
  }
  await page.getByRole('button', { name: 'Bulk actions (3)' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate user' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate the selected users (3)?' });
  await confirm.getByRole('textbox').fill('Inactive for a year');
  await confirm.getByRole('button', { name: 'Deactivate user' }).click();

  const report = page.getByRole('dialog', { name: 'Bulk action report' });
  await expect(report).toBeVisible();
  // Deactivate applies to active users; inactive ones are skipped and banned ones refused.
  const expected = { active: 'Done', inactive: 'Skipped', banned: 'Failed' } as const;
  const counts = { Done: 0, Skipped: 0, Failed: 0 };
  for (const user of selected) {
    const outcome = expected[user.status];
    counts[outcome] += 1;
    await expect(
      report
        .getByRole('listitem')
        .filter({ hasText: labelOf(user) })
        .getByText(outcome),
    ).toBeVisible();
  }
  await expect(report).toContainText(
    `Done: ${counts.Done}. Skipped: ${counts.Skipped}. Failed: ${counts.Failed}.`,
  );
  const after = await listUsers(request, 'sort=username:desc&pageSize=3');
  for (const user of after) {
    expect(user.status).toBe(
      selected.find((before) => before.id === user.id)?.status === 'banned' ? 'banned' : 'inactive',
    );
  }
});

test('a bulk action on all users matching a filter, Verification included, reports each one', async ({
  page,
  request,
}) => {
  // Activate on active users: every one is skipped, so the shared data stays as it is.
  const query = 'status=active&verified=false';
  const matching = await listUsers(request, `${query}&pageSize=100`);
  expect(matching.length).toBeGreaterThan(10);
  // The report lists users by id; the first one is not on the page the admin selected from, so
  // only the server's answer can name it.
  const [firstById] = [...matching].sort((a, b) => a.id - b.id);
  if (!firstById) throw new Error('No matching user');
  const shown = await listUsers(request, `${query}&pageSize=10`);
  expect(shown.map((user) => user.id)).not.toContain(firstById.id);
  await openUsers(page, `?${query}&pageSize=10`);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: `Select all ${matching.length} matching rows` }).click();
  await page.getByRole('button', { name: `Bulk actions (${matching.length})` }).click();
  await page.getByRole('menuitem', { name: 'Activate user', exact: true }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Activate the selected users (${matching.length})?`,
  });
  await confirm.getByRole('button', { name: 'Activate user' }).click();

  const report = page.getByRole('dialog', { name: 'Bulk action report' });
  await expect(report).toContainText(`Done: 0. Skipped: ${matching.length}. Failed: 0.`);
  // The per-user list draws only the rows in view; the first one says who and what happened.
  await expect(report.getByRole('listitem').first()).toContainText(labelOf(firstById));
  await expect(report.getByRole('listitem').first()).toContainText('Skipped');
  await expect(report.getByText(/^User #\d+$/)).toHaveCount(0);
});

test('/users/:userId shows the record and saves an edit', async ({ page, request }) => {
  const [user] = await listUsers(request, 'sort=email:asc&pageSize=1');
  if (!user) throw new Error('No app user');
  await openUsers(page, `?q=${encodeURIComponent(user.username)}`);
  await page.getByRole('row').filter({ hasText: user.email }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
  const details = page.locator('dl');
  for (const label of ['Username', 'Email', 'Name', 'Status', 'Role', 'Verified', 'Created']) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details.getByText('Last login', { exact: true })).toBeVisible();
  await expect(details.getByText(user.email, { exact: true })).toBeVisible();

  await page.getByLabel('First name').fill('Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  const [saved] = await listUsers(request, `q=${encodeURIComponent(user.username)}`);
  expect(saved?.fullName.startsWith('Edited ')).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: saved?.fullName })).toBeVisible();
});

interface UserRecord extends AppUser {
  version: number;
}

/** Changes one user's status through the API, as another admin would. */
async function changeStatusByApi(
  request: APIRequestContext,
  id: number,
  action: 'ban' | 'unban' | 'activate' | 'deactivate',
) {
  const current = await request.get(`/api/admin/users/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(current.ok()).toBe(true);
  const { version } = ((await current.json()) as { data: UserRecord }).data;
  const answer = await request.post(`/api/admin/users/${id}/${action}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version, reason: 'Changed by another admin in the e2e test' },
  });
  expect(answer.ok()).toBe(true);
}

test('the bulk report names each user with @username and links to them; only skipped users is no error', async ({
  page,
  request,
}) => {
  // Activate on active users: every one is skipped, so the shared data stays as it is.
  const query = 'status=active&sort=username:asc';
  const [first] = await listUsers(request, `${query}&pageSize=2`);
  if (!first) throw new Error('No active user');
  await openUsers(page, `?${query}&pageSize=2`);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk actions (2)' }).click();
  await page.getByRole('menuitem', { name: 'Activate user', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Activate the selected users (2)?' });
  await expect(confirm).toContainText('Users already in that status are skipped.');
  await confirm.getByRole('button', { name: 'Activate user' }).click();

  const report = page.getByRole('dialog', { name: 'Bulk action report' });
  await expect(report).toContainText('Done: 0. Skipped: 2. Failed: 0.');
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Bulk action finished: 0 done, 2 skipped, 0 failed' });
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('data-type', 'error');
  // Two users may share a full name: the @username tells them apart, the link leads to the user.
  const link = report.getByRole('link', { name: `${labelOf(first)} @${first.username}` });
  await expect(link).toHaveAttribute('href', `/users/${first.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/users/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
});

test('a long bulk report can show only the skipped and failed users', async ({ page, request }) => {
  const query = 'sort=username:asc&pageSize=10';
  const before = await listUsers(request, query);
  expect(before).toHaveLength(10);
  const [toActivate, skipped] = before;
  if (!toActivate || !skipped) throw new Error('Too few users');
  // One inactive user is activated (done), one active user is skipped.
  if (toActivate.status === 'banned') await changeStatusByApi(request, toActivate.id, 'unban');
  if (toActivate.status !== 'inactive')
    await changeStatusByApi(request, toActivate.id, 'deactivate');
  if (skipped.status === 'banned') await changeStatusByApi(request, skipped.id, 'unban');
  if (skipped.status === 'inactive') await changeStatusByApi(request, skipped.id, 'activate');
  const selected = await listUsers(request, query);
  const problems = selected.filter((user) => user.status !== 'inactive');

  await openUsers(page, `?${query}`);
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk actions (10)' }).click();
  await page.getByRole('menuitem', { name: 'Activate user', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Activate the selected users (10)?' })
    .getByRole('button', { name: 'Activate user' })
    .click();

  const report = page.getByRole('dialog', { name: 'Bulk action report' });
  await expect(report).toContainText(`Done: ${10 - problems.length}.`);
  const filter = report.getByRole('checkbox', {
    name: `Show only skipped and failed (${problems.length})`,
  });
  await filter.check();
  const items = report.getByRole('listitem');
  await expect(items).toHaveCount(problems.length);
  await expect(items.filter({ hasText: 'Done' })).toHaveCount(0);
  await expect(
    report.getByRole('link', { name: `${labelOf(skipped)} @${skipped.username}` }),
  ).toBeVisible();
  await filter.uncheck();
  await expect(
    report.getByRole('link', { name: `${labelOf(toActivate)} @${toActivate.username}` }),
  ).toBeVisible();

  // Put the users back as they were.
  for (const user of before) {
    const now = (await listUsers(request, query)).find((after) => after.id === user.id);
    if (!now || now.status === user.status) continue;
    if (user.status === 'banned') await changeStatusByApi(request, user.id, 'ban');
    else
      await changeStatusByApi(
        request,
        user.id,
        user.status === 'active' ? 'activate' : 'deactivate',
      );
  }
});

test('a status change on a user someone else changed meanwhile shows the user as they are now', async ({
  page,
  request,
}) => {
  const [user] = await listUsers(request, 'status=active&sort=username:desc&pageSize=1');
  if (!user) throw new Error('No active user');
  const name = labelOf(user);
  await openUsers(page);
  await page.goto(`/users/${user.id}`);
  await page.getByRole('button', { name: 'Deactivate user' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await dialog.getByRole('textbox').fill('Inactive for a year');

  await changeStatusByApi(request, user.id, 'ban');
  await dialog.getByRole('button', { name: 'Deactivate user' }).click();

  const text = `Someone else changed ${name} meanwhile: the user is now Banned. Choose again if still needed.`;
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unban user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate user' })).toHaveCount(0);
  await expect(page.locator('dl').getByText('Banned', { exact: true })).toBeVisible();
  await changeStatusByApi(request, user.id, 'unban');
});

test('the conflict dialog of a stale edit also says that someone else banned the user meanwhile', async ({
  page,
  request,
}) => {
  const [user] = await listUsers(request, 'status=active&sort=username:asc&pageSize=1');
  if (!user) throw new Error('No active user');
  await openUsers(page);
  await page.goto(`/users/${user.id}`);
  await expect(page.getByLabel('First name')).toBeVisible();

  await changeStatusByApi(request, user.id, 'ban');
  await page.getByLabel('First name').fill('Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(conflict.getByRole('table', { name: 'Changed fields' })).toContainText('First name');
  const others = conflict.getByRole('region', { name: 'Also changed by them, outside this form:' });
  await expect(others.getByRole('listitem')).toHaveText(['Status: Active → Banned']);
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(conflict).toBeHidden();
  await changeStatusByApi(request, user.id, 'unban');
});

test('the list fits a 1280 px window in every language, its row actions in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openUsers(page);
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
  // German first: its headers are the longest.
  for (const language of ['de-DE', 'ru-RU', 'fr-FR', 'es-ES', 'pt-BR', 'ja-JP', 'zh-CN', 'en-US']) {
    await page.evaluate((chosen) => localStorage.setItem('admin_language', chosen), language);
    await page.goto('/users');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const table = page.locator('[data-slot="table-scroll"]');
    const menus = table.locator('[data-slot="row-actions-trigger"]');
    await expect(menus).toHaveCount(20);
    const { scrollWidth, clientWidth } = await table.evaluate((box) => ({
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
    }));
    expect(scrollWidth, `${language}: the table scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    const frame = await table.boundingBox();
    const menu = await menus.first().boundingBox();
    if (!frame || !menu) throw new Error('The table is not laid out');
    expect(menu.x + menu.width, `${language}: the row actions are cut off`).toBeLessThanOrEqual(
      frame.x + frame.width,
    );
  }
});
