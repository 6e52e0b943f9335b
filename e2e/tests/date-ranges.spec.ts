import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { dateSegments, fillDate, pasteInto } from './date-field';

/** Every request a list screen sends to an API path, as URLs. */
function requestsTo(page: Page, pathname: string): URL[] {
  const sent: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) sent.push(url);
  });
  return sent;
}

/** The `createdFrom` dates of the addresses the page goes to from now on, each once, in order. */
function createdFromDates(page: Page): () => string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return () =>
    [
      ...new Set(addresses.map((address) => new URL(address).searchParams.get('createdFrom'))),
    ].filter((date) => date !== null);
}

test('an inverted date range on the users list is said beside its German day.month.year fields and never sent', async ({
  page,
}) => {
  const sent = requestsTo(page, '/api/admin/users');
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'de-DE'));
  await page.goto('/users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const from = page.getByRole('group', { name: 'Erstellt ab', exact: true });
  const until = page.getByRole('group', { name: 'Erstellt bis', exact: true });
  // The fields follow the console's language, not the browser's (en-US here): day first.
  await expect(from).toHaveText('TT.MM.JJJJ');
  await fillDate(from, '2024-06-10');
  await expect(from).toHaveText('10.06.2024');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-10/);
  await fillDate(until, '2024-06-01');
  await expect(page).toHaveURL(/[?&]createdTo=2024-06-01/);

  const message =
    'Das Startdatum liegt nach dem Enddatum, daher wird der Zeitraum nicht angewendet.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(dateSegments(from).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(dateSegments(until).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(until).toHaveAccessibleDescription(message);
  await expect(dateSegments(until).first()).toHaveAccessibleDescription(message);

  // Put in order, the range is sent; the inverted one before it never was.
  await fillDate(from, '2024-05-20');
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(dateSegments(from).first()).not.toHaveAttribute('aria-invalid', 'true');
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
  const from = page.getByRole('group', { name: 'From', exact: true });

  await fillDate(from, '0050-01-01');
  await page.keyboard.press('Enter');
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: /^Enter a date from .*1000 to .*9999; this date is not applied\.$/ });
  await expect(refusal).toBeVisible();
  await expect(dateSegments(from).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/this date is not applied/);
  await dateSegments(from).last().blur();
  await expect(refusal).toBeVisible();
  await expect(from).toHaveText('01/01/0050');
  await expect(page).not.toHaveURL(/[?&]from=/);

  // A whole date in the years the API takes is applied, and the refusal goes.
  await fillDate(from, '2020-01-01');
  await expect(page).toHaveURL(/[?&]from=2020-01-01/);
  await expect(refusal).toHaveCount(0);
  await expect(dateSegments(from).first()).not.toHaveAttribute('aria-invalid', 'true');
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
    const typeDate = (label: string, digits: string) => {
      const labelId = [...document.querySelectorAll('label')].find(
        (candidate) => candidate.textContent === label,
      )?.id;
      const field = document.querySelector(`[aria-labelledby="${labelId}"]`);
      const first = field?.querySelector<HTMLElement>('[role="spinbutton"]');
      if (!labelId || !first) throw new Error(`no "${label}" field`);
      first.focus();
      for (const key of digits) {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }
    };
    // Month, day, year: the order of the console's English.
    typeDate('Created from', '11202026');
    typeDate('Created until', '11232026');
  });
  await expect(page).toHaveURL(/[?&]createdFrom=2026-11-20(&|$)/);
  await expect(page).toHaveURL(/[?&]createdTo=2026-11-23(&|$)/);
  await expect(page.getByRole('group', { name: 'Created from', exact: true })).toHaveText(
    '11/20/2026',
  );
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
  await fillDate(page.getByRole('group', { name: 'Created from', exact: true }), '2026-10-01');
  await fillDate(page.getByRole('group', { name: 'Created until', exact: true }), '2026-10-31');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-10-01(&|$)/);
  await expect(page).toHaveURL(/[?&]createdTo=2026-10-31(&|$)/);
});

test("a day picked from a date filter's calendar is applied; the calendar speaks the console's language", async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'de-DE'));
  await page.goto('/users?createdFrom=2024-06-10');
  const from = page.getByRole('group', { name: 'Erstellt ab', exact: true });
  await expect(from).toHaveText('10.06.2024');
  const open = from.getByRole('button', { name: 'Datum auswählen' });
  await open.click();
  const grid = page.getByRole('grid', { name: 'Juni 2024' });
  // German weeks start on Monday.
  await expect(grid.getByRole('columnheader').first()).toHaveText(/^Mo/);
  await expect(grid.getByRole('button', { name: 'Montag, 10. Juni 2024' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-11(&|$)/);
  await expect(from).toHaveText('11.06.2024');
  await expect(grid).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("Enter on a date filter's calendar button opens its calendar, each button named by its field", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/users?createdFrom=2024-06-15');
  await expect(page.getByRole('group', { name: 'Created from', exact: true })).toHaveText(
    '06/15/2024',
  );
  const open = page.getByRole('button', { name: 'Choose date Created from' });
  await expect(page.getByRole('button', { name: 'Choose date Created until' })).toHaveCount(1);
  await open.press('Enter');
  await expect(page.getByRole('grid', { name: 'June 2024' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-15(&|$)/);
});

test('an incomplete date in a date filter is said beside it and leaves the filter as it was; emptied, the filter goes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/users?createdFrom=2024-06-15');
  const from = page.getByRole('group', { name: 'Created from', exact: true });
  await expect(from).toHaveText('06/15/2024');
  const day = page.getByRole('spinbutton', { name: 'Created from Day' });
  await expect(day).toHaveAttribute('aria-valuetext', '15');
  await day.press('Backspace');
  await expect(day).toHaveAttribute('aria-valuetext', 'Empty');
  await day.blur();
  const message =
    'Enter the whole date (day, month and year) or clear it; this date is not applied.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(from).toHaveText('06/dd/2024');
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-15(&|$)/);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  // Every segment cleared, the filter is removed.
  await fillDate(from, '');
  await dateSegments(from).last().blur();
  await expect(page).not.toHaveURL(/createdFrom=/);
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
});

test('a day no calendar has (31.02.) is refused beside a German date filter, not applied', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'de-DE'));
  await page.goto('/users?createdFrom=2024-01-15');
  const from = page.getByRole('group', { name: 'Erstellt ab', exact: true });
  await expect(from).toHaveText('15.01.2024');
  // Day 31 (January has it), then month 02; the year stays.
  await fillDate(from, '2024-02-31');
  await expect(from).toHaveText('31.02.2024');
  await page.keyboard.press('Enter');
  const message = 'Diesen Tag gibt es nicht; dieses Datum wird nicht angewendet.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(from).toHaveAccessibleDescription(message);
  await expect(dateSegments(from).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-01-15(&|$)/);
});

test('a date typed over a date filter is applied once, as the field shows it, not each date in between', async ({
  page,
}) => {
  const createdFrom = createdFromDates(page);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'de-DE'));
  await page.goto('/users?createdFrom=2024-06-15');
  const from = page.getByRole('group', { name: 'Erstellt ab', exact: true });
  await expect(from).toHaveText('15.06.2024');
  await dateSegments(from).first().focus();
  await page.keyboard.type('20012025', { delay: 100 });
  await expect(from).toHaveText('20.01.2025');
  await expect(page).toHaveURL(/[?&]createdFrom=2025-01-20(&|$)/);
  await dateSegments(from).last().blur();
  expect(createdFrom()).toEqual(['2024-06-15', '2025-01-20']);

  // English: month/day/year. 0230 makes 02/03 (February has no 30th), then years 0202 and 0004:
  // none is applied, the last is refused, and 9999-02-03 never reaches the address.
  await page.evaluate(() => localStorage.setItem('admin_language', 'en-US'));
  const createdFromInEnglish = createdFromDates(page);
  await page.goto('/users?createdFrom=9999-12-30');
  const english = page.getByRole('group', { name: 'Created from', exact: true });
  await expect(english).toHaveText('12/30/9999');
  await dateSegments(english).first().focus();
  await page.keyboard.type('02302024', { delay: 100 });
  await expect(english).toHaveText('02/03/0004');
  await dateSegments(english).last().blur();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Enter a date from .* to .*; this date is not applied\.$/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]createdFrom=9999-12-30(&|$)/);
  expect(createdFromInEnglish()).toEqual(['9999-12-30']);
});

test('a whole date pasted into a Russian date filter is applied once; a day no calendar has or text that is no date is refused and the filter stays', async ({
  page,
}) => {
  const createdFrom = createdFromDates(page);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'ru-RU'));
  await page.goto('/users?createdFrom=2024-06-15');
  const from = page.getByRole('group', { name: 'Создан с', exact: true });
  await expect(from).toHaveText('15.06.2024');
  const [day, month] = await dateSegments(from).all();
  if (!day || !month) throw new Error('no day and month segments');

  // As the console writes it, into the month: every segment is filled, and the date applied.
  await pasteInto(month, ' 14.03.2026 ');
  await expect(from).toHaveText('14.03.2026');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-03-14(&|$)/);
  // ISO, into the day.
  await pasteInto(day, '2026-01-05');
  await expect(from).toHaveText('05.01.2026');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-01-05(&|$)/);
  await dateSegments(from).last().blur();
  expect(createdFrom()).toEqual(['2024-06-15', '2026-03-14', '2026-01-05']);

  await pasteInto(day, '2026-02-30');
  const impossible = page
    .getByRole('alert')
    .filter({ hasText: 'Такого дня не существует; эта дата не применена.' });
  await expect(impossible).toBeVisible();
  await expect(from).toHaveAccessibleDescription(/эта дата не применена/);
  await expect(from).toHaveText('05.01.2026');

  await pasteInto(day, 'вчера');
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Введите дату полностью (день, месяц и год) или очистите поле; эта дата не применена.',
    }),
  ).toBeVisible();
  await expect(impossible).toHaveCount(0);
  await expect(from).toHaveText('05.01.2026');
  await expect(page).toHaveURL(/[?&]createdFrom=2026-01-05(&|$)/);
  expect(createdFrom()).toEqual(['2024-06-15', '2026-03-14', '2026-01-05']);
});

test("a click outside a date filter's open calendar applies a whole draft once, or says why an incomplete one is not applied", async ({
  page,
}) => {
  const createdFrom = createdFromDates(page);
  await signIn(page);
  await page.goto('/users?createdFrom=2024-06-15');
  const from = page.getByRole('group', { name: 'Created from', exact: true });
  await expect(from).toHaveText('06/15/2024');
  const day = page.getByRole('spinbutton', { name: 'Created from Day' });
  const open = from.getByRole('button', { name: 'Choose date Created from' });
  const outside = page.getByRole('heading', { level: 1 });

  // A whole date whose last segment (the year) was not typed is a draft, not yet applied.
  await day.pressSequentially('20');
  await expect(from).toHaveText('06/20/2024');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-15(&|$)/);
  await open.click();
  await expect(page.getByRole('grid', { name: 'June 2024' })).toBeVisible();
  await outside.click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-20(&|$)/);

  // Part of a date: refused beside the field, the filter in force staying.
  await day.press('Backspace');
  await open.click();
  // It opens on today: the draft names no day.
  await expect(page.getByRole('grid')).toBeVisible();
  await outside.click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const message =
    'Enter the whole date (day, month and year) or clear it; this date is not applied.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(from).toHaveText('06/dd/2024');
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/[?&]createdFrom=2024-06-20(&|$)/);
  expect(createdFrom()).toEqual(['2024-06-15', '2024-06-20']);
});
