import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, superAdminToken, unique } from './resource-helpers';

/**
 * A zone whose calendar day differs from UTC's now: far east of UTC late in the UTC day, far west
 * early in it. The browser runs in it, so the admin's "today" is not UTC's today.
 */
const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.use({ timezoneId: zone });

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
const dayIn = (timeZone: string, at: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));

test("date filters take the admin's local days, as the screens show times", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<{ id: number }>(request, token, 'POST', '/goals', {
    title: unique('Local day goal'),
    category: 'local-days',
  });
  const [created] = (
    await api<{ items: { at: string }[] }>(
      request,
      token,
      'GET',
      `/audit-logs?resource=goals&recordId=${goal.id}&action=create`,
    )
  ).items;
  if (!created) throw new Error('the goal has no audit entry');
  const localDay = dayIn(zone, created.at);
  const utcDay = dayIn('UTC', created.at);

  await signIn(page);
  const history = `/settings/audit-log?resource=goals&recordId=${goal.id}`;
  const rows = page.getByRole('row').filter({ hasText: 'Created' });
  await page.goto(`${history}&from=${localDay}&to=${localDay}`);
  await expect(rows).toHaveCount(1);
  // Its UTC day is another day where the admin is: the entry is not on it.
  if (utcDay !== localDay) {
    await page.goto(`${history}&from=${utcDay}&to=${utcDay}`);
    await expect(
      page.getByRole('table', { name: 'Audit log entries' }).getByText('No results found'),
    ).toBeVisible();
    await expect(rows).toHaveCount(0);
  }
});
