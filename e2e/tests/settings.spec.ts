import { expect, type Page, test } from '@playwright/test';
import { submitLogin } from '../fixtures/session';
import {
  api,
  expectAccessibleInBothThemes,
  field,
  superAdminToken,
  unique,
} from './resource-helpers';

const PASSWORD = 'Cobalt-Harbor-85';
const NEW_PASSWORD = 'Cobalt-Harbor-96';

/**
 * Signs in a dedicated admin (so that the shared super admin's password and profile stay as the
 * other specs expect them) and opens /settings.
 */
async function openSettingsAsNewAdmin(
  page: Page,
  request: Parameters<typeof superAdminToken>[0],
  permissions: string[] = ['goals:read'],
): Promise<{ name: string; username: string }> {
  const token = await superAdminToken(request);
  const name = unique('Settings Admin');
  const username = name.replaceAll(' ', '-').toLowerCase();
  await api(request, token, 'POST', '/admin-users', {
    name,
    username,
    password: PASSWORD,
    permissions,
  });
  await page.goto('/login');
  await submitLogin(page, username, PASSWORD);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return { name, username };
}

test('the own password is changed: a wrong current password shows the server message, then other sessions end', async ({
  page,
  request,
  browser,
}) => {
  const { username } = await openSettingsAsNewAdmin(page, request);
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await submitLogin(other, username, PASSWORD);
  await expect(other).toHaveURL(/\/dashboard$/);

  const password = (label: string) => field(page, label).locator('input');
  await password('Current password').fill('not-my-password');
  await password('New password').fill(NEW_PASSWORD);
  await password('Confirm new password').fill('something-else-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  await password('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server's message, once, on its field, which takes the focus.
  await expect(field(page, 'Current password')).toContainText('Current password is incorrect');
  await expect(page.locator('form').getByText('Current password is incorrect')).toHaveCount(1);
  await expect(password('Current password')).toBeFocused();

  // Corrected, the refusal of the earlier attempt goes away; a weak new password is refused by
  // the rule every password follows, before it is sent.
  await password('Current password').fill(PASSWORD);
  await expect(page.locator('form').getByText('Current password is incorrect')).toHaveCount(0);
  await password('New password').fill('password');
  await password('Confirm new password').fill('password');
  await expect(page.getByTestId('password-strength')).toContainText('Strength: weak');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'New password')).toContainText('Too weak');

  await password('New password').fill(NEW_PASSWORD);
  await password('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(password('Current password')).toHaveValue('');

  // The other browser's session was revoked: its next call fails the refresh and lands on /login.
  await other.evaluate(() => localStorage.setItem('admin_access_token', 'expired'));
  await other.goto('/goals');
  await expect(other).toHaveURL(/\/login/);
  await submitLogin(other, username, NEW_PASSWORD);
  // Back to where the guard sent it from.
  await expect(other).toHaveURL(/\/goals$/);
  await other.context().close();
});

test('the profile is saved and the header follows; the session card shows the rights', async ({
  page,
  request,
}) => {
  const { username } = await openSettingsAsNewAdmin(page, request, ['goals:read', 'faq:write']);
  const session = page.getByRole('definition');
  await expect(session.filter({ hasText: username })).toHaveCount(1);
  await expect(page.getByText('Goals: Read, FAQ: Write')).toBeVisible();
  await expect(page.getByText('720 minutes')).toBeVisible();
  await expect(page.getByText('No, regular admin')).toBeVisible();

  const renamed = unique('Renamed Admin');
  await field(page, 'Name').getByRole('textbox').fill(renamed);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Welcome back, ${renamed}`)).toBeVisible();
  await page.reload();
  await expect(field(page, 'Name').getByRole('textbox')).toHaveValue(renamed);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${renamed}`)).toBeVisible();
});

test('leaving the profile without saving keeps the saved profile', async ({ page, request }) => {
  const { name } = await openSettingsAsNewAdmin(page, request);
  let saved = false;
  page.on('request', (sent) => {
    if (sent.url().includes('/settings/profile') && sent.method() !== 'GET') saved = true;
  });
  await field(page, 'Name').getByRole('textbox').fill('Not to be saved');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
  expect(saved).toBe(false);
});

test('theme and language chosen in settings persist across a reload', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSettingsAsNewAdmin(page, request);
  const html = page.locator('html');
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(html).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: 'Sombre' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveText('Français');
});

test('the settings screen has no axe violations in light and dark', async ({ page, request }) => {
  await openSettingsAsNewAdmin(page, request);
  await expect(page.getByText('720 minutes')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
