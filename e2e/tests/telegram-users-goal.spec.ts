import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, searchList, signInWithPermissions, superAdminToken } from './resource-helpers';

/** The Telegram users list's "Current goal" filter, and the links to it. */

interface TelegramUser {
  id: number;
  currentGoal: { id: number; title: string } | null;
}

interface Page1<T> {
  items: T[];
  total: number;
}

/**
 * A goal some Telegram users (not all) are on whose title finds it alone in the goals list, with
 * one of its users and how many there are; from the demo data.
 */
async function goalWithUsers(request: APIRequestContext) {
  const token = await superAdminToken(request);
  const all = await api<Page1<TelegramUser>>(request, token, 'GET', '/telegram-users?pageSize=100');
  const seen = new Set<number>();
  for (const user of all.items) {
    const goal = user.currentGoal;
    if (!goal || seen.has(goal.id)) continue;
    seen.add(goal.id);
    const found = await api<Page1<{ id: number }>>(
      request,
      token,
      'GET',
      `/goals?pageSize=1&q=${encodeURIComponent(goal.title)}`,
    );
    const onGoal = await api<Page1<TelegramUser>>(
      request,
      token,
      'GET',
      `/telegram-users?pageSize=1&goalId=${goal.id}`,
    );
    if (found.total === 1 && onGoal.total < all.total) {
      return { goal, user, users: onGoal.total, everyone: all.total };
    }
  }
  throw new Error('The demo data has no goal that some Telegram users are on');
}

const ofTotal = (total: number) => new RegExp(`of ${total.toLocaleString('en-US')}$`);

/** The texts of the table's "Current goal" column, on the page shown. */
async function currentGoalCells(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Telegram users' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.trim() === 'Current goal');
  expect(column).toBeGreaterThan(0);
  return table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
}

test('a goal’s “Telegram users on this goal” lists only its users, and exports only them', async ({
  page,
  request,
}) => {
  const { goal, users, everyone } = await goalWithUsers(request);
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, goal.title);
  await page
    .getByRole('row')
    .filter({ hasText: goal.title })
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Telegram users on this goal' }).click();

  await expect(page).toHaveURL(new RegExp(`/telegram-users\\?goalId=${goal.id}$`));
  await expect(page.getByRole('combobox', { name: 'Current goal' })).toHaveValue(goal.title);
  await expect(page.getByText(ofTotal(users))).toBeVisible();
  const cells = await currentGoalCells(page);
  expect(cells.length).toBe(Math.min(users, 20));
  expect(new Set(cells)).toEqual(new Set([goal.title]));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const { readFile } = await import('node:fs/promises');
  const [header, ...lines] = (await readFile(await (await download).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const goalColumn = header?.split(',').indexOf('currentGoalId') ?? -1;
  expect(goalColumn).toBeGreaterThan(0);
  expect(lines).toHaveLength(users);
  // Demo names hold no commas or quotes.
  expect(new Set(lines.map((line) => line.split(',')[goalColumn]))).toEqual(
    new Set([String(goal.id)]),
  );

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/telegram-users$/);
  await expect(page.getByText(ofTotal(everyone))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Current goal' })).toHaveValue('Any goal');
});

test('a goal picked by typing filters the list; a link’s goal that does not exist is said and dropped', async ({
  page,
  request,
}) => {
  const { goal, users, everyone } = await goalWithUsers(request);
  await signIn(page);
  await page.goto('/telegram-users?goalId=999999');
  await expect(page.locator('[data-link-problem="goalId"]')).toHaveText(
    "This link's “Current goal” value is not one this list takes, so it is not applied.",
  );
  await expect(page).toHaveURL(/\/telegram-users$/);
  await expect(page.getByText(ofTotal(everyone))).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Current goal' });
  await box.fill(goal.title);
  await page.getByRole('option', { name: goal.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]goalId=${goal.id}(&|$)`));
  await expect(page.getByText(ofTotal(users))).toBeVisible();
  expect(new Set(await currentGoalCells(page))).toEqual(new Set([goal.title]));
});

test('without goals:read, a Telegram user’s current goal still opens the filtered list', async ({
  page,
  request,
}) => {
  const { goal, user, users, everyone } = await goalWithUsers(request);
  await signInWithPermissions(page, request, ['users:read']);
  await page.goto(`/telegram-users/${user.id}`);
  await page.getByRole('link', { name: 'Telegram users on the current goal' }).click();

  await expect(page).toHaveURL(new RegExp(`/telegram-users\\?goalId=${goal.id}$`));
  await expect(page.getByText(ofTotal(users))).toBeVisible();
  // No goal to pick among: the filter names the link's goal and can only be cleared.
  await expect(page.locator('[data-slot="combobox-filter"]')).toHaveCount(0);
  const filter = page.getByRole('combobox').filter({ hasText: /^Current goal: / });
  await expect(filter).toHaveText(`Current goal: ${goal.title}`);
  expect(new Set(await currentGoalCells(page))).toEqual(new Set([goal.title]));

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/telegram-users$/);
  await expect(page.getByText(ofTotal(everyone))).toBeVisible();
  await expect(filter).toHaveCount(0);
});
