import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { enDay } from './stats-api';

/**
 * A zone whose calendar day differs from UTC's now (as in local-days.spec.ts): the dashboard's and
 * analytics' "today" is UTC's, which the screens must say, with UTC's date and time.
 */
const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.use({ timezoneId: zone });

const utcToday = () => new Date().toISOString().slice(0, 10);
const note = (day: string) =>
  new RegExp(
    `^Days are counted in UTC · now ${enDay(day).replaceAll('/', '\\/')}, \\d\\d:\\d\\d [AP]M UTC$`,
  );

test('the dashboard says its days are UTC days, with the date and time in UTC', async ({
  page,
}) => {
  await signIn(page);
  const users = page.getByRole('region', { name: 'Telegram users' });
  await expect(users.getByText(note(utcToday()))).toBeVisible();
  await expect(users.getByText('New today (UTC)')).toBeVisible();
  await expect(users.getByText('Active today (UTC)')).toBeVisible();
  await expect(users.getByText('Challenge completions today (UTC)')).toBeVisible();
});

test('analytics says its days are UTC days beside the range', async ({ page }) => {
  await signIn(page);
  await page.goto('/analytics');
  await expect(page.getByText(note(utcToday()))).toBeVisible();
});
