import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { expectAccessibleInBothThemes, sidewaysOverflow } from './resource-helpers';

/**
 * The tables the operations screens build themselves (the caches, the import's sample) scroll in
 * the kit's box as the data table does: on a phone the page keeps its width, a shadow says more
 * columns are off-screen and the box is a named tab stop; on a desktop, where they fit, the box
 * adds neither.
 */

const endEdge = (frame: Locator) =>
  frame.locator('[data-slot="table-scroll-edge"][data-edge="end"]');

async function openCaches(page: Page) {
  await page.goto('/settings/caches');
  await expect(page.getByRole('table', { name: 'Server caches' })).toBeVisible();
  return page.locator('[data-slot="table-scroll-frame"]');
}

async function openImportSample(page: Page) {
  await page.goto('/settings/import');
  const long = 'A long goal description that goes on '.repeat(4);
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'goals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `title,category,description,icon,sortOrder,isActive\nRun,fitness,${long},🏃,1,true\nRead,mind,${long},📚,2,true\n`,
    ),
  });
  const sample = page.locator('[data-slot="import-sample"]');
  await expect(sample.getByRole('columnheader')).toHaveCount(6);
  return sample.locator('[data-slot="table-scroll-frame"]');
}

const sampleName = 'The first 2 rows of 2, as they will be imported';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the caches and the import sample scroll sideways in a named box with a shadow', async ({
    page,
  }) => {
    await signIn(page);

    const caches = await openCaches(page);
    const cachesBox = page.getByRole('region', { name: 'Server caches' });
    await expect(cachesBox).toHaveAttribute('tabindex', '0');
    await expect(endEdge(caches)).toHaveAttribute('data-visible');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The keyboard scrolls it: the box takes focus and the arrow key moves the columns.
    await cachesBox.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cachesBox.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await expect(
      caches.locator('[data-slot="table-scroll-edge"][data-edge="start"]'),
    ).toHaveAttribute('data-visible');
    await expectAccessibleInBothThemes(page);

    const sample = await openImportSample(page);
    const sampleBox = page.getByRole('region', { name: sampleName });
    await expect(sampleBox).toHaveAttribute('tabindex', '0');
    await expect(endEdge(sample)).toHaveAttribute('data-visible');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessibleInBothThemes(page);
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the caches and the import sample fit: no shadow, no extra tab stop or landmark', async ({
    page,
  }) => {
    await signIn(page);

    const caches = await openCaches(page);
    await expect(page.getByRole('region', { name: 'Server caches' })).toHaveCount(0);
    await expect(caches.locator('[data-slot="table-scroll"]')).not.toHaveAttribute('tabindex');
    await expect(caches.locator('[data-slot="table-scroll-edge"][data-visible]')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);

    const sample = await openImportSample(page);
    await expect(page.getByRole('region', { name: sampleName })).toHaveCount(0);
    await expect(sample.locator('[data-slot="table-scroll-edge"][data-visible]')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessibleInBothThemes(page);
  });
});
