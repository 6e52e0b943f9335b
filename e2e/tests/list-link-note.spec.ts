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

/** Left edge of the first on-screen box of `text` inside the note's sentence for `key`. */
const leftOf = (page: Page, key: string, text: string) =>
  note(page)
    .locator(`[data-link-problem="${key}"]`)
    .evaluate((sentence, wanted) => {
      const walker = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`“${wanted}” is not in the sentence`);
    }, text);

test('a long name without spaces wraps inside the content column: no sideways scroll at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  const longName = 'averyveryverylongparameternamewithoutanyspacesatall';
  await page.goto(`/goals?${longName}=1`);
  await expect(note(page)).toHaveText(
    `This link's filter “${longName}” is not one this list knows, so it is not applied.`,
  );
  const widths = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scroll: scrolling.scrollWidth, client: scrolling.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});

test('a direction character (U+202E) in a name stays inside the name: the sentence reads left to right', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals?%E2%80%AEabc=1');
  const key = '\u202Eabc';
  const sentence = note(page).locator(`[data-link-problem="${key}"]`);
  await expect(sentence).toHaveText(
    "This link's filter “\u202Eabc” is not one this list knows, so it is not applied.",
  );
  await expect(sentence.locator('bdi')).toHaveText(key);
  // On one line at this width: the console's words keep their left-to-right order on screen.
  expect(await leftOf(page, key, 'This link')).toBeLessThan(await leftOf(page, key, 'is not one'));
  expect(await leftOf(page, key, 'is not one')).toBeLessThan(
    await leftOf(page, key, 'not applied'),
  );
});

test('a bad page, order and size are said by their names on screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/users?page=abc&sort=zzz&pageSize=1000');
  await expect(note(page).locator('p')).toHaveText([
    "This link's “Page” value is not one this list takes, so it is not applied.",
    "This link's “Sort order” value is not one this list takes, so it is not applied.",
    "This link's “Rows per page” value is not one this list takes, so it is not applied.",
  ]);
  await expect(page).toHaveURL(/\/users$/);
});

test('a filter given twice: the first value is applied, the others are said and taken out', async ({
  page,
}) => {
  await signIn(page);
  const historyBefore = await page.evaluate(() => window.history.length);
  await page.goto('/users?status=banned&status=active');
  await expect(note(page)).toHaveText(
    'This link gives “Status” more than once; only the first value is applied.',
  );
  await expect(page).toHaveURL(/\/users\?status=banned$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: Banned');
  expect(await page.evaluate(() => window.history.length)).toBe(historyBefore + 1);
});
