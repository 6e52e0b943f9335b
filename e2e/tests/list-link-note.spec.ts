import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, expectAccessibleInBothThemes, superAdminToken } from './resource-helpers';

// docs/decisions.md "List state in the URL": a link's parameters a list does not apply are said
// above it and taken out of the address; the others stay applied.

const ofTotal = (count: number) => new RegExp(`of ${count.toLocaleString('en-US')}$`);
const note = (page: Page) => page.locator('[role="status"][data-link-problems]');

test('Telegram users: a misspelt filter and a date no calendar has are said and dropped', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const premium = await api<{ total: number }>(
    request,
    token,
    'GET',
    '/telegram-users?isPremium=true&pageSize=1',
  );
  const everyone = await api<{ total: number }>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=1',
  );
  expect(premium.total).toBeGreaterThan(0);
  expect(premium.total).toBeLessThan(everyone.total);

  await signIn(page);
  const historyBefore = await page.evaluate(() => window.history.length);
  await page.goto('/telegram-users?stauts=banned&joinedFrom=2026-13-45&isPremium=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram Users' })).toBeVisible();
  await expect(note(page).locator('p')).toHaveText([
    "This link's filter “stauts” is not one this list knows, so it is not applied.",
    "This link's “Joined from” date is not valid, so it is not applied.",
  ]);
  // The good filter stays applied; the address is the working link, in the same history entry.
  await expect(page).toHaveURL(/\/telegram-users\?isPremium=true$/);
  const range = page.getByText(/^Showing \d/);
  await expect(range).toHaveText(ofTotal(premium.total));
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 1);
  await expectAccessibleInBothThemes(page);

  // A year before 1000 is refused the same way; the list shows everyone.
  await page.goto('/telegram-users?joinedFrom=0002-01-01');
  await expect(note(page)).toHaveText(
    "This link's “Joined from” date is not valid, so it is not applied.",
  );
  await expect(page).toHaveURL(/\/telegram-users$/);
  await expect(range).toHaveText(ofTotal(everyone.total));

  // The admin's next change of the list state ends the note.
  await page.getByRole('combobox', { name: 'Premium' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/telegram-users\?isPremium=true$/);
  await expect(note(page)).toHaveCount(0);
});

test('app users: a status the filter does not take is said, and a link of its own is not', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const everyone = await api<{ total: number }>(request, token, 'GET', '/users?pageSize=1');
  await signIn(page);
  await page.goto('/users?status=zzz');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(note(page)).toHaveText(
    "This link's “Status” value is not one this list takes, so it is not applied.",
  );
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(/^Showing \d/)).toHaveText(ofTotal(everyone.total));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: all');
  await expectAccessibleInBothThemes(page);

  // Every parameter the list writes itself is taken as it is (two pages of them at least, so
  // that page 2 is not moved back to the last page).
  const filter = 'status=active&verified=true&createdFrom=2000-01-01&createdTo=2099-12-31';
  const matching = await api<{ total: number }>(request, token, 'GET', `/users?${filter}&q=a`);
  expect(matching.total).toBeGreaterThan(10);
  const own = `/users?page=2&pageSize=10&sort=createdAt:asc&q=a&${filter}`;
  await page.goto(own);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: Active');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(note(page)).toHaveCount(0);
  expect(decodeURIComponent(new URL(page.url()).search)).toBe(own.slice('/users'.length));
});

test("a Telegram user's activity log says an event type it does not know and a name it does not take", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const { items } = await api<{ items: { id: number }[] }>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=1',
  );
  const user = items[0];
  if (!user) throw new Error('The demo data has no Telegram users');
  await signIn(page);
  await page.goto(`/telegram-users/${user.id}/logs?type=zzz&page=2&from=2024-06-10`);
  await expect(note(page).locator('p')).toHaveText([
    "This link's “Event type” value is not one this list takes, so it is not applied.",
    "This link's filter “page” is not one this list knows, so it is not applied.",
  ]);
  await expect(page).toHaveURL(new RegExp(`/telegram-users/${user.id}/logs\\?from=2024-06-10$`));
  await expect(page.getByRole('combobox', { name: 'Event type' })).toHaveText(/all/);
});
