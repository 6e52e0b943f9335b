import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { submitLogin } from '../fixtures/session';
import { api, superAdminToken, unique } from './resource-helpers';

const LIMITED_ADMIN = {
  name: 'Goal Reader',
  username: 'goal-reader',
  password: 'Copper-Lantern-52',
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

test('the dashboard names messaging-app users only to admins who may read them', async ({
  page,
}) => {
  const activityRequests: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/admin/dashboard/recent-activity') {
      activityRequests.push(response.status());
    }
  });
  await page.goto('/login');
  await submitLogin(page, LIMITED_ADMIN.username, LIMITED_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page.locator('[data-figure="total"] [data-slot="stat-card-value"]')).toHaveText(
    /\d/,
  );
  await expect(page.getByRole('region', { name: 'Last 30 days' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toHaveCount(0);
  expect(activityRequests).toEqual([]);

  const token = await page.evaluate(() => localStorage.getItem('admin_access_token'));
  const refused = await page.request.get('/api/admin/dashboard/recent-activity', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

test('rights taken away by another admin leave the menu and the page at the next refusal', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const username = unique('demoted').replaceAll(' ', '-').toLowerCase();
  const password = 'Willow-Canyon-63';
  const admin = await api<{ id: number; version: number }>(request, token, 'POST', '/admin-users', {
    name: 'Level Reader',
    username,
    password,
    permissions: ['goals:read', 'levels:read'],
  });
  await page.goto('/login');
  await submitLogin(page, username, password);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Levels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();

  // Another admin takes levels:read away while this one is on the page.
  await api(request, token, 'PUT', `/admin-users/${admin.id}`, {
    permissions: ['goals:read'],
    version: admin.version,
  });
  // The stored session still lists levels:read; the server's refusal corrects it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(navigation.getByRole('link')).toHaveText([
    'Dashboard',
    'Analytics',
    'Goals',
    'Settings',
  ]);
});

test('a refusal right after the shell read the rights shows Access Denied and drops the menu item at once', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const username = unique('refused').replaceAll(' ', '-').toLowerCase();
  const password = 'Harbor-Maple-38';
  const admin = await api<{ id: number; version: number }>(request, token, 'POST', '/admin-users', {
    name: 'Goal Sorter',
    username,
    password,
    permissions: ['goals:read', 'users:read'],
  });
  const meReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/admin/auth/me') meReads.push(sent.url());
  });
  await page.clock.install();
  await page.goto('/login');
  await submitLogin(page, username, password);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  // The shell read the rights as it showed the session; admin-core keeps such reads 10 s apart.
  await expect.poll(() => meReads.length).toBe(1);
  // From here the page's clock stands still: whatever follows cannot come from waiting out the 10 s.
  await page.clock.pauseAt(Date.now() + 1_000);

  await api(request, token, 'PUT', `/admin-users/${admin.id}`, {
    permissions: ['users:read'],
    version: admin.version,
  });
  await page.getByRole('columnheader', { name: 'Category' }).getByRole('button').click();

  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText('Access forbidden')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Goals' })).toHaveCount(0);
  expect(meReads).toHaveLength(2);
});
