import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, superAdminToken, unique } from './resource-helpers';

interface AppUser {
  id: number;
  username: string;
  fullName: string;
  version: number;
}

const userName = (user: AppUser) => user.fullName.trim() || user.username;

test('a status change that takes the row out of the filtered list gives focus to the next row', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  // The end of the alphabet: other specs change the status of users at its start.
  const query = 'status=active&sort=username:desc&pageSize=10';
  const { items } = await api<{ items: AppUser[] }>(request, token, 'GET', `/users?${query}`);
  const [leaving, next] = items;
  if (!leaving || !next) throw new Error('The demo data has fewer than two active users');
  await signIn(page);
  await page.goto(`/users?${query}`);
  const table = page.getByRole('table', { name: 'Users' });
  const actions = (user: AppUser) =>
    table.getByRole('button', { name: `Actions for ${userName(user)}`, exact: true });

  try {
    await actions(leaving).press('Enter');
    await page.getByRole('menuitem', { name: 'Deactivate user' }).press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('textbox').fill('Row focus check');
    await confirm.getByRole('button', { name: 'Deactivate user' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(actions(leaving)).toHaveCount(0);
    // Not the page's body: the same control of the row now in its place.
    await expect(actions(next)).toBeFocused();
  } finally {
    const current = await api<AppUser>(request, token, 'GET', `/users/${leaving.id}`);
    await api(request, token, 'POST', `/users/${leaving.id}/activate`, {
      version: current.version,
    }).catch(() => undefined);
  }
});

test('a row moved past the end of its page is followed to the next page, and back', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<{ id: number }>(request, token, 'POST', '/goals', {
    title: unique('Paged order'),
    category: 'tests',
  });
  const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];
  for (const title of titles) {
    await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
      title,
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 1,
    });
  }
  await signIn(page);
  await page.goto(`/challenges/${goal.id}?pageSize=5`);
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table.getByRole('row')).toHaveCount(6);

  // The last row of page 1 moves down: it is now first on page 2, and the list goes there with it.
  await page.getByRole('button', { name: 'Move Five down' }).press('Enter');
  await expect(page.getByText('Order saved: “Five” is now on page 2.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(table.getByRole('row').nth(1)).toContainText('Five');
  await expect(page.getByRole('button', { name: 'Move Five down' })).toBeFocused();

  // And back up from the first row of page 2.
  await page.getByRole('button', { name: 'Move Five up' }).press('Enter');
  await expect(page.getByText('Order saved: “Five” is now on page 1.')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=2\b/);
  await expect(table.getByRole('row').nth(5)).toContainText('Five');
  await expect(page.getByRole('button', { name: 'Move Five up' })).toBeFocused();
});
