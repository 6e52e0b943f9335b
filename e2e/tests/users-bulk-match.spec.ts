import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { signIn } from '../fixtures/session';

interface UserRecord {
  id: number;
  username: string;
  version: number;
}

let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

/** Renames an app user through the API, as another admin would. */
async function rename(request: APIRequestContext, id: number, username: string) {
  const current = await request.get(`/api/admin/users/${id}`, { headers: auth() });
  const { version } = ((await current.json()) as { data: UserRecord }).data;
  const answer = await request.put(`/api/admin/users/${id}`, {
    headers: auth(),
    data: { username, version },
  });
  expect(answer.ok()).toBe(true);
}

test('"all matching" acts only on the users confirmed: one more matching meanwhile changes nobody and asks again for the new count', async ({
  page,
  request,
}) => {
  // Users from the middle of the list, which the other users tests (top or bottom rows) leave alone.
  const answer = await request.get(
    '/api/admin/users?status=active&sort=email:desc&page=7&pageSize=3',
    { headers: auth() },
  );
  const users = ((await answer.json()) as { data: { items: UserRecord[] } }).data.items;
  expect(users).toHaveLength(3);
  const prefix = `bm${Date.now().toString(36)}`;
  try {
    await rename(request, users[0]?.id ?? 0, `${prefix}_a`);
    await rename(request, users[1]?.id ?? 0, `${prefix}_b`);
    await signIn(page);
    await page.goto(`/users?q=${prefix}&pageSize=1`);
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Select all 2 matching rows' }).click();
    await page.getByRole('button', { name: 'Bulk actions (2)' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate user', exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Deactivate the selected users (2)?',
    });
    await confirm.getByLabel('Reason').fill('Race check');
    // Another admin makes a third user match before the admin confirms.
    await rename(request, users[2]?.id ?? 0, `${prefix}_c`);
    await confirm.getByRole('button', { name: 'Deactivate user' }).click();

    // Nothing changed; the same action is asked again for the users matching now.
    const again = page.getByRole('alertdialog', { name: 'Deactivate the selected users (3)?' });
    await expect(again).toContainText(
      'The users matching the filter changed after you confirmed: 2 then, 3 now. Nothing was changed.',
    );
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    const after = await request.get(`/api/admin/users?q=${prefix}&status=active`, {
      headers: auth(),
    });
    expect(((await after.json()) as { data: { total: number } }).data.total).toBe(3);
  } finally {
    for (const user of users) await rename(request, user.id, user.username);
  }
});

/** Sets the status of app users through the API, as another admin would. */
async function activate(request: APIRequestContext, ids: readonly number[]) {
  const answer = await request.post('/api/admin/users/bulk', {
    headers: auth(),
    data: { action: 'activate', ids },
  });
  expect(answer.ok()).toBe(true);
}

test('"all matching" counts the users matching when selected, and acts on exactly those: others as many meanwhile change nobody and it asks again for them', async ({
  page,
  request,
}) => {
  // Other users from the middle of the list than the test above takes.
  const answer = await request.get(
    '/api/admin/users?status=active&sort=email:desc&page=4&pageSize=4',
    { headers: auth() },
  );
  const users = ((await answer.json()) as { data: { items: UserRecord[] } }).data.items;
  expect(users).toHaveLength(4);
  const [a, b, c, d] = users as [UserRecord, UserRecord, UserRecord, UserRecord];
  const prefix = `bs${Date.now().toString(36)}`;
  try {
    await rename(request, a.id, `${prefix}_a`);
    await rename(request, b.id, `${prefix}_b`);
    await signIn(page);
    await page.goto(`/users?q=${prefix}&pageSize=1`);
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const selectAll = page.getByRole('button', { name: 'Select all 2 matching rows' });
    await expect(selectAll).toBeVisible();
    // A third user starts matching after the list was read: selecting "all" counts it.
    await rename(request, c.id, `${prefix}_c`);
    await selectAll.click();
    await expect(page.getByText('All 3 matching rows are selected.')).toBeVisible();
    await page.getByRole('button', { name: 'Bulk actions (3)' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate user', exact: true }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Deactivate the selected users (3)?',
    });
    await confirm.getByLabel('Reason').fill('Swap check');
    // Meanwhile another admin swaps one of them for another user: still three match.
    await rename(request, a.id, a.username);
    await rename(request, d.id, `${prefix}_d`);
    await confirm.getByRole('button', { name: 'Deactivate user' }).click();

    // Nothing changed; the action is asked again for the users matching now, saying why.
    const again = page.getByRole('alertdialog', { name: 'Deactivate the selected users (3)?' });
    await expect(again).toContainText(
      'The users matching the filter changed after you confirmed: still 3, but not the same users. Nothing was changed.',
    );
    const statusOf = async (user: UserRecord) => {
      const current = await request.get(`/api/admin/users/${user.id}`, { headers: auth() });
      return ((await current.json()) as { data: { status: string } }).data.status;
    };
    expect(await Promise.all(users.map(statusOf))).toEqual([
      'active',
      'active',
      'active',
      'active',
    ]);
    await again.getByLabel('Reason').fill('Swap check');
    await again.getByRole('button', { name: 'Deactivate user' }).click();
    const report = page.getByRole('dialog', { name: 'Bulk action report' });
    await expect(report).toContainText('Done: 3. Skipped: 0. Failed: 0.');
    // Exactly the users confirmed the second time: the one swapped out is untouched.
    expect(await Promise.all(users.map(statusOf))).toEqual([
      'active',
      'inactive',
      'inactive',
      'inactive',
    ]);
  } finally {
    await activate(
      request,
      users.map((user) => user.id),
    );
    for (const user of users) await rename(request, user.id, user.username);
  }
});
