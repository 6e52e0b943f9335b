import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { field, unique } from './resource-helpers';
import {
  type DashboardStatsAnswer,
  enDay,
  enNumber,
  getAsSuperAdmin,
  type RecentActivityAnswer,
} from './stats-api';

const figure = (page: Page, key: string) =>
  page.locator(`[data-figure="${key}"] [data-slot="stat-card-value"]`);

test('the dashboard shows the real figures, the 30-day charts and the latest activity', async ({
  page,
  request,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(figure(page, 'total')).toBeVisible();
  const stats = await getAsSuperAdmin<DashboardStatsAnswer>(request, '/dashboard/stats');
  expect(stats.totals.telegramUsers).toBeGreaterThan(0);

  await expect(figure(page, 'total')).toHaveText(enNumber(stats.totals.telegramUsers));
  await expect(figure(page, 'newToday')).toHaveText(enNumber(stats.today.newTelegramUsers));
  await expect(figure(page, 'activeToday')).toHaveText(enNumber(stats.today.activeTelegramUsers));
  await expect(figure(page, 'completionsToday')).toHaveText(enNumber(stats.today.completions));
  await expect(figure(page, 'levels')).toHaveText(enNumber(stats.totals.levels));

  const activity = page.getByRole('region', { name: 'Last 30 days' });
  await expect(activity.locator('[data-slot="line-chart"] svg[role="img"]')).toHaveCount(3);

  // The table alternative of the signups chart lists the same 30 days as the API.
  const signups = activity.getByRole('region', { name: 'Signups' });
  await signups.getByRole('button', { name: 'Show as table' }).click();
  const rows = signups.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(30);
  const last = stats.last30Days[stats.last30Days.length - 1];
  if (!last) throw new Error('no days in the answer');
  await expect(rows.last()).toHaveText(`${enDay(last.date)}${enNumber(last.signups)}`);

  const recentActivity = await getAsSuperAdmin<RecentActivityAnswer>(
    request,
    '/dashboard/recent-activity',
  );
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('listitem')).toHaveCount(recentActivity.length);
  const latest = recentActivity[0];
  if (!latest) throw new Error('no recent activity in the demo data');
  const link = recent.getByRole('listitem').first().getByRole('link');
  await expect(link).toHaveAttribute('href', `/telegram-users/${latest.telegramUser.id}`);
});

test('the root path shows the dashboard too', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
});

test('a first visit requests the figures and the latest activity once: the prefetch beside the code, which the page then reads', async ({
  page,
}) => {
  await signIn(page);
  const statsRequests: string[] = [];
  const activityRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/admin/dashboard/stats') statsRequests.push(request.url());
    if (pathname === '/api/admin/dashboard/recent-activity') activityRequests.push(request.url());
  });
  await page.reload();
  await expect(figure(page, 'total')).toHaveText(/\d/);
  await expect(
    page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(statsRequests).toHaveLength(1);
  expect(activityRequests).toHaveLength(1);
});

test("the admin's own change shows on the dashboard at once, not after the figures' 5 minutes", async ({
  page,
}) => {
  await signIn(page);
  await expect(figure(page, 'goals')).toBeVisible();

  // Through the console: its client tells the shell of the accepted write.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals' })
    .click();
  await page.getByRole('link', { name: 'Create goal' }).click();
  await field(page, 'Title').getByRole('textbox').fill(unique('Counted at once'));
  await field(page, 'Category').getByRole('textbox').fill('health');
  await page.getByRole('button', { name: 'Create goal' }).click();
  await expect(page.getByText('Goal created')).toBeVisible();

  // Back on the dashboard within its freshness, the figures are read again, and the server
  // answers them anew (its 60-second cache forgot them when the goal was created).
  const reread = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/dashboard/stats') &&
      response.request().method() === 'GET',
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const answer = await reread;
  const stats = ((await answer.json()) as { data: DashboardStatsAnswer }).data;
  await expect(figure(page, 'goals')).toHaveText(enNumber(stats.totals.goals));
});

test('the figure cards lead to the lists they count; the day figures are not links', async ({
  page,
}) => {
  await signIn(page);
  const goals = page.locator('a[data-figure="goals"]');
  await expect(goals).toHaveAttribute('href', '/goals');
  await expect(page.locator('a[data-figure="total"]')).toHaveAttribute('href', '/telegram-users');
  await expect(page.locator('[data-figure="newToday"]')).not.toHaveAttribute('href');
  await goals.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
});
