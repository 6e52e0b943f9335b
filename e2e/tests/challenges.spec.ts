import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import {
  api,
  expectAccessibleInBothThemes,
  field,
  row,
  rowAction,
  superAdminToken,
  unique,
} from './resource-helpers';

// Each test walks a whole round trip through several screens on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Goal {
  id: number;
  title: string;
}

test("a goal's challenge is created, edited, reordered and deleted", async ({ page, request }) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Challenge home'),
    category: 'tests',
  });
  await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
    title: 'First step',
    xpReward: 10,
    difficulty: 'easy',
    durationDays: 1,
  });
  await signIn(page);
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await page.getByRole('link', { name: goal.title }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Challenges of “${goal.title}”`);

  await page.getByRole('link', { name: 'New challenge' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}/new$`));
  await expect(field(page, 'Position').getByRole('textbox')).toHaveAccessibleDescription(
    'Leave empty to place the challenge last.',
  );
  await field(page, 'Title').getByRole('textbox').fill('Second step');
  await field(page, 'XP reward').getByRole('textbox').fill('50');
  await field(page, 'Duration (days)').getByRole('textbox').fill('400');
  await field(page, 'Difficulty').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Hard' }).click();
  await page.getByRole('button', { name: 'Create challenge' }).click();
  await expect(field(page, 'Duration (days)')).toContainText('Must be at most 365');
  await field(page, 'Duration (days)').getByRole('textbox').fill('7');
  await page.getByRole('button', { name: 'Create challenge' }).click();

  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  await expect(page.getByText('Challenge created')).toBeVisible();
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText('Second step');
  await expect(row(page, 'Second step')).toContainText('Hard');

  await page.getByRole('button', { name: 'Move Second step up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Second step');
  // At the top its Up arrow is disabled: the keyboard is on its Down arrow, ready for the next move.
  await expect(page.getByRole('button', { name: 'Move Second step down' })).toBeFocused();

  await rowAction(page, 'Second step', 'Edit');
  await expect(page).toHaveURL(/\/challenges\/edit\/\d+$/);
  // What the hint promises: an emptied position keeps the challenge where it is (first).
  const position = field(page, 'Position').getByRole('textbox');
  await expect(position).toHaveAccessibleDescription('Leave empty to keep the current position.');
  await position.fill('');
  await field(page, 'XP reward').getByRole('textbox').fill('75');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  await expect(row(page, 'Second step')).toContainText('75');
  await expect(table.getByRole('row').nth(1)).toContainText('Second step');

  await rowAction(page, 'Second step', 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Second step” deleted')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('bulk delete reports each row', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Bulk home'),
    category: 'tests',
  });
  for (const title of ['Bulk one', 'Bulk two', 'Bulk three']) {
    await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
      title,
      xpReward: 5,
      difficulty: 'medium',
      durationDays: 2,
    });
  }
  await signIn(page);
  await page.goto(`/challenges/${goal.id}`);
  await page.getByRole('checkbox', { name: 'Select Bulk one' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulk three' }).click();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  const report = page.getByRole('dialog', { name: 'Delete report' });
  await expect(report).toContainText('Deleted 2 of 2.');
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await report.getByRole('button', { name: 'Close' }).first().click();
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Bulk two');
});

test('bulk delete of rows someone else deleted meanwhile says so apart, not as a failure', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Gone home'),
    category: 'tests',
  });
  const created: { id: number; version: number }[] = [];
  for (const title of ['Stays', 'Goes', 'Gone before']) {
    created.push(
      await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
        title,
        xpReward: 5,
        difficulty: 'easy',
        durationDays: 1,
      }),
    );
  }
  await signIn(page);
  await page.goto(`/challenges/${goal.id}`);
  await page.getByRole('checkbox', { name: 'Select Goes' }).click();
  await page.getByRole('checkbox', { name: 'Select Gone before' }).click();
  // Another admin deletes one of the two while this one is about to.
  const gone = created[2];
  await api(request, token, 'DELETE', `/challenges/${gone?.id}?version=${gone?.version}`);
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(
    page.getByText('Deleted rows: 1; already deleted by someone else: 1', { exact: true }),
  ).toBeVisible();
  const report = page.getByRole('dialog', { name: 'Delete report' });
  await expect(report.getByRole('listitem').filter({ hasText: 'Gone before' })).toContainText(
    'Already deleted',
  );
  await expect(report.getByRole('listitem').filter({ hasText: 'Goes' })).toContainText('Deleted');
  await report.getByRole('button', { name: 'Close' }).first().click();
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table).toContainText('Stays');
  await expect(table).not.toContainText('Gone before');
});

test('the challenges screens have no axe violations in light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Axe home'),
    category: 'tests',
  });
  await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
    title: 'Checked',
    xpReward: 5,
    difficulty: 'easy',
    durationDays: 2,
  });
  await signIn(page);
  await page.goto('/challenges');
  await expect(page.getByRole('link', { name: goal.title })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto(`/challenges/${goal.id}`);
  await expect(row(page, 'Checked')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto(`/challenges/${goal.id}/new`);
  await page.getByRole('button', { name: 'Create challenge' }).click();
  await expect(field(page, 'Title')).toContainText('This field is required');
  await expectAccessibleInBothThemes(page);
});

test('a position already taken moves the other challenges of the goal along', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Positions'),
    category: 'tests',
  });
  for (const title of ['One', 'Two', 'Three']) {
    await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
      title,
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 1,
    });
  }
  await signIn(page);
  await page.goto(`/challenges/${goal.id}`);
  await rowAction(page, 'Three', 'Edit');
  await field(page, 'Position').getByRole('textbox').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  const table = page.getByRole('table', { name: 'Challenges' });
  await expect(table.getByRole('row').nth(1)).toContainText('Three');
  const { items } = await api<{ items: { title: string; sortOrder: number }[] }>(
    request,
    token,
    'GET',
    `/goals/${goal.id}/challenges?sort=sortOrder:asc`,
  );
  expect(items.map((item) => [item.title, item.sortOrder])).toEqual([
    ['Three', 0],
    ['One', 1],
    ['Two', 2],
  ]);
});
