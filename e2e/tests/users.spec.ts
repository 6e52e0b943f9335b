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
  await expect(table.getByRole('cell', { name: newest.username, exact: true })).toBeVisible();
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
  await page.getByRole('link', { name: user.username, exact: true }).click();
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
