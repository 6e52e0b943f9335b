import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

test('every page titles the window "<heading> · Admin Console", in the admin\'s language', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Admin Console');
  await signIn(page);
  await expect(page).toHaveTitle('Dashboard · Admin Console');

  for (const [path, title] of [
    ['/levels', 'Levels · Admin Console'],
    ['/levels/new', 'New Level · Admin Console'],
    ['/settings/security-log', 'Security Log · Admin Console'],
    ['/no-such-page', 'Page not found · Admin Console'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  // Moving inside the console (no reload) changes it too.
  await page.goto('/levels');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals' })
    .click();
  await expect(page).toHaveTitle('Goals · Admin Console');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveTitle('Ziele · Admin-Konsole');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Seite nicht gefunden · Admin-Konsole');
});
