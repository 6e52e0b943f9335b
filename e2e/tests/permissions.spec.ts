import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { submitLogin } from '../fixtures/session';

const LIMITED_ADMIN = {
  name: 'Goal Reader',
  username: 'goal-reader',
  password: 'goal-Reader-password-1',
};

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await request.post('/api/admin/admin-users', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { ...LIMITED_ADMIN, permissions: ['goals:read'] },
  });
  expect([201, 200, 409]).toContain(created.status());
});

test('an admin sees the menu items and pages of the permissions held, else Access Denied', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, LIMITED_ADMIN.username, LIMITED_ADMIN.password);
  await expect(
    page.getByRole('banner').getByText(`Welcome back, ${LIMITED_ADMIN.name}`),
  ).toBeVisible();

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveText([
    'Dashboard',
    'Analytics',
    'Goals',
    'Settings',
  ]);

  await page.goto('/levels');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();

  await page.goto('/goals/create');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  // The breadcrumb of a page the admin may not open is hidden with it.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
