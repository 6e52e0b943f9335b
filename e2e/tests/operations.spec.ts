import { readFile, writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import { signIn, submitLogin } from '../fixtures/session';
import { api, field, signInWithPermissions, superAdminToken, unique } from './resource-helpers';

// Several screens per test, with downloads and uploads, on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Goal {
  id: number;
  title: string;
  category: string;
  version: number;
}

interface Page_<T> {
  items: T[];
  total: number;
}

test('the audit log shows an edited goal with its field-by-field diff', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Audited goal'),
    category: 'before-category',
  });
  await api(request, token, 'PUT', `/goals/${goal.id}`, {
    category: 'after-category',
    version: goal.version,
  });

  await signIn(page);
  // From Settings through the operations links.
  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // The goal's own history, from the History link of its edit page: its creation and its update.
  await page.goto(`/goals/edit/${goal.id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/settings/audit-log\\?resource=goals&recordId=${goal.id}$`),
  );
  // Actions and resources by their names, not their codes.
  await expect(page.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1);
  const entry = page.getByRole('row').filter({ hasText: 'Updated' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(E2E_ADMIN.username);
  await expect(entry).toContainText('Goals');
  await expect(entry).not.toContainText('update');
  await entry.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View changes' }).click();

  const diff = page.getByRole('dialog', { name: 'Changes' });
  await expect(diff).toContainText(`Updated: Goals #${goal.id}`);
  // Fields by their labels.
  const category = diff.getByRole('row', { name: /^Category/ });
  await expect(category).toContainText('before-category');
  await expect(category).toContainText('after-category');
  await expect(category).toHaveAttribute('data-changed', 'true');
  await expect(diff.getByRole('row', { name: /^Title/ })).toHaveAttribute('data-changed', 'false');
  // Instants in the admin's format (en-US, to the second), never as raw ISO text.
  const updatedAt = diff.getByRole('row', { name: /^Updated/ });
  await expect(updatedAt).toHaveAttribute('data-changed', 'true');
  await expect(updatedAt.locator('time')).toHaveCount(2);
  await expect(updatedAt.locator('time').first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}\s[AP]M$/,
  );
  await expect(diff).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
});

test('the audit log filters by action and resource from selects of their names', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Filtered goal'),
    category: 'audit-filter',
  });
  await api(request, token, 'PUT', `/goals/${goal.id}`, {
    category: 'audit-filter-2',
    version: goal.version,
  });

  await signIn(page);
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Resource' }).click();
  await expect(page.getByRole('option', { name: 'Resource: all' })).toBeVisible();
  await page.getByRole('option', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(/[?&]resource=goals(&|$)/);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Updated', exact: true }).click();
  await expect(page).toHaveURL(/[?&]action=update(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Action: Updated');

  // Only updates of goals are left, this goal's among them.
  const rows = page.getByRole('row');
  await expect(
    rows
      .filter({ hasText: 'Updated' })
      .filter({ hasText: 'Goals' })
      .filter({ hasText: String(goal.id) }),
  ).not.toHaveCount(0);
  await expect(rows.filter({ hasText: 'Created' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Deleted' })).toHaveCount(0);

  // "All" clears the filter from the URL again.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Action: all' }).click();
  await expect(page).not.toHaveURL(/[?&]action=/);
  await expect(page).toHaveURL(/[?&]resource=goals(&|$)/);
});

test("a user's detail page links to that user's history in the audit log", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  interface AppUser {
    id: number;
    verified: boolean;
    version: number;
  }
  const users = await api<Page_<AppUser>>(request, token, 'GET', '/users?pageSize=1');
  const user = users.items[0];
  if (!user) throw new Error('The demo data has no app user');
  await api(request, token, 'PUT', `/users/${user.id}`, {
    verified: !user.verified,
    version: user.version,
  });

  await signIn(page);
  await page.goto(`/users/${user.id}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/settings/audit-log\\?resource=appUsers&recordId=${user.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: 'Updated' });
  await expect(entry.first()).toContainText(String(user.id));
  await expect(entry.first()).toContainText('Users');
  await expect(entry.first()).not.toContainText('appUsers');
});

test('an admin who is no super user sees no History link on an edit page', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Goal seen by an editor'),
    category: 'history',
  });
  await signInWithPermissions(page, request, ['goals:read', 'goals:write']);
  await page.goto(`/goals/edit/${goal.id}`);
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(goal.title);
  await expect(page.getByRole('link', { name: 'Back to the list' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toHaveCount(0);
});

test('the security log shows the sign-in', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/security-log?type=login.succeeded');
  await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: E2E_ADMIN.username })
      .filter({ hasText: 'Sign-in' })
      .first(),
  ).toBeVisible();
});

test('a CSV export of goals streams every matching row into a file', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const prefix = unique('Exported');
  const titles = [`${prefix} one`, `${prefix} two`, `${prefix} three`];
  for (const title of titles) {
    await api(request, token, 'POST', '/goals', { title, category: 'export' });
  }

  await signIn(page);
  // As linked from the goals list with its search.
  await page.goto(`/settings/export?resource=goals&q=${encodeURIComponent(prefix)}`);
  await expect(page.getByText(`q=${prefix}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(1 + titles.length);
  for (const title of titles) expect(csv).toContain(title);
  await expect(page.getByRole('status').filter({ hasText: 'Rows received: 3 of 3' })).toBeVisible();
});

test('an import preview shows a row error and valid-only imports the other rows', async ({
  page,
  request,
}) => {
  const prefix = unique('Imported');
  const csv = [
    'Title,Category,isActive,Notes',
    `${prefix} first,import,true,x`,
    ',import,true,missing title',
    `${prefix} second,import,false,y`,
  ].join('\n');

  await signIn(page);
  await page.goto('/settings/import');
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'goals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('Rows read: 3, columns: 4')).toBeVisible();
  // Matching names are mapped already; the extra column is left out.
  await expect(page.getByRole('combobox', { name: 'Field for column Title' })).toHaveText(
    'Title (title)',
  );
  await expect(page.getByRole('combobox', { name: 'Field for column Notes' })).toHaveText(
    'Do not import',
  );

  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 3, valid: 2, with errors: 1')).toBeVisible();
  const errors = page.getByRole('list', { name: 'Rows with errors' });
  // The console's own validation message, not the server's zod English ("Invalid input: …").
  // Named by the field's label and the row as a spreadsheet numbers it (the header is row 1).
  await expect(errors).toHaveText('Spreadsheet row 3: Title: This field is required');

  await page.getByRole('radio', { name: /^Valid rows only/ }).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created: 2, skipped: 1')).toBeVisible();

  const token = await superAdminToken(request);
  const found = await api<Page_<Goal>>(
    request,
    token,
    'GET',
    `/goals?q=${encodeURIComponent(prefix)}&pageSize=10`,
  );
  expect(found.items.map((goal) => goal.title).sort()).toEqual([
    `${prefix} first`,
    `${prefix} second`,
  ]);
});

test('a CSV exported by the console imports back as it was exported, and Excel files with semicolons in Windows-1252 are read', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  // The search finds a prefix of the title or the category: the category names this test's goals.
  const category = unique('roundtrip');
  // Texts a spreadsheet would run as formulas, and one that really starts with an apostrophe.
  const titles = ['=1+2 sum', "'=A1 quoted", '-x dash', '@home', "'plain apostrophe"];
  for (const title of titles) {
    await api(request, token, 'POST', '/goals', { title, category });
  }
  const exported = await request.get(
    `/api/admin/operations/export/goals?format=csv&columns=title,category&q=${encodeURIComponent(category)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(exported.ok()).toBe(true);
  const csv = await exported.text();
  // The export guards the formulas (and the apostrophe that comes before one).
  expect(csv).toContain(`'=1+2 sum,${category}`);
  expect(csv).toContain(`''=A1 quoted,${category}`);
  expect(csv).toContain(`'plain apostrophe,${category}`);

  await signIn(page);
  await page.goto('/settings/import');
  const file = page.getByLabel('File (CSV or JSON)');
  await file.setInputFiles({ name: 'goals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Rows read: 5, columns: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 5, valid: 5, with errors: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created: 5, skipped: 0')).toBeVisible();
  const found = await api<Page_<Goal>>(
    request,
    token,
    'GET',
    `/goals?q=${encodeURIComponent(category)}&pageSize=20`,
  );
  // Each title twice, exactly as it was: the guard's apostrophes were taken off again.
  expect(found.items.map((goal) => goal.title).sort()).toEqual([...titles, ...titles].sort());

  // Excel in German or French: semicolons, Windows-1252 (é is 0xE9, € is 0x80).
  const latin = unique('latin');
  const excel = Buffer.concat([
    Buffer.from('Title;Category\r\n"Caf', 'latin1'),
    Buffer.from([0xe9, 0x20, 0x80]),
    Buffer.from(`, outdoor";${latin}\r\n`, 'latin1'),
  ]);
  await page.reload();
  await file.setInputFiles({ name: 'goals.csv', mimeType: 'text/csv', buffer: excel });
  await expect(page.getByText('Rows read: 1, columns: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 1, valid: 1, with errors: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created: 1, skipped: 0')).toBeVisible();
  const latinGoals = await api<Page_<Goal>>(
    request,
    token,
    'GET',
    `/goals?q=${encodeURIComponent(latin)}&pageSize=5`,
  );
  expect(latinGoals.items.map((goal) => [goal.title, goal.category])).toEqual([
    ['Café €, outdoor', latin],
  ]);

  // More rows than one import takes: refused as the file is read, naming both numbers.
  await file.setInputFiles({
    name: 'many.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`title,category\n${'Run,fitness\n'.repeat(10_001)}`),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'The file has 10,001 rows; an import takes at most 10,000. Split it into smaller files.',
  );
  await expect(page.getByRole('button', { name: 'Check rows' })).toHaveCount(0);
});

test('a backup downloads, a foreign version is refused, a broken file is rolled back, and the same backup restores with progress', async ({
  browser,
  page,
  request,
}, testInfo) => {
  await signIn(page);
  await page.goto('/settings/backup');
  const downloadButton = page.getByRole('button', { name: 'Download backup' });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });

  // A broken line: the card says the download failed, nothing is saved.
  const backupRoute = '**/api/admin/operations/backup';
  await page.route(backupRoute, (route) => route.abort('connectionreset'));
  await downloadButton.click();
  await expect(page.getByRole('alert')).toContainText('The backup could not be downloaded.');
  await page.unroute(backupRoute);

  // A slow line: the bytes received show while the file streams in (no row count), and the
  // download can be cancelled without saving anything.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = (downloadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await throttle(4 * 1024);
  await downloadButton.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Bytes have arrived: the cancel below stops a body that is streaming in, not a request.
  await expect(page.getByRole('status').filter({ hasText: /^Receiving… / })).toHaveText(
    /^Receiving… [1-9][\d.,]* (bytes|kB)$/,
  );
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The backup download was cancelled.' }),
  ).toHaveText('The backup download was cancelled. Nothing was saved.');
  await throttle(-1);

  // The whole backup, named by the server.
  const download = page.waitForEvent('download');
  await downloadButton.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^console-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/);
  await expect(page.getByRole('status').filter({ hasText: /^Backup received: / })).toBeVisible();
  expect(downloads).toBe(1);
  const backupPath = await saved.path();
  const text = await readFile(backupPath, 'utf8');
  const backup = JSON.parse(text) as {
    schemaVersion: number;
    tables: Record<string, { title?: string }[]>;
  };
  expect(backup).toMatchObject({ format: 'console-backup' });
  const goalTitles = (backup.tables.goals ?? []).map((goal) => goal.title);
  expect(goalTitles.length).toBeGreaterThan(0);

  const restoreFile = page.getByLabel('Backup file');
  const confirmRestore = async () => {
    await page.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Restore' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await confirm.click();
  };
  const refusal = page.getByRole('alert').filter({ hasText: 'The server refused the restore.' });

  // Not JSON: refused in the browser from the file's first bytes, before anything is sent.
  await restoreFile.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json'),
  });
  await expect(page.getByRole('alert')).toHaveText(/not JSON/);

  // A schema version this server does not restore (newer, or older than the oldest it restores):
  // said from the file's head with what to do, before the confirmation to replace every table.
  const atVersion = async (version: number) => {
    const file = testInfo.outputPath(`backup-at-${version}.json`);
    await writeFile(
      file,
      text.replace(`"schemaVersion":${backup.schemaVersion}`, `"schemaVersion":${version}`),
    );
    return file;
  };
  const current = backup.schemaVersion;
  await restoreFile.setInputFiles(await atVersion(current + 1));
  await expect(page.getByRole('alert')).toContainText(
    `made with schema version ${current + 1}, which is newer than this server’s (${current}). Update this server`,
  );
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await restoreFile.setInputFiles(await atVersion(1));
  await expect(page.getByRole('alert')).toContainText(
    `made with schema version 1; this server restores backups of schema versions 2 to ${current}.`,
  );
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);

  // Broken at the very end: the tables before it were written, then everything rolled back.
  const broken = testInfo.outputPath('broken-backup.json');
  await writeFile(broken, text.replace(/\}\}\s*$/, '}'));
  await restoreFile.setInputFiles(broken);
  await confirmRestore();
  await expect(refusal).toContainText('Malformed backup file');
  const token = await superAdminToken(request);
  const goalsNow = await api<Page_<Goal>>(request, token, 'GET', '/goals?pageSize=1');
  expect(goalsNow.total).toBe(goalTitles.length);

  // The backup just taken: progress, then the result with each table's rows; every session ends.
  // A console signed in elsewhere meanwhile learns why at its next request.
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere);
  await page.goto('/settings/backup');
  await restoreFile.setInputFiles(backupPath);
  await expect(page.getByText(`schema version ${backup.schemaVersion},`)).toBeVisible();
  await confirmRestore();
  const result = page.getByRole('status').filter({ hasText: 'Every session has ended' });
  await expect(result).toBeVisible();
  // Each table by its name in the admin's language, not the database's.
  await expect(result).toContainText(`Goals: ${goalTitles.length} rows`);
  await expect(result).toContainText('Admin users: ');
  await expect(result).not.toContainText('admin_users');
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await elsewhere
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals' })
    .click();
  await expect(elsewhere).toHaveURL(/\/login$/);
  await expect(
    elsewhere.getByText(
      'An administrator restored the data from a backup, which signed everyone out. Sign in again to continue.',
    ),
  ).toBeVisible();
  await elsewhere.context().close();
});

test('monitoring shows the performance label', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/monitoring');
  const label = page.locator('[data-status]').filter({ hasText: /^(Excellent|Good|Fair|Poor)$/ });
  await expect(label).toBeVisible();
  expect(['excellent', 'good', 'fair', 'poor']).toContain(await label.getAttribute('data-status'));
  await page.getByRole('button', { name: 'Pause auto-refresh' }).click();
  await expect(page.getByRole('button', { name: 'Resume auto-refresh' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

/** A goal with one challenge of a title no other test uses, made through the API. */
async function challengeInNewGoal(request: APIRequestContext) {
  const token = await superAdminToken(request);
  const goal = await api<Goal>(request, token, 'POST', '/goals', {
    title: unique('Palette goal'),
    category: 'palette',
  });
  const challenge = await api<{ id: number; title: string }>(
    request,
    token,
    'POST',
    `/goals/${goal.id}/challenges`,
    { title: unique('Palette challenge'), xpReward: 5, difficulty: 'easy', durationDays: 3 },
  );
  return { goal, challenge };
}

test('the command palette opens with Ctrl+K and goes to Goals by keyboard', async ({
  page,
  request,
}) => {
  const { goal, challenge } = await challengeInNewGoal(request);
  await signIn(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search pages, records and actions…' });
  await expect(input).toBeFocused();
  await input.pressSequentially('goa');
  const goals = page.getByRole('option', { name: 'Goals', exact: true });
  await expect(goals).toHaveAttribute('aria-selected', 'true');
  // Down and back up again: the highlight moves through the list box.
  await page.keyboard.press('ArrowDown');
  await expect(goals).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await goals.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();

  // Escape closes it again.
  await page.keyboard.press('Control+k');
  await expect(input).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  // A challenge of any goal, found by its title, opens its edit page.
  await page.keyboard.press('Control+k');
  await input.fill(challenge.title);
  const found = page
    .getByRole('group', { name: 'Records' })
    .getByRole('option', { name: `${challenge.title} (${goal.title})` });
  await expect(found).toContainText('Challenge');
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/challenges/edit/${challenge.id}$`));
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(challenge.title);
});

test('Ctrl+K pressed before the palette button has loaded opens the palette once it has', async ({
  page,
}) => {
  // The launcher's code arrives late, as on a slow network or a busy machine.
  await page.route(/\/assets\/launcher-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await signIn(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Open command palette' });
  await expect(button).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(
    page.getByRole('combobox', { name: 'Search pages, records and actions…' }),
  ).toBeFocused();
});

test('the command palette takes an admin who may only read challenges to the goal list', async ({
  page,
  request,
}) => {
  const { goal, challenge } = await challengeInNewGoal(request);
  await signInWithPermissions(page, request, ['challenges:read']);
  await page.keyboard.press('Control+k');
  await page
    .getByRole('combobox', { name: 'Search pages, records and actions…' })
    .fill(challenge.title);
  await page.getByRole('option', { name: `${challenge.title} (${goal.title})` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/challenges/${goal.id}\\?q=${challenge.title.replaceAll(' ', '\\+')}$`),
  );
  await expect(page.getByRole('row').filter({ hasText: challenge.title })).toHaveCount(1);
});

test('cache management lists the server caches, purges one after confirmation, and clears the console cache', async ({
  page,
  request,
}) => {
  // Two requests of the dashboard statistics: the second is served from the cache.
  const token = await superAdminToken(request);
  const stats = () =>
    request.get('/api/admin/dashboard/stats', { headers: { Authorization: `Bearer ${token}` } });
  expect((await stats()).ok()).toBe(true);
  expect((await stats()).headers()['x-cache']).toBe('HIT');

  await signIn(page);
  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: 'Caches' })
    .click();
  await expect(page).toHaveURL(/\/settings\/caches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cache management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Server caches' });
  for (const header of ['Cache', 'Health', 'Hit rate', 'Entries', 'Size', 'Lifetime']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const dashboard = table.getByRole('row').filter({ hasText: 'dashboard.stats' });
  await expect(dashboard).toContainText('Dashboard statistics');
  await expect(dashboard.getByText(/^(Optimal|Warning|Critical)$/)).toBeVisible();
  const cells = dashboard.getByRole('cell');
  // Hit rate, entries (of at most 50) and size: the cache holds the answer just served.
  await expect(cells.nth(1)).toHaveText(/^\d+(\.\d+)?%$/);
  await expect(cells.nth(2)).toHaveText(/^[1-9]\d* \/ 50$/);
  await expect(cells.nth(3)).not.toHaveText('0 byte');
  await expect(table.getByRole('row').filter({ hasText: 'analytics.get' })).toBeVisible();

  // Purging asks first; cancelling keeps the entries.
  await dashboard.getByRole('button', { name: 'Purge dashboard.stats' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Purge the cache dashboard.stats?' });
  await expect(confirm).toContainText(
    'Its entries are dropped; the next requests are computed again.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cells.nth(2)).toHaveText(/^[1-9]\d* \/ 50$/);

  await dashboard.getByRole('button', { name: 'Purge dashboard.stats' }).click();
  await confirm.getByRole('button', { name: 'Purge' }).click();
  await expect(page.getByText('Cache dashboard.stats purged')).toBeVisible();
  await expect(cells.nth(2)).toHaveText('0 / 50');
  await expect(cells.nth(3)).toHaveText('0 bytes');
  // The next dashboard request is computed again.
  expect((await stats()).headers()['x-cache']).toBe('MISS');

  // Clearing the console's own cache asks first, then every open screen loads its data again.
  await page.getByRole('button', { name: "Clear the console's cache" }).click();
  const clear = page.getByRole('alertdialog', { name: "Clear the console's cache?" });
  const refetched = page.waitForRequest(
    (sent) => sent.method() === 'GET' && sent.url().endsWith('/api/admin/operations/caches'),
  );
  await clear.getByRole('button', { name: "Clear the console's cache" }).click();
  await expect(page.getByText("The console's cache was cleared")).toBeVisible();
  await refetched;
  // The fresh answer counts the dashboard request made after the purge.
  await expect(cells.nth(2)).toHaveText('1 / 50');
});

test("revoking another admin's sessions from the security log signs them out", async ({
  page,
  request,
  browser,
}) => {
  const token = await superAdminToken(request);
  const username = unique('revoked').replaceAll(' ', '-').toLowerCase();
  const password = 'Maple-Summit-17';
  const admin = await api<{ id: number }>(request, token, 'POST', '/admin-users', {
    name: 'Revoked Admin',
    username,
    password,
    permissions: ['goals:read'],
  });

  // The other admin, signed in in a browser of their own.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/login');
  await submitLogin(other, username, password);
  await expect(other.getByRole('banner').getByText('Welcome back, Revoked Admin')).toBeVisible();

  await signIn(page);
  await page.goto(`/settings/security-log?type=login.succeeded&adminUserId=${admin.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Security log' })).toBeVisible();
  const signInRow = page
    .getByRole('row')
    .filter({ hasText: username })
    .filter({ hasText: 'Sign-in' });
  await expect(signInRow).toHaveCount(1);
  await signInRow.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Revoke sessions' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Revoke every session of ${username}?` });
  await expect(dialog).toContainText(
    'The admin is signed out on every device and must sign in again.',
  );
  await dialog.getByRole('textbox').fill('Lost laptop');
  await dialog.getByRole('button', { name: 'Revoke sessions' }).click();
  await expect(page.getByText(`Sessions ended for ${username}: 1`)).toBeVisible();

  // The other browser's next request is refused and its refresh too: it lands on the login page.
  await other.goto('/goals');
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await otherContext.close();

  // The revocation is in the security log, saying who revoked them and why.
  await page.goto(`/settings/security-log?type=sessions.revoked&adminUserId=${admin.id}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: username })
      .filter({ hasText: 'Sessions revoked' })
      .filter({ hasText: `By ${E2E_ADMIN.username} · Reason: Lost laptop · 1 session ended` }),
  ).toHaveCount(1);
});

test("a user's ban shows with its reason in the audit log of that user", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  interface AppUser {
    id: number;
    username: string;
    fullName: string;
  }
  // Not the user whose verified flag another test of this file toggles.
  const [first] = (await api<Page_<AppUser>>(request, token, 'GET', '/users?pageSize=1')).items;
  const active = await api<Page_<AppUser>>(
    request,
    token,
    'GET',
    '/users?status=active&sort=username:asc&pageSize=2',
  );
  const user = active.items.find((candidate) => candidate.id !== first?.id);
  if (!user) throw new Error('The demo data has no active app user to ban');
  const name = user.fullName.trim() || user.username;
  const reason = unique('Spam links, ticket');

  await signIn(page);
  await page.goto(`/users/${user.id}`);
  await page.getByRole('button', { name: 'Ban user' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Ban ${name}?` });
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(page.getByText(`${name} was banned`)).toBeVisible();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/settings/audit-log\\?resource=appUsers&recordId=${user.id}$`),
  );
  await expect(page.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Banned');
  await expect(entry).toContainText(E2E_ADMIN.username);

  // Unbanned again through the API, so the demo data keeps its active users.
  const banned = await api<{ version: number }>(request, token, 'GET', `/users/${user.id}`);
  await api(request, token, 'POST', `/users/${user.id}/unban`, {
    reason: 'Ban lifted after the e2e test',
    version: banned.version,
  });
});
