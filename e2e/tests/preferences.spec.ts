import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

test('the chosen theme persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Theme/ })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('switching the language changes the texts and the page language', async ({ page }) => {
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notifications\b/ })).toBeAttached();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle('Übersicht · Admin-Konsole');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  // The toast region is named in the chosen language too (Sonner's own name is English).
  await expect(page.getByRole('region', { name: /^Benachrichtigungen\b/ })).toBeAttached();

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
});

test('in Russian the page language is ru-RU and "Администраторы" in the sidebar is not broken', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'ru-RU'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  const title = page
    .getByRole('navigation', { name: 'Основная навигация' })
    .locator('[data-slot="sidebar-item-title"]', { hasText: 'Администраторы' });
  await expect(title).toHaveText('Администраторы');
  // The word sits on one line: it was split "Администратор" / "ы" beside its badge.
  const lines = await title.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
    return new Set(boxes.map((box) => Math.round(box.top))).size;
  });
  expect(lines).toBe(1);
});
