import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import {
  api,
  expectAccessibleInBothThemes,
  field,
  row,
  rowAction,
  searchList,
  superAdminToken,
  unique,
} from './resource-helpers';

// Each test walks a whole round trip through several screens on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Level {
  id: number;
  number: number;
  name: string;
  requiredXp: number;
}

/** A block of level numbers no other test uses (the demo data stays below 100). */
const freeNumber = () => 1000 + Math.floor(Math.random() * 8000);

test('a level with rewards is created, edited and deleted', async ({ page }) => {
  const name = unique('Explorer');
  const number = freeNumber();
  await signIn(page);
  await page.goto('/levels');
  await page.getByRole('link', { name: 'New level' }).click();
  await expect(page).toHaveURL(/\/levels\/new$/);

  await field(page, 'Level number').getByRole('textbox').fill(String(number));
  await field(page, 'Name').getByRole('textbox').fill(name);
  await field(page, 'Required XP')
    .getByRole('textbox')
    .fill(String(number * 1000));
  await page.getByRole('button', { name: 'Add reward' }).click();
  const reward = page.getByRole('listitem', { name: 'Reward 1' });
  await reward.getByRole('textbox', { name: 'Label' }).fill('Welcome bonus');
  await reward.getByRole('textbox', { name: 'Amount' }).fill('0');
  await page.getByRole('button', { name: 'Create level' }).click();
  // The contract's rule, checked before sending: amounts start at 1.
  await expect(reward).toContainText('Must be at least 1');
  await reward.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByRole('button', { name: 'Create level' }).click();

  await expect(page.getByText('Level created')).toBeVisible();
  await searchList(page, name);
  await expect(row(page, name)).toContainText('Coins (150): Welcome bonus');

  await rowAction(page, name, 'Edit');
  await expect(page).toHaveURL(/\/levels\/edit\/\d+$/);
  await page.getByRole('button', { name: 'Remove reward 1' }).click();
  await field(page, 'Badge').getByRole('textbox').fill('🧭');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Level saved')).toBeVisible();
  await searchList(page, name);
  await expect(row(page, name)).not.toContainText('Welcome bonus');

  await rowAction(page, name, 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, name)).toHaveCount(0);
});

test("the server's XP-ordering error is shown on the Required XP field", async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const below = freeNumber();
  await api<Level>(request, token, 'POST', '/levels', {
    number: below,
    name: unique('Lower'),
    requiredXp: below * 1000,
  });
  await signIn(page);
  await page.goto('/levels/new');
  await field(page, 'Level number')
    .getByRole('textbox')
    .fill(String(below + 1));
  await field(page, 'Name').getByRole('textbox').fill(unique('Too cheap'));
  await field(page, 'Required XP')
    .getByRole('textbox')
    .fill(String(below * 1000 - 1));
  // By keyboard: the refused field takes the focus, where the admin corrects it.
  await page.getByRole('button', { name: 'Create level' }).press('Enter');

  const xp = field(page, 'Required XP');
  await expect(xp).toContainText('Required XP must grow with the level number');
  await expect(xp).toContainText(`more than level ${below}`);
  await expect(xp.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expect(xp.getByRole('textbox')).toBeFocused();
  await expect(page).toHaveURL(/\/levels\/new$/);
});

test('a save pressed by keyboard keeps the focus on its button while it runs and after it fails, and sends once', async ({
  page,
}) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  let posts = 0;
  await page.route('**/api/admin/levels', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    await answered;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal error', code: 'INTERNAL' }),
    });
  });
  await signIn(page);
  await page.goto('/levels/new');
  const number = freeNumber();
  await field(page, 'Level number').getByRole('textbox').fill(String(number));
  await field(page, 'Name').getByRole('textbox').fill(unique('Kept focus'));
  await field(page, 'Required XP')
    .getByRole('textbox')
    .fill(String(number * 1000));
  // The form's submit button: it says 'Saving...' while the save runs.
  const create = page.getByRole('main').locator('button[type="submit"]');
  await expect(create).toHaveAccessibleName('Create level');
  await create.focus();
  await page.keyboard.press('Enter');

  await expect(create).toHaveAttribute('aria-busy', 'true');
  await expect(create).toHaveAccessibleName('Saving...');
  await expect(create).toBeFocused();
  // Pressed again while it runs, and Enter in a field (which clicks the default button): ignored.
  await page.keyboard.press('Enter');
  await field(page, 'Name').getByRole('textbox').press('Enter');
  await create.focus();
  release();

  await expect(create).not.toHaveAttribute('aria-busy');
  await expect(create).toHaveAccessibleName('Create level');
  await expect(create).toBeFocused();
  expect(posts).toBe(1);
  await expect(page).toHaveURL(/\/levels\/new$/);
});

test('in German, numbers typed with a thousands separator are refused, not read as another number', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/admin\/levels$/.test(request.url())) {
      posts.push(request.url());
    }
  });
  await signIn(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.goto('/levels/new');
  const number = freeNumber();
  const name = unique('Tausender');
  await field(page, 'Stufennummer').getByRole('textbox').fill(String(number));
  await field(page, 'Name der Stufe').getByRole('textbox').fill(name);
  // The XP every level of these tests takes (number × 1000, above the seeded levels' and in order
  // with the others'), typed as German groups it: "4.321.000".
  const requiredXp = number * 1000;
  const xp = field(page, 'Benötigte XP');
  await xp.getByRole('textbox').fill(requiredXp.toLocaleString('de-DE'));
  await page.getByRole('button', { name: 'Belohnung hinzufügen' }).click();
  const reward = page.getByRole('listitem', { name: 'Belohnung 1' });
  await reward.getByRole('textbox', { name: 'Bezeichnung' }).fill('Startbonus');
  await reward.getByRole('textbox', { name: 'Menge' }).fill('1.000');
  await page.getByRole('button', { name: 'Stufe erstellen' }).click();

  const refusal = 'Bitte nur Ziffern ohne Trennzeichen eingeben (10000, nicht 10.000)';
  await expect(xp).toContainText(refusal);
  await expect(reward).toContainText(refusal);
  await expect(xp.getByRole('textbox')).toBeFocused();
  expect(posts).toEqual([]);

  // Plain digits are what they say, and 1000 coins.
  await xp.getByRole('textbox').fill(String(requiredXp));
  await reward.getByRole('textbox', { name: 'Menge' }).fill('1000');
  await expect(xp).not.toContainText(refusal);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/admin\/levels$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Stufe erstellen' }).click();
  const body = (await (await created).json()) as {
    data: Level & { rewards: { amount: number }[] };
  };
  expect(body.data.requiredXp).toBe(requiredXp);
  expect(body.data.rewards[0]?.amount).toBe(1000);
  await expect(page.getByText('Stufe erstellt')).toBeVisible();
});

test('a level that Telegram users are on is neither deleted nor renumbered, and the console says why', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const { items } = await api<{ items: Level[] }>(request, token, 'GET', '/levels?pageSize=100');
  // A demo level with users on it (the demo data puts users on its first levels).
  let occupied: { level: Level; users: number } | undefined;
  for (const level of items.filter((candidate) => candidate.number < 100)) {
    const users = await api<{ total: number }>(
      request,
      token,
      'GET',
      `/telegram-users?level=${level.number}&pageSize=1`,
    );
    if (users.total > 0) {
      occupied = { level, users: users.total };
      break;
    }
  }
  if (!occupied) throw new Error('the demo data has no level with users on it');
  const { level, users } = occupied;
  const reason = `${users} Telegram user${users === 1 ? ' is' : 's are'} on level ${level.number}.`;

  await signIn(page);
  await page.goto('/levels');
  await searchList(page, level.name);
  // Said before a Delete is offered, once, with the way out (edit the level) instead.
  await rowAction(page, level.name, 'Delete');
  const blocked = page.getByRole('dialog', {
    name: `“Level ${level.number} (${level.name})” cannot be deleted`,
  });
  await expect(blocked).toContainText(reason);
  await expect(blocked.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await blocked.getByRole('link', { name: 'Edit this level' }).click();
  await expect(page).toHaveURL(new RegExp(`/levels/edit/${level.id}$`));

  await field(page, 'Level number').getByRole('textbox').fill(String(freeNumber()));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(field(page, 'Level number')).toContainText(reason);
  await expect(page).toHaveURL(/\/levels\/edit\/\d+$/);
});

test('the levels screens have no axe violations in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/levels');
  await expect(page.getByRole('table', { name: 'Levels' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto('/levels/new');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(field(page, 'Name')).toContainText('This field is required');
  await expectAccessibleInBothThemes(page);
});
