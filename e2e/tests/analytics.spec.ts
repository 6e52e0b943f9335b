import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { dateSegments, fillDate, pasteInto } from './date-field';
import { type AnalyticsAnswer, enDay, enNumber, getAsSuperAdmin } from './stats-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);
const today = () => utcDay(new Date());
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));

const rangePicker = (page: Page) => page.getByRole('combobox', { name: 'Date range' });

async function choosePreset(page: Page, name: string) {
  await rangePicker(page).click();
  await page.getByRole('option', { name }).click();
}

/** The visible table alternative of one chart card. */
async function chartTable(page: Page, chart: string) {
  const card = page.getByRole('region', { name: chart, exact: true });
  await card.getByRole('button', { name: 'Show as table' }).click();
  return card.getByRole('table');
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the preset picker changes the range, the URL keeps it across a reload', async ({
  page,
  request,
}) => {
  await page.goto('/analytics');
  await expect(rangePicker(page)).toHaveText('Last 30 days');
  await expect(page.getByText(`Showing ${enDay(daysAgo(29))} – ${enDay(today())}`)).toBeVisible();

  await choosePreset(page, 'Last 7 days');
  await expect(page).toHaveURL(/\/analytics\?range=7d$/);
  await page.reload();
  await expect(rangePicker(page)).toHaveText('Last 7 days');
  const from = daysAgo(6);
  await expect(page.getByText(`Showing ${enDay(from)} – ${enDay(today())}`)).toBeVisible();

  const answer = await getAsSuperAdmin<AnalyticsAnswer>(
    request,
    `/analytics?from=${from}&to=${today()}`,
  );
  await expect(page.locator('[data-figure="signups"] [data-slot="stat-card-value"]')).toHaveText(
    enNumber(answer.totals.signups),
  );
  const activity = page.getByRole('region', { name: 'Daily activity' });
  await expect(activity.locator('[data-slot="line-chart"] svg[role="img"]')).toHaveCount(3);

  const signups = await chartTable(page, 'Signups');
  await expect(signups.locator('tbody tr')).toHaveText(
    answer.daily.map((day) => `${enDay(day.date)}${enNumber(day.signups)}`),
  );
});

test('a custom range goes into the URL; an invalid one is refused', async ({ page }) => {
  await page.goto('/analytics?range=90d');
  await expect(rangePicker(page)).toHaveText('Last 90 days');
  await choosePreset(page, 'Custom range');

  const from = daysAgo(13);
  const to = daysAgo(4);
  await fillDate(page.getByRole('group', { name: 'From', exact: true }), to);
  await fillDate(page.getByRole('group', { name: 'To', exact: true }), from);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Choose a start date on or before the end date, at most 366 days apart.',
  );
  await expect(page).toHaveURL(/\?range=90d$/);
  // A date the API does not take is named as such, not as an inverted range.
  await fillDate(page.getByRole('group', { name: 'From', exact: true }), '0050-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter dates from 01/01/1000 to 12/30/9999.');
  await expect(page).toHaveURL(/\?range=90d$/);

  await fillDate(page.getByRole('group', { name: 'From', exact: true }), from);
  await fillDate(page.getByRole('group', { name: 'To', exact: true }), to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  await page.reload();
  await expect(rangePicker(page)).toHaveText('Custom range');
  const [year, month, day] = from.split('-');
  await expect(page.getByRole('group', { name: 'From', exact: true })).toHaveText(
    `${month}/${day}/${year}`,
  );
  await expect(page.getByText(`Showing ${enDay(from)} – ${enDay(to)}`)).toBeVisible();
  const activeUsers = await chartTable(page, 'Active users');
  await expect(activeUsers.locator('tbody tr')).toHaveCount(10);
});

test('a custom range takes whole dates pasted into its fields; a day no calendar has or text that is no date is refused and said, the field keeping its date', async ({
  page,
}) => {
  await page.goto('/analytics?range=90d');
  await choosePreset(page, 'Custom range');
  const fromField = page.getByRole('group', { name: 'From', exact: true });
  const toField = page.getByRole('group', { name: 'To', exact: true });
  const from = daysAgo(20);
  const to = daysAgo(6);
  const [year, month, day] = from.split('-');
  // In the console's English form, then ISO, each into a segment that is not the first.
  await pasteInto(dateSegments(fromField).nth(1), ` ${month}/${day}/${year} `);
  await expect(fromField).toHaveText(`${month}/${day}/${year}`);
  await pasteInto(dateSegments(toField).nth(2), to);

  await pasteInto(dateSegments(fromField).first(), '2026-02-30');
  await expect(page.getByRole('alert')).toHaveText(
    'There is no such day; this date is not applied.',
  );
  await expect(fromField).toHaveText(`${month}/${day}/${year}`);
  await expect(page).toHaveURL(/\?range=90d$/);
  await pasteInto(dateSegments(toField).first(), 'next Friday');
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the whole date (day, month and year) or clear it; this date is not applied.',
  );

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
});

test('an invalid range in the URL falls back to the last 30 days, and says so', async ({
  page,
}) => {
  await page.goto('/analytics?from=2025-02-30&to=2025-03-01');
  await expect(rangePicker(page)).toHaveText('Last 30 days');
  await expect(page).toHaveURL(/\/analytics\?range=30d$/);
  await expect(page.locator('[data-range-problem]')).toHaveText(
    "The link's date range is not valid, so it is not applied. Shown instead: Last 30 days.",
  );

  await page.goto('/analytics?from=2025-03-02&to=2025-03-01');
  await expect(page).toHaveURL(/\/analytics\?range=30d$/);
  await expect(page.locator('[data-range-problem]')).toHaveText(
    "The link's start date is after its end date, so its date range is not applied. Shown instead: Last 30 days.",
  );
  await page.goto('/analytics?from=2024-01-01&to=2025-03-01');
  await expect(page.locator('[data-range-problem]')).toContainText('longer than 366 days');
  await page.goto('/analytics?range=90d&from=2025-03-01');
  await expect(rangePicker(page)).toHaveText('Last 90 days');
  await expect(page.locator('[data-range-problem]')).toHaveText(
    'The link gives only a start date or only an end date, so its date range is not applied. Shown instead: Last 90 days.',
  );

  // Picking a range takes the note away.
  await choosePreset(page, 'Last 7 days');
  await expect(page).toHaveURL(/\/analytics\?range=7d$/);
  await expect(page.locator('[data-range-problem]')).toHaveCount(0);
});

test('the tables of the level and goal charts show the API numbers', async ({ page, request }) => {
  await page.goto('/analytics?range=90d');
  const answer = await getAsSuperAdmin<AnalyticsAnswer>(
    request,
    `/analytics?from=${daysAgo(89)}&to=${today()}`,
  );

  const levels = await chartTable(page, 'Users per level');
  const expectedLevels = [...answer.levelDistribution]
    .sort((a, b) => a.level - b.level)
    .map((entry) => `${entry.name ?? `Level ${entry.level}`}${enNumber(entry.users)}`);
  await expect(levels.locator('tbody tr')).toHaveText(expectedLevels);

  const started = answer.goalCompletion.filter((goal) => goal.started > 0);
  expect(started.length).toBeGreaterThan(0);
  const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  const goals = await chartTable(page, 'Completion rate per goal');
  await expect(goals.locator('tbody tr')).toHaveCount(started.length);
  for (const goal of started) {
    const row = goals
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: goal.goalTitle, exact: true }) });
    await expect(row).toHaveText(
      `${goal.goalTitle}${enNumber(goal.started)}${enNumber(goal.completed)}${percent.format(goal.rate)}`,
    );
  }
});
