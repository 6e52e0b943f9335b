import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

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
      if (element.closest('.sr-only, [data-slot="data-table-scroll"]')) continue;
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
});
