import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

/** Every request a list screen sends to an API path, as URLs. */
function requestsTo(page: Page, pathname: string): URL[] {
  const sent: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) sent.push(url);
  });
  return sent;
}

test('an inverted date range on the users list is said beside its fields in German and never sent', async ({
  page,
}) => {
  const sent = requestsTo(page, '/api/admin/users');
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'de-DE'));
  await page.goto('/users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const from = page.getByLabel('Erstellt ab');
  const until = page.getByLabel('Erstellt bis');
  await from.fill('2024-06-10');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-10/);
  await until.fill('2024-06-01');
  await expect(page).toHaveURL(/[?&]createdTo=2024-06-01/);

  const message =
    'Das Startdatum liegt nach dem Enddatum, daher wird der Zeitraum nicht angewendet.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(until).toHaveAttribute('aria-invalid', 'true');
  await expect(until).toHaveAccessibleDescription(message);

  // Put in order, the range is sent; the inverted one before it never was.
  await from.fill('2024-05-20');
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => sent.some((url) => url.searchParams.has('createdFrom'))).toBe(true);
  const inverted = sent.filter((url) => {
    const start = url.searchParams.get('createdFrom');
    const end = url.searchParams.get('createdTo');
    return start !== null && end !== null && Date.parse(end) < Date.parse(start);
  });
  expect(inverted).toEqual([]);
});

test('a date before year 1000 typed into a date filter is refused beside it, not sent as 1950', async ({
  page,
}) => {
  const sent = requestsTo(page, '/api/admin/audit-logs');
  await signIn(page);
  await page.goto('/settings/audit-log');
  const table = page.getByRole('table', { name: 'Audit log entries' });
  await expect(table).toBeVisible();
  const from = page.getByLabel('From', { exact: true });

  await from.fill('0050-01-01');
  await from.press('Enter');
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: /^Enter a date from .*1000 to .*9999; this date is not applied\.$/ });
  await expect(refusal).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/this date is not applied/);
  await from.blur();
  await expect(refusal).toBeVisible();
  await expect(from).toHaveValue('0050-01-01');
  await expect(page).not.toHaveURL(/[?&]from=/);

  // A whole date in the years the API takes is applied, and the refusal goes.
  await from.fill('2020-01-01');
  await expect(page).toHaveURL(/[?&]from=2020-01-01/);
  await expect(refusal).toHaveCount(0);
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => sent.some((url) => url.searchParams.has('from'))).toBe(true);
  // Year 0050 never went out, neither as it was typed nor misread as 1950.
  const starts = sent.flatMap((url) => url.searchParams.getAll('from'));
  expect(
    starts.every((start) => start.startsWith('2019-12-31') || start.startsWith('2020-01-01')),
  ).toBe(true);
});

test('a "Created from" and a "Created until" date given at once both filter the users list', async ({
  page,
}) => {
  const sent = requestsTo(page, '/api/admin/users');
  await signIn(page);
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  // Both dates in one task, before the list renders again: each field applies its date at once.
  await page.evaluate(() => {
    const setDate = (label: string, value: string) => {
      const field = [...document.querySelectorAll('label')].find(
        (candidate) => candidate.textContent === label,
      )?.control;
      if (!(field instanceof HTMLInputElement)) throw new Error(`no "${label}" field`);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    setDate('Created from', '2026-11-20');
    setDate('Created until', '2026-11-23');
  });
  await expect(page).toHaveURL(/[?&]createdFrom=2026-11-20(&|$)/);
  await expect(page).toHaveURL(/[?&]createdTo=2026-11-23(&|$)/);
  await expect(page.getByLabel('Created from')).toHaveValue('2026-11-20');
  // Sent as the instants that bound those days in the admin's time zone.
  await expect
    .poll(() =>
      sent.some(
        (url) =>
          url.searchParams.has('createdFrom') &&
          url.searchParams.has('createdTo') &&
          Date.parse(url.searchParams.get('createdTo') ?? '') -
            Date.parse(url.searchParams.get('createdFrom') ?? '') >
            3 * 24 * 3600 * 1000,
      ),
    )
    .toBe(true);

  // Typed one after the other as an admin does, the second straight after the first.
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.getByLabel('Created from').fill('2026-10-01');
  await page.getByLabel('Created until').fill('2026-10-31');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-10-01(&|$)/);
  await expect(page).toHaveURL(/[?&]createdTo=2026-10-31(&|$)/);
});
