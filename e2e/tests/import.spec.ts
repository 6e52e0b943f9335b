import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, sidewaysOverflow, superAdminToken, unique } from './resource-helpers';

// Several screens per test, with uploads, on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Goal {
  title: string;
  category: string;
}

/** A string's bytes in Windows-1251 (Russian Excel's CSV), for the ASCII and Russian letters used. */
function windows1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      throw new Error(`No Windows-1251 byte for ${char}`);
    }),
  );
}

test('a Windows-1251 file shows its rows as read, reads right in the chosen encoding, and a quote inside a cell stays in it', async ({
  page,
  request,
}) => {
  const category = unique('cyr');
  const title = 'Похудеть к лету 27" монитор';
  const file = windows1251(
    `title;category\r\n${title};${category}\r\nЧитать книги;${category}\r\n`,
  );

  await signIn(page);
  await page.goto('/settings/import');
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'goals.csv',
    mimeType: 'text/csv',
    buffer: file,
  });
  // Not UTF-8, and the admin works in English: read as Windows-1252, which the sample shows.
  await expect(page.getByText('Rows read: 2, columns: 2')).toBeVisible();
  const sample = page.locator('[data-slot="import-sample"] table');
  await expect(sample.getByRole('columnheader')).toHaveText(['Title', 'Category']);
  await expect(sample.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    'Ïîõóäåòü ê ëåòó 27" ìîíèòîð',
  );

  await page.getByRole('combobox', { name: 'Encoding' }).click();
  await page.getByRole('option', { name: 'Cyrillic (Windows-1251)' }).click();
  await expect(sample.getByRole('row').nth(1).getByRole('cell')).toHaveText([title, category]);
  await expect(sample.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('Читать книги');

  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 2, valid: 2, with errors: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created: 2, skipped: 0')).toBeVisible();
  // Each created goal opens by its spreadsheet row; the list opens with the new goals first.
  const created = page.getByRole('list', { name: 'Created records' });
  await expect(created.getByRole('listitem')).toHaveText([
    `Spreadsheet row 2: ${title}`,
    'Spreadsheet row 3: Читать книги',
  ]);
  await expect(created.getByRole('link', { name: 'Читать книги' })).toHaveAttribute(
    'href',
    /^\/goals\/edit\/\d+$/,
  );
  await page.getByRole('link', { name: 'Show the goals, newest first' }).click();
  await expect(page).toHaveURL(/\/goals\?sort=createdAt%3Adesc$/);
  await expect(page.getByRole('row', { name: new RegExp(category) })).toHaveCount(2);

  const token = await superAdminToken(request);
  const found = await api<{ items: Goal[] }>(
    request,
    token,
    'GET',
    `/goals?q=${encodeURIComponent(category)}&pageSize=5`,
  );
  expect(found.items.map((goal) => goal.title).sort()).toEqual([title, 'Читать книги'].sort());
});

test('with a row in error, "All or nothing" keeps Import disabled and says why next to it', async ({
  page,
}) => {
  const prefix = unique('Mixed');
  await signIn(page);
  await page.goto('/settings/import');
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'goals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`title,category\n${prefix} one,mix\n,mix\n${prefix} two,mix\n`),
  });
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 3, valid: 2, with errors: 1')).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import', exact: true });

  await page.getByRole('radio', { name: /^All or nothing/ }).check();
  await expect(importButton).toBeDisabled();
  await expect(importButton).toHaveAccessibleDescription(
    '1 row has errors, so “All or nothing” would import nothing. Fix it in the file, or choose “Valid rows only”.',
  );

  await page.getByRole('radio', { name: /^Valid rows only/ }).check();
  await expect(importButton).toBeEnabled();
  await expect(page.getByText(/would import nothing/)).toHaveCount(0);
});

test('in French, the file field speaks French, VRAI is true; the fields and row errors use the form labels, the spreadsheet row and say which words a true/false field takes', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin_language', 'fr-FR'));
  await page.goto('/settings/import');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  // The console's texts, not the browser's ("Choose File", "No file chosen").
  const file = page.getByLabel('Fichier (CSV ou JSON)');
  await expect(page.getByText('Choisir un fichier…')).toBeVisible();
  await expect(file).toHaveAccessibleDescription('Aucun fichier choisi');
  await file.setInputFiles({
    name: 'goals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'title;category;isActive\r\nCourir;sport;VRAI\r\nNager;sport;peut-être\r\n',
    ),
  });
  await expect(file).toHaveAccessibleDescription('goals.csv');
  await expect(page.getByRole('combobox', { name: 'Champ pour la colonne isActive' })).toHaveText(
    'Actif (isActive)',
  );
  await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
  await expect(page.getByText('Lignes : 2, valides : 1, en erreur : 1')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lignes en erreur' })).toHaveText(
    'Ligne 3 du tableur : Actif: Saisissez VRAI ou FAUX (ou true, false, oui, non).',
  );
});

test('a challenges import goes into the goal chosen once, refuses a row naming another goal, and links to what it created', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const goal = await api<{ id: number; title: string }>(request, token, 'POST', '/goals', {
    title: unique('Import target'),
    category: 'tests',
  });
  const other = await api<{ id: number }>(request, token, 'POST', '/goals', {
    title: unique('Elsewhere'),
    category: 'tests',
  });
  await signIn(page);
  await page.goto('/settings/import');
  await page.getByRole('combobox', { name: 'Import into' }).click();
  await page.getByRole('option', { name: 'Challenges' }).click();
  // A click opens the whole list with the current choice checked and selects its text, so what is
  // typed next replaces it (typed key by key, as a person does: fill() would clear the box first).
  const intoGoal = page.getByRole('combobox', { name: 'Into goal' });
  const goalList = page.getByRole('listbox', { name: 'Into goal' });
  await expect(intoGoal).toHaveValue("As each row's goal column says");
  await intoGoal.click();
  await expect(goalList.getByRole('option', { selected: true })).toHaveText(
    "As each row's goal column says",
  );
  // Found by typing, however many goals other tests made: the list keeps only the matching one.
  await intoGoal.pressSequentially(goal.title.slice(0, -2));
  await expect(intoGoal).toHaveValue(goal.title.slice(0, -2));
  await expect(goalList.getByRole('option')).toHaveText([goal.title]);
  await intoGoal.press('Enter');
  await expect(intoGoal).toHaveValue(goal.title);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(
    page.getByText(
      'All rows go into the chosen goal. A row whose goal column names another goal is refused.',
    ),
  ).toBeVisible();
  // The first row has no goal, the second names the chosen one, the third another goal.
  await page.getByLabel('File (CSV or JSON)').setInputFiles({
    name: 'challenges.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `title,xpReward,difficulty,durationDays,goalId\nRead a page,5,easy,1,\nWalk 1 km,10,medium,2,${goal.id}\nSwim,5,easy,1,${other.id}\n`,
    ),
  });
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Rows: 3, valid: 2, with errors: 1')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rows with errors' })).toHaveText(
    `Spreadsheet row 4: Goal: The row names goal ${other.id}, but this import goes into goal ${goal.id}`,
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Created: 2, skipped: 1')).toBeVisible();

  const created = page.getByRole('list', { name: 'Created records' });
  await expect(created.getByRole('link')).toHaveText(['Read a page', 'Walk 1 km']);
  const recordHref = await created.getByRole('link', { name: 'Walk 1 km' }).getAttribute('href');
  expect(recordHref).toMatch(/^\/challenges\/edit\/\d+$/);
  await page
    .getByRole('link', { name: `Show the challenges of ${goal.title}, newest first` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}\\?sort=createdAt%3Adesc$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Challenges of “${goal.title}”`);
  await expect(page.getByRole('row', { name: /Read a page|Walk 1 km/ })).toHaveCount(2);

  // A created challenge's link opens it.
  await page.goto(recordHref ?? '');
  await expect(page.getByLabel('Title')).toHaveValue('Walk 1 km');
  const challenges = await api<{ items: { title: string }[] }>(
    request,
    token,
    'GET',
    `/goals/${other.id}/challenges`,
  );
  expect(challenges.items).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sample of long rows scrolls in its own box, not the page', async ({ page }) => {
    const long = 'A very long goal description that goes on '.repeat(6);
    await signIn(page);
    await page.goto('/settings/import');
    await page.getByLabel('File (CSV or JSON)').setInputFiles({
      name: 'goals.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `title,category,description,icon,sortOrder,isActive\nRun,fitness,${long},🏃,1,true\n`,
      ),
    });
    const sample = page.locator('[data-slot="import-sample"] table');
    await expect(sample.getByRole('columnheader')).toHaveCount(6);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
