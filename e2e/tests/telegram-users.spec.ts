import { personName } from '@console/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { signIn, submitLogin } from '../fixtures/session';
import { dateSegments, fillDate } from './date-field';
import { sidewaysOverflow, signInWithPermissions } from './resource-helpers';

interface TelegramUser {
  id: number;
  telegramId: string;
  username: string | null;
  firstName: string;
  lastName: string | null;
}

/** Log rows per page in the browser: the demo data has about 10 logs per user, fewer than 50. */
const SMALL_PAGE = 5;

let token = '';
/** The signed-in admin's display name, as the console shows who made a change. */
let adminName = '';

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/auth/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string; user: { name: string } } };
  token = data.token;
  adminName = data.user.name;
});

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/admin${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The name the console shows (family name first for a CJK name), else @username, else the id. */
const labelOf = (user: TelegramUser) =>
  personName(user.firstName, user.lastName) ||
  (user.username ? `@${user.username}` : user.telegramId);

test('/telegram-users lists the users and opens one with its progress', async ({
  page,
  request,
}) => {
  const { items } = await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=20');
  const [newest] = items;
  if (!newest) throw new Error('The demo data has no Telegram users');
  await signIn(page);
  await page.goto('/telegram-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Telegram users' });
  await expect(table.getByRole('row')).toHaveCount(items.length + 1);

  await table
    .getByRole('link', { name: labelOf(newest) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/telegram-users/${newest.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Telegram user details' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: labelOf(newest) })).toBeVisible();
  await expect(page.getByText(newest.telegramId, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress per goal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Block|Unblock) user$/ })).toBeVisible();

  // The XP left to the next level is read as it is, without a trend word ("No change") before it.
  const { xpToNextLevel } = await api<{ xpToNextLevel: number | null }>(
    request,
    `/telegram-users/${newest.id}`,
  );
  const levelCard = page.locator('[data-slot="stat-card"]', { hasText: /^Level/ });
  if (xpToNextLevel !== null) {
    await expect(levelCard.locator('[data-slot="stat-card-delta"]')).toHaveText(
      `${xpToNextLevel.toLocaleString('en-US')} XP to the next level`,
    );
  }
});

test('the logs load the next cursor page when scrolled to the end', async ({ page, request }) => {
  // A user with more than one small page of logs.
  const { items } = await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=50');
  let chosen: TelegramUser | undefined;
  for (const user of items) {
    const logs = await api<{ items: unknown[]; nextCursor: string | null }>(
      request,
      `/telegram-users/${user.id}/logs?limit=${SMALL_PAGE * 2}`,
    );
    if (logs.nextCursor !== null) {
      chosen = user;
      break;
    }
  }
  if (!chosen) throw new Error(`No Telegram user has more than ${SMALL_PAGE * 2} logs`);

  const cursors: (string | null)[] = [];
  await page.route(/\/api\/admin\/telegram-users\/\d+\/logs\?/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(SMALL_PAGE));
    cursors.push(url.searchParams.get('cursor'));
    await route.continue({ url: url.toString() });
  });
  await signIn(page);
  await page.goto(`/telegram-users/${chosen.id}`);
  await page.getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(new RegExp(`/telegram-users/${chosen.id}/logs$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Activity log of ${labelOf(chosen)}` }),
  ).toBeVisible();

  const list = page.getByRole('list', { name: 'Activity log entries' });
  const rows = list.locator('[data-slot="virtual-list-item"]');
  await expect(rows.first()).toBeVisible();
  expect(cursors[0]).toBeNull();
  await list.evaluate((element) => {
    const viewport = element.parentElement;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  });
  await expect.poll(() => cursors.filter((cursor) => cursor !== null).length).toBeGreaterThan(0);
  await expect.poll(() => rows.count()).toBeGreaterThan(SMALL_PAGE);

  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=message/);

  // The date fields are named by labels on screen, not only for screen readers.
  await expect(page.getByText('From date', { exact: true })).toBeVisible();
  await expect(page.getByText('Until date', { exact: true })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'From date', exact: true }), '2020-01-01');
  await expect(page).toHaveURL(/[?&]from=2020-01-01/);
});

test('the list filters by join date through labelled date fields', async ({ page }) => {
  await signIn(page);
  await page.goto('/telegram-users');
  await expect(page.getByText('Joined from', { exact: true })).toBeVisible();
  await expect(page.getByText('Joined until', { exact: true })).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Joined until', exact: true }), '2000-01-01');
  await expect(page).toHaveURL(/[?&]joinedTo=2000-01-01/);
  await expect(
    page.getByRole('table', { name: 'Telegram users' }).getByText('No results found'),
  ).toBeVisible();
});

test('a date typed digit by digit into a date filter is applied whole, never year 0002', async ({
  page,
}) => {
  // Every address the list's filter has had: a date field reports year 0002 as soon as the first
  // digit of its year is typed, which used to go to the address and break the typing.
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await signIn(page);
  await page.goto('/telegram-users');
  const table = page.getByRole('table', { name: 'Telegram users' });
  await expect(table.getByRole('link').first()).toBeVisible();

  // An admin's typing speed (the console's date field is month/day/year in English).
  const from = page.getByRole('group', { name: 'Joined from', exact: true });
  await dateSegments(from).first().focus();
  await page.keyboard.type('11202099', { delay: 150 });
  await expect(from).toHaveText('11/20/2099');
  await expect(page).toHaveURL(/[?&]joinedFrom=2099-11-20(&|$)/);
  await expect(table.getByText('No results found')).toBeVisible();
  const joinedFrom = () => [
    ...new Set(addresses.map((address) => new URL(address).searchParams.get('joinedFrom'))),
  ];
  expect(joinedFrom()).toEqual([null, '2099-11-20']);

  // A new year typed over the date's year: the list follows once the year is whole.
  await dateSegments(from).first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('2020', { delay: 150 });
  await expect(from).toHaveText('11/20/2020');
  await expect(page).toHaveURL(/[?&]joinedFrom=2020-11-20(&|$)/);
  await expect(table.getByRole('link').first()).toBeVisible();
  expect(joinedFrom()).toEqual([null, '2099-11-20', '2020-11-20']);

  // A change of the filter from elsewhere empties the field.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/joinedFrom=/);
  await expect(from).toHaveText('mm/dd/yyyy');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]joinedFrom=2020-11-20(&|$)/);
  await expect(from).toHaveText('11/20/2020');
});

test('a "from" after "until" is flagged beside the date fields and never sent', async ({
  page,
  request,
}) => {
  const sent: URL[] = [];
  page.on('request', (sentRequest) => {
    const url = new URL(sentRequest.url());
    if (/^\/api\/admin\/telegram-users(\/\d+\/logs)?$/.test(url.pathname)) sent.push(url);
  });
  // Days go out as the instants that bound them in the browser's time zone.
  const [june10, june1End, may20] = await page.evaluate(() => [
    new Date(2024, 5, 10).toISOString(),
    new Date(new Date(2024, 5, 2).getTime() - 1).toISOString(),
    new Date(2024, 4, 20).toISOString(),
  ]);
  const invertedRangeSent = (from: string, to: string) =>
    sent.some(
      (url) => url.searchParams.get(from) === june10 && url.searchParams.get(to) === june1End,
    );
  const message = 'The start date is after the end date, so the date range is not applied.';

  await signIn(page);
  await page.goto('/telegram-users');
  const table = page.getByRole('table', { name: 'Telegram users' });
  await fillDate(page.getByRole('group', { name: 'Joined from', exact: true }), '2024-06-10');
  await expect(page).toHaveURL(/[?&]joinedFrom=2024-06-10/);
  await fillDate(page.getByRole('group', { name: 'Joined until', exact: true }), '2024-06-01');
  await expect(page).toHaveURL(/[?&]joinedTo=2024-06-01/);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(
    dateSegments(page.getByRole('group', { name: 'Joined from', exact: true })).first(),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('group', { name: 'Joined until', exact: true }),
  ).toHaveAccessibleDescription(message);
  // The list shows the users without the range instead of silently showing none.
  await expect(table.getByRole('link').first()).toBeVisible();
  await fillDate(page.getByRole('group', { name: 'Joined from', exact: true }), '2024-05-20');
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect
    .poll(() => sent.some((url) => url.searchParams.get('joinedFrom') === may20))
    .toBe(true);
  // Requests go out in order: the range in order was sent, the inverted one before it was not.
  expect(invertedRangeSent('joinedFrom', 'joinedTo')).toBe(false);

  // The activity log of one user has the same date fields.
  const [user] = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=1'))
    .items;
  if (!user) throw new Error('No Telegram user');
  await page.goto(`/telegram-users/${user.id}/logs?from=2024-06-10&to=2024-06-01`);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(
    dateSegments(page.getByRole('group', { name: 'From date', exact: true })).first(),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => sent.some((url) => url.pathname.endsWith('/logs'))).toBe(true);
  expect(invertedRangeSent('from', 'to')).toBe(false);
});

test("a user's details lead back to the list with its filter and page", async ({
  page,
  request,
}) => {
  const search = '?status=active&page=2&pageSize=10';
  const { items } = await api<{ items: TelegramUser[] }>(request, `/telegram-users${search}`);
  const [user] = items;
  if (!user) throw new Error('The demo data has fewer than 11 active Telegram users');
  await signIn(page);
  await page.goto(`/telegram-users${search}`);
  const table = page.getByRole('table', { name: 'Telegram users' });
  await table
    .getByRole('link', { name: labelOf(user) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/telegram-users/${user.id}$`));
  await page.getByRole('link', { name: 'Back to Telegram users' }).click();
  await expect(page).toHaveURL(`/telegram-users${search}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: Active');
  await expect(table.getByRole('link', { name: labelOf(user) }).first()).toBeVisible();
});

test('an admin without users:read gets Access Denied on /telegram-users', async ({
  page,
  request,
}) => {
  const limited = {
    name: 'Goals Only',
    username: 'goals-only-tg',
    password: 'Saffron-Brook-58',
  };
  const created = await request.post('/api/admin/admin-users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...limited, permissions: ['goals:read'] },
  });
  expect([200, 201, 409]).toContain(created.status());

  await page.goto('/login');
  await submitLogin(page, limited.username, limited.password);
  await expect(page.getByRole('banner').getByText(`Welcome back, ${limited.name}`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: /Telegram Users/,
    }),
  ).toHaveCount(0);
  await page.goto('/telegram-users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

test('an admin with users:read exports the filtered users with the visible columns', async ({
  page,
  request,
}) => {
  const { total } = await api<{ total: number }>(
    request,
    '/telegram-users?status=blocked&pageSize=1',
  );
  expect(total).toBeGreaterThan(0);
  await signInWithPermissions(page, request, ['users:read']);
  await page.goto('/telegram-users?status=blocked');
  await expect(page.getByText(new RegExp(`of ${total.toLocaleString('en-US')}$`))).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^telegram-users-.*\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  // The "User" column writes the names and the username, the current goal its id and title (not
  // an object); hidden columns are left out.
  expect(lines[0]).toBe(
    'firstName,lastName,username,telegramId,status,level,xp,streak,currentGoalId,currentGoalTitle,joinedAt,lastActiveAt',
  );
  expect(lines).toHaveLength(1 + total);
  // Demo names hold no commas or quotes, so the fifth cell is the status.
  expect(lines.slice(1).every((line) => line.split(',')[4] === 'blocked')).toBe(true);
});

test('a list export shows the rows and bytes received of the total and can be cancelled', async ({
  page,
  request,
}) => {
  const { total } = await api<{ total: number }>(request, '/telegram-users?pageSize=1');
  await signIn(page);
  await page.goto('/telegram-users');
  await expect(page.getByText(new RegExp(`of ${total.toLocaleString('en-US')}$`))).toBeVisible();
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  // A slow line, so that the file streams in over several seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 8 * 1024,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Exporting / });
  await expect(status).toHaveText(
    new RegExp(
      `^Exporting [1-9][\\d,]* of ${total.toLocaleString('en-US')} rows \\([\\d.]+ kB\\)…$`,
    ),
  );
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(status).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The cancelled export saved nothing; the next one completes.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await download;
  await expect(page.getByText(`Exported rows: ${total.toLocaleString('en-US')}`)).toBeVisible();
  expect(downloads).toBe(1);
});

test('the activity log names the challenge a log is about and the XP it earned', async ({
  page,
  request,
}) => {
  interface Log {
    type: string;
    payload: { challengeId?: number; xp?: number };
  }
  const users = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=50'))
    .items;
  let found: { user: TelegramUser; log: Log } | undefined;
  for (const user of users) {
    const [log] = (
      await api<{ items: Log[] }>(
        request,
        `/telegram-users/${user.id}/logs?type=challenge_completed&limit=1`,
      )
    ).items;
    if (log?.payload.challengeId !== undefined && log.payload.xp !== undefined) {
      found = { user, log };
      break;
    }
  }
  if (!found) throw new Error('no completed challenge in the demo logs');
  const { challengeId, xp } = found.log.payload;
  const challenge = await api<{ title: string }>(request, `/challenges/${challengeId}`);

  await signIn(page);
  await page.goto(`/telegram-users/${found.user.id}/logs?type=challenge_completed`);
  const first = page
    .getByRole('list', { name: 'Activity log entries' })
    .getByRole('listitem')
    .first();
  await expect(first).toContainText(`${challenge.title} · ${xp} XP earned`);
  await expect(first).not.toContainText('challengeId');
});

test('Clear filters on the activity log leaves the keyboard on the type filter', async ({
  page,
  request,
}) => {
  const [user] = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=1'))
    .items;
  if (!user) throw new Error('The demo data has no Telegram users');
  await signIn(page);
  await page.goto(`/telegram-users/${user.id}/logs?type=challenge_completed`);
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/type=/);
  await expect(clear).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Event type' })).toBeFocused();
});

/** A message a user sent the bot, longer than two lines of the log on any screen. */
const longMessage =
  'I walked to work every day this week, took the stairs instead of the lift and still have not ' +
  'reached my step goal. Is the counter broken, or do the steps on the stairs not count towards ' +
  'the daily challenge? My friends in the running club have the same problem since Monday.';

for (const [screen, viewport] of [
  ['a 360 px phone', { width: 360, height: 740 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test('a long activity-log description shows two lines, then all of it from the keyboard', async ({
      page,
      request,
    }) => {
      const [user] = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=1'))
        .items;
      if (!user) throw new Error('The demo data has no Telegram users');
      // The newest entry becomes a long message; the others stay as the server sends them.
      await page.route(/\/api\/admin\/telegram-users\/\d+\/logs\?/, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as {
          data: { items: { type: string; payload: Record<string, unknown> }[] };
        };
        const [newest] = body.data.items;
        if (newest) Object.assign(newest, { type: 'message', payload: { text: longMessage } });
        await route.fulfill({ response: answer, json: body });
      });
      await signIn(page);
      await page.goto(`/telegram-users/${user.id}/logs`);
      const entry = page
        .getByRole('list', { name: 'Activity log entries' })
        .getByRole('listitem')
        .first();
      await expect(entry).toContainText('I walked to work');
      const description = entry.locator('[data-slot="expandable-text-content"]');
      const lineHeight = await description.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).lineHeight),
      );
      const height = async () => (await description.boundingBox())?.height ?? 0;
      expect(await height()).toBeLessThanOrEqual(lineHeight * 2 + 1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      const more = entry.getByRole('button', { name: 'Show more' });
      await more.focus();
      await page.keyboard.press('Enter');
      const less = entry.getByRole('button', { name: 'Show less' });
      await expect(less).toBeFocused();
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      expect(await height()).toBeGreaterThan(lineHeight * 2 + 1);
      // All of it is on screen now, inside the entry: the next entry moved down to make room.
      expect(
        await description.evaluate((element) => element.scrollHeight - element.clientHeight),
      ).toBeLessThanOrEqual(0);
      const entryBox = await entry.boundingBox();
      const nextBox = await page
        .getByRole('list', { name: 'Activity log entries' })
        .getByRole('listitem')
        .nth(1)
        .boundingBox();
      expect(nextBox?.y ?? 0).toBeGreaterThanOrEqual(
        (entryBox?.y ?? 0) + (entryBox?.height ?? 0) - 1,
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await page.keyboard.press('Enter');
      await expect(entry.getByRole('button', { name: 'Show more' })).toBeFocused();
      expect(await height()).toBeLessThanOrEqual(lineHeight * 2 + 1);
    });
  });
}

test('blocking a user someone else blocked meanwhile shows the user as they are now', async ({
  page,
  request,
}) => {
  const id = 41;
  const setStatus = async (next: 'active' | 'blocked', reason?: string) => {
    const current = await api<{ status: string; version: number }>(
      request,
      `/telegram-users/${id}`,
    );
    if (current.status === next) return;
    const answer = await request.patch(`/api/admin/telegram-users/${id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: next, version: current.version, ...(reason ? { reason } : {}) },
    });
    expect(answer.ok()).toBe(true);
  };
  await setStatus('active');
  await signIn(page);
  await page.goto(`/telegram-users/${id}`);
  await page.getByRole('button', { name: 'Block user' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();

  await setStatus('blocked', 'Spam links, blocked in the e2e test');
  // A block needs a reason: the button waits for one.
  await expect(dialog.getByRole('button', { name: 'Block user' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Typed in the dialog');
  await dialog.getByRole('button', { name: 'Block user' }).click();

  await expect(
    page.getByText(
      'Someone else changed this user meanwhile: the page shows their current status now.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unblock user' })).toBeVisible();
  // The page says why, by whom and when the user was blocked; the super admin's name leads to
  // the admin's page.
  const profile = page.locator('dl');
  await expect(profile.getByText('Spam links, blocked in the e2e test')).toBeVisible();
  const blockedBy = profile
    .getByText('Blocked by', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(blockedBy.getByRole('link', { name: adminName })).toHaveAttribute(
    'href',
    /^\/admin-users\/\d+\/edit$/,
  );
  await expect(profile.getByText('Blocked on', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Spam links, blocked in the e2e test' }),
  ).toContainText(`By ${adminName}`);
  await setStatus('active');
});

test('the logs of a user that does not exist say so and lead back to the list, with nothing to retry', async ({
  page,
}) => {
  await signIn(page);
  for (const path of ['/telegram-users/999999/logs', '/telegram-users/abc/logs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
    await expect(page.getByText('This Telegram user does not exist or was deleted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the user' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Telegram users' }).click();
  await expect(page).toHaveURL(/\/telegram-users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram Users' })).toBeVisible();
});

test("the activity log's type and date filters each push a history entry, so Back undoes them", async ({
  page,
  request,
}) => {
  const [user] = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=1'))
    .items;
  if (!user) throw new Error('no Telegram user in the demo data');
  await signIn(page);
  await page.goto(`/telegram-users/${user.id}`);
  await page.getByRole('link', { name: 'Activity log' }).click();
  const logsPath = `/telegram-users/${user.id}/logs`;
  await expect(page).toHaveURL(new RegExp(`${logsPath}$`));

  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Challenge completed', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${logsPath}\\?type=challenge_completed$`));
  await fillDate(page.getByRole('group', { name: 'From date', exact: true }), '2020-01-01');
  await expect(page).toHaveURL(/[?&]from=2020-01-01/);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${logsPath}\\?type=challenge_completed$`));
  await expect(page.getByRole('combobox', { name: 'Event type' })).toContainText(
    'Challenge completed',
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${logsPath}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/telegram-users/${user.id}$`));
});

test("a user's activity log exports every entry of the filter shown, not only the pages scrolled through", async ({
  page,
  request,
}) => {
  interface Page {
    items: { id: string; type: string }[];
    nextCursor: string | null;
  }
  const [user] = (await api<{ items: TelegramUser[] }>(request, '/telegram-users?pageSize=1'))
    .items;
  if (!user) throw new Error('no Telegram user in the demo data');
  const ids: string[] = [];
  for (let cursor = ''; ; ) {
    const page = await api<Page>(
      request,
      `/telegram-users/${user.id}/logs?type=message&limit=100${cursor}`,
    );
    ids.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) break;
    cursor = `&cursor=${page.nextCursor}`;
  }

  await signIn(page);
  await page.goto(`/telegram-users/${user.id}/logs?type=message`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const header = (lines[0] ?? '').split(',');
  expect(header).toEqual(expect.arrayContaining(['id', 'type', 'createdAt']));
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((row) => row[header.indexOf('type')])).toEqual(ids.map(() => 'message'));
  expect(new Set(rows.map((row) => row[header.indexOf('id')]))).toEqual(new Set(ids));
});
