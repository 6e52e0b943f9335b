import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, submitLogin } from '../fixtures/session';
import {
  api,
  expectAccessibleInBothThemes,
  field,
  row,
  rowAction,
  searchList,
  superAdminToken,
  unique,
} from './resource-helpers';

const PASSWORD = 'Quartz-Meadow-41';

/** A fresh browser context (its own storage) signed in as `username`, on the dashboard. */
async function signInElsewhere(browser: Browser, username: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await submitLogin(page, username, PASSWORD);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${name}`)).toBeVisible();
  return page;
}

/** A new admin with `permissions`, named `label` made unique, who signs in with PASSWORD. */
async function createAdminUser(
  request: APIRequestContext,
  token: string,
  label: string,
  permissions: string[],
) {
  const name = unique(label);
  const username = name.replaceAll(' ', '-').toLowerCase();
  const created = await api<{ id: number; version: number }>(
    request,
    token,
    'POST',
    '/admin-users',
    {
      name,
      username,
      password: PASSWORD,
      permissions,
    },
  );
  return { ...created, name, username };
}

const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

test('an admin created in the console gets exactly the menu of the permissions granted, then loses access when deactivated', async ({
  page,
  browser,
}) => {
  const name = unique('Goal Reader');
  const username = name.replaceAll(' ', '-').toLowerCase();
  await signIn(page);
  await page.goto('/admin-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();

  await page.getByRole('button', { name: 'New admin user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New admin user' });
  await field(page, 'Name').getByRole('textbox').fill(name);
  await field(page, 'Username').getByRole('textbox').fill(username);
  await field(page, 'Initial password').getByRole('textbox').fill('short');
  await expect(dialog.getByText('Strength: too short')).toBeVisible();
  await field(page, 'Initial password').getByRole('textbox').fill(PASSWORD);
  await expect(dialog.getByText(/^Strength: (fair|strong)$/)).toBeVisible();
  // The signed-in super user is offered the super-user switch.
  await expect(field(page, 'Super user').getByRole('switch')).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Read permission for Goals' }).check();
  await dialog.getByRole('button', { name: 'Create admin user' }).click();

  await expect(page.getByText('Admin user created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await searchList(page, username);
  await expect(row(page, username)).toContainText('Goals: Read');
  await expect(row(page, username)).toContainText('Active');
  await expect(row(page, username)).toContainText('Never');

  const theirs = await signInElsewhere(browser, username, name);
  await expect(menuLinks(theirs)).toHaveText(['Dashboard', 'Analytics', 'Goals', 'Settings']);

  // Edit: writing levels ticks reading them too.
  await rowAction(page, username, 'Edit');
  await expect(page).toHaveURL(/\/admin-users\/\d+\/edit$/);
  await page.getByRole('checkbox', { name: 'Write permission for Levels' }).check();
  await expect(page.getByRole('checkbox', { name: 'Read permission for Levels' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Admin user updated')).toBeVisible();
  // Back on the list as it was left: still searched for the new admin.
  await expect(page).toHaveURL(/\/admin-users\?q=/);
  await searchList(page, username);
  await expect(row(page, username)).toContainText('Goals: Read, Levels: Write');

  await theirs.getByRole('button', { name: `Account menu for ${name}` }).click();
  await theirs.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(theirs).toHaveURL(/\/login/);
  await submitLogin(theirs, username, PASSWORD);
  await expect(menuLinks(theirs)).toHaveText([
    'Dashboard',
    'Analytics',
    'Goals',
    'Levels',
    'Settings',
  ]);

  // Deactivate: the session ends and signing in fails.
  await rowAction(page, username, 'Edit');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Admin user deactivated')).toBeVisible();
  await expect(page.getByText('This account is deactivated and cannot sign in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login/);
  // The refused refresh said why: the sign-in page tells them.
  await expect(
    theirs.getByText('An administrator deactivated your account and signed you out.'),
  ).toBeVisible();
  await submitLogin(theirs, username, PASSWORD);
  await expect(theirs.getByRole('alert')).toBeVisible();
  await expect(theirs).toHaveURL(/\/login/);
  await theirs.context().close();
});

test('a stale edit opens the conflict dialog; a reset password signs in', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const username = unique('stale').replaceAll(' ', '-').toLowerCase();
  const created = await api<{ id: number; version: number }>(
    request,
    token,
    'POST',
    '/admin-users',
    {
      name: 'Stale Target',
      username,
      password: PASSWORD,
      permissions: ['faq:read'],
    },
  );

  await signIn(page);
  await page.goto(`/admin-users/${created.id}/edit`);
  await expect(page.getByRole('checkbox', { name: 'Read permission for FAQ' })).toBeChecked();
  // Someone else saves first.
  await api(request, token, 'PUT', `/admin-users/${created.id}`, {
    name: 'Renamed Meanwhile',
    version: created.version,
  });
  await page.getByRole('checkbox', { name: 'Read permission for Challenges' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this record' });
  await expect(conflict).toContainText('Renamed Meanwhile');
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(field(page, 'Name').getByRole('textbox')).toHaveValue('Renamed Meanwhile');

  // Reset password: the dialog validates, then the new password signs in.
  await page.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the password of Renamed Meanwhile' });
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('This field is required')).toBeVisible();
  await field(page, 'New password').getByRole('textbox').fill('Falcon-Ridge-46');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset', { exact: true })).toBeVisible();
  await expect(reset).toHaveCount(0);

  const login = await request.post('/api/admin/auth/login', {
    data: { username, password: 'Falcon-Ridge-46' },
  });
  expect(login.ok()).toBe(true);
});

test('a dialog with a form asks before Escape, a click outside or its close button throws typed data away', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin-users');
  const opener = page.getByRole('button', { name: 'New admin user' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'New admin user' });
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await opener.click();
  await field(page, 'Name').getByRole('textbox').fill('Half Typed');
  await field(page, 'Username').getByRole('textbox').fill('half-typed');
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => page.mouse.click(5, 5),
    () => dialog.getByRole('button', { name: 'Close' }).click(),
    () => dialog.getByRole('button', { name: 'Cancel' }).click(),
  ]) {
    await close();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(ask).toHaveCount(0);
    await expect(field(page, 'Name').getByRole('textbox')).toHaveValue('Half Typed');
  }
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(field(page, 'Name').getByRole('textbox')).toHaveValue('');
});

test('an account action keeps the unsaved edits of the form above it', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const username = unique('kept').replaceAll(' ', '-').toLowerCase();
  const created = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
    name: 'Kept Edits',
    username,
    password: PASSWORD,
    permissions: ['faq:read'],
  });
  await signIn(page);
  await page.goto(`/admin-users/${created.id}/edit`);
  await field(page, 'Name').getByRole('textbox').fill('Kept Edits Renamed');
  await page.getByRole('checkbox', { name: 'Read permission for Challenges' }).check();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(field(page, 'Name').getByRole('textbox')).toHaveValue('Kept Edits Renamed');
  await expect(
    page.getByRole('checkbox', { name: 'Read permission for Challenges' }),
  ).toBeChecked();

  // The save sends the version the deactivation made: no conflict.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Admin user updated')).toBeVisible();
  const saved = await api<{ name: string; isActive: boolean; permissions: string[] }>(
    request,
    token,
    'GET',
    `/admin-users/${created.id}`,
  );
  expect(saved).toMatchObject({ name: 'Kept Edits Renamed', isActive: false });
  expect(saved.permissions).toContain('challenges:read');
});

test('rights granted while an admin is signed in reach their console at the next reload', async ({
  browser,
  request,
}) => {
  const token = await superAdminToken(request);
  const created = await createAdminUser(request, token, 'Grantee', ['goals:read']);
  const page = await signInElsewhere(browser, created.username, created.name);
  await expect(menuLinks(page).filter({ hasText: 'Levels' })).toHaveCount(0);

  await api(request, token, 'PUT', `/admin-users/${created.id}`, {
    permissions: ['goals:read', 'levels:read'],
    version: created.version,
  });
  await page.reload();
  await expect(menuLinks(page).filter({ hasText: 'Levels' })).toHaveCount(1);
  await page.context().close();
});

test('an admin without adminUsers:write sees the list read-only', async ({ browser, request }) => {
  const token = await superAdminToken(request);
  const { name, username } = await createAdminUser(request, token, 'Auditor', ['adminUsers:read']);
  const page = await signInElsewhere(browser, username, name);
  await page.goto('/admin-users');
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
  await searchList(page, username);
  await expect(row(page, username)).toContainText('Admin users: Read');
  await expect(page.getByRole('button', { name: 'New admin user' })).toHaveCount(0);
  await expect(row(page, username).getByRole('link')).toHaveCount(0);
  await page.goto('/admin-users/1/edit');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.context().close();
});

test('an admin manager sees a more powerful admin read-only, with no account actions', async ({
  browser,
  request,
}) => {
  const token = await superAdminToken(request);
  const manager = await createAdminUser(request, token, 'Manager', [
    'adminUsers:read',
    'adminUsers:write',
    'goals:write',
  ]);
  const power = await createAdminUser(request, token, 'Power', ['goals:write', 'levels:write']);
  const page = await signInElsewhere(browser, manager.username, manager.name);

  await page.goto(`/admin-users/${power.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Said above the form, and to screen readers on each permission box it disables.
  await expect(
    page
      .getByRole('alert')
      .getByText('This admin holds rights you do not hold (Levels: Write)', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Write permission for Levels' }),
  ).toHaveAccessibleDescription(/This admin holds rights you do not hold \(Levels: Write\)/);
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.context().close();
});

test('the admin-user screens have no axe violations in light and dark', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin-users');
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'New admin user' }).click();
  await expect(page.getByRole('dialog', { name: 'New admin user' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('the edit screen has no axe violations in light and dark', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const created = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
    name: 'Axe Target',
    username: unique('axe').replaceAll(' ', '-').toLowerCase(),
    password: PASSWORD,
    permissions: ['goals:read'],
  });
  await signIn(page);
  await page.goto(`/admin-users/${created.id}/edit`);
  await expect(page.getByRole('checkbox', { name: 'Read permission for Goals' })).toBeChecked();
  await expectAccessibleInBothThemes(page);
});
