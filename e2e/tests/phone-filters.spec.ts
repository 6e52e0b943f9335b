import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { sidewaysOverflow } from './resource-helpers';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('on a 360 px phone in Russian the date filters of the Telegram users wrap within the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'ru-RU'));
  await page.goto('/telegram-users');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Пользователи Telegram' }),
  ).toBeVisible();
  // The longest label beside a date field: label and field were 370 px wide on one line.
  const until = page.getByRole('group', { name: 'Присоединился по', exact: true });
  await until.scrollIntoViewIfNeeded();
  await expect(until).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Присоединился по', { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
