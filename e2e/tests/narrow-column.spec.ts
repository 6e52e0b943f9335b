import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, superAdminToken } from './resource-helpers';

// A tablet: the expanded sidebar takes 256 px of the window, so the page's column is about as
// narrow as a phone's although the window is past every viewport breakpoint.
test.use({ viewport: { width: 768, height: 1024 } });

/** How far anything on the page reaches past the right edge of main's content box, in px. */
const pastContentEdge = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('No main');
    const edge =
      main.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(main).paddingRight);
    let furthest = 0;
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      // Visually hidden content (a chart's table) and a wide table's own scroll box do not count.
      if (element.closest('.sr-only, [data-slot="table-scroll"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0) furthest = Math.max(furthest, box.right - edge);
    }
    return Math.round(furthest);
  });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
});

const preferencesCard = (page: Page) =>
  page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Preferences' }) });

test('settings fit the column beside the expanded sidebar', async ({ page }) => {
  await page.goto('/settings');
  const preferences = preferencesCard(page);
  const language = preferences.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  expect(await pastContentEdge(page)).toBeLessThanOrEqual(0);
  const card = await preferences.boundingBox();
  const select = await language.boundingBox();
  if (!card || !select) throw new Error('The preferences card is not laid out');
  expect(select.x + select.width).toBeLessThanOrEqual(card.x + card.width);
});

test('a level reward row keeps room for its label beside the expanded sidebar', async ({
  page,
}) => {
  await page.goto('/levels/new');
  await page.getByRole('button', { name: 'Add reward' }).click();
  const label = page.getByRole('listitem', { name: 'Reward 1' }).getByRole('textbox', {
    name: 'Label',
  });
  await expect(label).toBeVisible();
  expect((await label.boundingBox())?.width).toBeGreaterThanOrEqual(160);
  expect(await pastContentEdge(page)).toBeLessThanOrEqual(0);
});

test('a list wider than the column shows its cut-off columns and scrolls with the keyboard', async ({
  page,
}) => {
  await page.goto('/goals');
  await expect(page.getByRole('table', { name: 'Goals' }).getByRole('row').nth(1)).toBeVisible();
  // Its scroll box is a tab stop named as the table, with a shadow at the end edge only.
  const box = page.getByRole('region', { name: 'Goals' });
  await expect(box).toHaveAttribute('tabindex', '0');
  const edge = (side: 'start' | 'end') =>
    page.locator(`[data-slot="table-scroll-edge"][data-edge="${side}"]`);
  await expect(edge('end')).toHaveAttribute('data-visible');
  await expect(edge('start')).not.toHaveAttribute('data-visible');
  await expect(edge('end')).toHaveCSS('opacity', '1');
  // The arrow keys scroll it; scrolled, the start edge shows the columns it left behind.
  await box.focus();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
  await expect(edge('start')).toHaveAttribute('data-visible');
  expect(await box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

/** The first entry of the activity log of a demo Telegram user. */
async function firstLogEntry(page: Page, request: APIRequestContext) {
  const token = await superAdminToken(request);
  const { items } = await api<{ items: { id: number }[] }>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=1',
  );
  const [user] = items;
  if (!user) throw new Error('The demo data has no Telegram users');
  await page.goto(`/telegram-users/${user.id}/logs`);
  const entry = page
    .getByRole('list', { name: 'Activity log entries' })
    .getByRole('listitem')
    .first();
  await expect(entry.locator('time')).toBeVisible();
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('The entry is not laid out');
    return found;
  };
  return {
    entry: await box(entry),
    time: await box(entry.locator('time')),
    type: await box(entry.locator('[data-slot="badge"]')),
    description: await box(entry.locator('[data-slot="expandable-text"]')),
  };
}

test('an activity-log entry gives its description the whole row beside the expanded sidebar', async ({
  page,
  request,
}) => {
  const { entry, time, type, description } = await firstLogEntry(page, request);
  // Time and type share the first line, the description takes the row's width below them.
  expect(Math.abs(type.y + type.height / 2 - (time.y + time.height / 2))).toBeLessThan(2);
  expect(description.y).toBeGreaterThanOrEqual(time.y + time.height);
  expect(description.width).toBeGreaterThanOrEqual(entry.width - 2 * 12 - 1);
  expect(await pastContentEdge(page)).toBeLessThanOrEqual(0);
});

test.describe('on a wide window', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Theme and Language headings of the preferences line up', async ({ page }) => {
    await page.goto('/settings');
    const preferences = preferencesCard(page);
    const theme = preferences.getByText('Theme', { exact: true });
    const language = preferences.getByText('Language', { exact: true });
    const [themeBox, languageBox] = [await theme.boundingBox(), await language.boundingBox()];
    if (!themeBox || !languageBox) throw new Error('The headings are not laid out');
    // Side by side, with their text on one line.
    expect(languageBox.x).toBeGreaterThan(themeBox.x + themeBox.width);
    expect(languageBox.y).toBeCloseTo(themeBox.y, 0);
    expect(languageBox.height).toBeCloseTo(themeBox.height, 0);
  });

  test('an activity-log entry shows time, type and description side by side', async ({
    page,
    request,
  }) => {
    const { time, type, description } = await firstLogEntry(page, request);
    expect(type.x).toBeGreaterThan(time.x + time.width);
    expect(description.x).toBeGreaterThan(type.x + type.width);
    expect(Math.abs(description.y - time.y)).toBeLessThan(4);
  });
});

/** The boxes of a chart grid's charts, once its line or bar charts have drawn. */
async function chartBoxes(page: Page, region: string, charts: number) {
  const section = page.getByRole('region', { name: region });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-slot$="-chart"] svg[role="img"]')).toHaveCount(charts);
  const cells = section.locator('[data-slot="chart-grid"] > div > *');
  await expect(cells).toHaveCount(charts);
  const boxes = [];
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    if (!box) throw new Error('A chart is not laid out');
    boxes.push(box);
  }
  return boxes;
}

const stacked = (boxes: { x: number; y: number }[]) =>
  boxes.every(
    (box, index) => index === 0 || (box.x === boxes[0]?.x && box.y > (boxes[index - 1]?.y ?? 0)),
  );
const sideBySide = (boxes: { x: number; y: number }[]) =>
  boxes.every(
    (box, index) => index === 0 || (box.y === boxes[0]?.y && box.x > (boxes[index - 1]?.x ?? 0)),
  );

// The chart grids follow the page's column, not the window: a 1024-px window with the expanded
// sidebar leaves about 720 px, too little for three charts side by side.
test.describe('on a 1024-px window', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the dashboard stacks its three charts beside the expanded sidebar', async ({ page }) => {
    expect(stacked(await chartBoxes(page, 'Last 30 days', 3))).toBe(true);
  });

  test('analytics stacks its daily charts and keeps the two progress charts side by side', async ({
    page,
  }) => {
    await page.goto('/analytics');
    expect(stacked(await chartBoxes(page, 'Daily activity', 3))).toBe(true);
    expect(sideBySide(await chartBoxes(page, 'Levels and goals', 2))).toBe(true);
  });
});

test.describe('on a 1440-px window', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the dashboard shows its three charts side by side beside the expanded sidebar', async ({
    page,
  }) => {
    expect(sideBySide(await chartBoxes(page, 'Last 30 days', 3))).toBe(true);
  });
});
