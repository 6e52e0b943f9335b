import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import {
  api,
  rowAction,
  searchList,
  sidewaysOverflow,
  superAdminToken,
  unique,
} from './resource-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');
const backdrop = (page: Page) => page.locator('[data-slot="sidebar-backdrop"]');

/** Whether the header's welcome line shows whole (on two or three lines), not cut to "Welc…". */
async function welcomeFits(page: Page, greeting = /^Welcome back, /): Promise<boolean> {
  const welcome = page.locator('[data-slot="header-welcome"] p');
  // Measured once the header's menus (which load after the first paint) hold their places.
  await expect(page.locator('[data-slot="language-switcher"]')).toBeVisible();
  await expect(page.locator('[data-slot="header-actions"] [aria-keyshortcuts]')).toBeVisible();
  await expect(welcome).toHaveText(greeting);
  return welcome.evaluate((line) => {
    // The whole text laid out unclamped at the line's width must fit the line's box.
    const probe = line.cloneNode(true) as HTMLElement;
    probe.style.cssText = `position:absolute;visibility:hidden;display:block;-webkit-line-clamp:none;overflow:visible;white-space:normal;width:${line.clientWidth}px`;
    line.parentElement?.append(probe);
    const fits = probe.scrollHeight <= line.clientHeight && probe.scrollWidth <= line.clientWidth;
    probe.remove();
    return fits;
  });
}

test('on a phone the sidebar keeps to its icons and no page scrolls sideways', async ({ page }) => {
  await signIn(page);
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  const main = page.locator('main');
  expect((await main.boundingBox())?.x).toBe(64);
  // The header's welcome line shows whole (on two lines), not cut to "Welc…"; the Online
  // indicator keeps its dot.
  expect(await welcomeFits(page)).toBe(true);
  await expect(page.locator('[data-slot="header-online"]')).toBeVisible();

  for (const [path, heading] of [
    ['/dashboard', /^Welcome back, /],
    ['/goals', 'Goals'],
    ['/levels', 'Levels'],
    ['/challenges', 'Challenges'],
    ['/faq', /^FAQ/],
    ['/users', 'Users'],
    ['/telegram-users', 'Telegram Users'],
    ['/admin-users', 'Admin Users'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test('the expanded sidebar lies over the page and closes on a followed link, Escape or a tap beside it', async ({
  page,
}) => {
  await signIn(page);
  const main = page.locator('main');
  const place = async () => {
    const box = await main.boundingBox();
    return { x: box?.x, width: box?.width };
  };
  const mainPlace = await place();
  const expand = page.getByRole('button', { name: 'Expand sidebar' });

  await expand.click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect(backdrop(page)).toBeVisible();
  // Over the page, not beside it: the page keeps its place.
  expect(await place()).toEqual(mainPlace);
  await sidebar(page).getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL(/\/goals$/);
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expect(backdrop(page)).toHaveCount(0);

  await expand.click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expect(expand).toBeFocused();

  await expand.click();
  await backdrop(page).click({ position: { x: 370, y: 400 } });
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
});

test('on a phone the figures of the dashboard and of users sit two to a row, each whole', async ({
  page,
}) => {
  await signIn(page);
  for (const path of ['/dashboard', '/users', '/telegram-users/1']) {
    await page.goto(path);
    const cards = page.locator('[data-slot="stat-card"]');
    await expect(cards.nth(1)).toBeVisible();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    if (!first || !second) throw new Error(`${path}: the figures are not laid out`);
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    // Each value fits its card, a seven-digit one too.
    const overflowing = await cards.evaluateAll((all) =>
      all.filter((card) => {
        const value = card.querySelector<HTMLElement>('[data-slot="stat-card-value"]');
        if (!value) return false;
        value.textContent = '1,000,000';
        return value.scrollWidth > value.clientWidth;
      }),
    );
    expect(overflowing).toHaveLength(0);
  }
});

test('on a phone a toast shows whole, within the screen, beside the sidebar rail', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals/create');
  await page
    .locator('[data-slot="form-field"]')
    .filter({ hasText: 'Title' })
    .getByRole('textbox')
    .fill(`Toast check ${Date.now().toString(36)}`);
  await page
    .locator('[data-slot="form-field"]')
    .filter({ hasText: 'Category' })
    .getByRole('textbox')
    .fill('tests');
  await page.getByRole('button', { name: 'Create goal' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Goal created' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast is not laid out');
  // Over the page beside the 64 px rail, centred on it: the rail's buttons stay uncovered.
  expect(box.x).toBeGreaterThanOrEqual(64);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.x + box.width / 2 - (64 + (390 - 64) / 2))).toBeLessThanOrEqual(1);
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeInViewport();
  const rail = await sidebar(page).boundingBox();
  expect(box.x).toBeGreaterThanOrEqual((rail?.x ?? 0) + (rail?.width ?? 0));
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard, analytics and the caches do not scroll sideways', async ({ page }) => {
    await signIn(page);
    for (const [path, lastPart] of [
      // Each chart card holds its "Show as table" button, which made the cards too wide.
      ['/dashboard', page.locator('[data-slot="chart-card"]').last()],
      ['/analytics', page.locator('[data-slot="chart-card"]').last()],
      // The caches table's visually hidden "Actions" header widened the page.
      ['/settings/caches', page.getByRole('table', { name: 'Server caches' })],
    ] as const) {
      await page.goto(path);
      // The dashboard lays out sections below the fold only once they come near the screen.
      await lastPart.scrollIntoViewIfNeeded();
      await expect(lastPart).toBeInViewport();
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test("the header's welcome line keeps the admin's name in the languages with long greetings", async ({
    page,
  }) => {
    await signIn(page);
    for (const [language, greeting] of [
      ['es-ES', /^Bienvenido de nuevo, /],
      ['pt-BR', /^Bem-vindo de volta, /],
      ['de-DE', /^Willkommen zurück, /],
      ['ru-RU', /^С возвращением, /],
    ] as const) {
      await page.evaluate((code) => localStorage.setItem('admin_language', code), language);
      await page.reload();
      expect(await welcomeFits(page, greeting), language).toBe(true);
    }
  });

  test('the header has a button that opens the command palette, beside a whole welcome', async ({
    page,
  }) => {
    await signIn(page);
    expect(await welcomeFits(page)).toBe(true);
    const open = page.getByRole('banner').getByRole('button', { name: 'Open command palette' });
    await expect(open).toBeInViewport();
    await open.tap();
    const input = page.getByRole('combobox', { name: 'Search pages, records and actions…' });
    await expect(input).toBeFocused();
    await input.fill('levels');
    await page.getByRole('option', { name: 'Levels', exact: true }).tap();
    await expect(page).toHaveURL(/\/levels$/);
    await expect(input).toBeHidden();
  });

  test('a control reached with Tab or Shift+Tab is never under the sticky header', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('The header is not laid out');
    const headerBottom = header.y + header.height;
    /** The focused element's top, in the window. */
    const focusedTop = () =>
      page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? Number.NaN);

    // Scrolled down, "Skip to content" then Tab: the first control of the page shows below the header.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusedTop()).toBeGreaterThanOrEqual(headerBottom);

    // From the page's last control upwards with Shift+Tab: every control scrolled to stops below it.
    await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        'main button:not([disabled]), main input:not([disabled]), main a[href]',
      );
      controls[controls.length - 1]?.focus();
    });
    let scrolledUp = false;
    for (let step = 0; step < 40; step += 1) {
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Shift+Tab');
      const inMain = await page.evaluate(
        () => document.querySelector('main')?.contains(document.activeElement) ?? false,
      );
      if (!inMain) break;
      if ((await page.evaluate(() => window.scrollY)) < before) scrolledUp = true;
      expect(await focusedTop(), `Shift+Tab ${step + 1}`).toBeGreaterThanOrEqual(headerBottom);
    }
    expect(scrolledUp).toBe(true);
  });

  test('a confirmation dialog draws its buttons in the order Tab reaches them', async ({
    page,
    request,
  }) => {
    const token = await superAdminToken(request);
    const title = unique('Phone dialog goal');
    await api(request, token, 'POST', '/goals', { title, category: 'tests' });
    await signIn(page);
    await page.goto('/goals');
    await searchList(page, title);
    await rowAction(page, title, 'Delete');
    const dialog = page.getByRole('alertdialog');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await cancel.focus();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    // Stacked on the phone: Cancel, which Tab reaches first, is drawn first (above).
    const cancelBox = await cancel.boundingBox();
    const confirmBox = await confirm.boundingBox();
    if (!cancelBox || !confirmBox) throw new Error('The buttons are not laid out');
    expect(confirmBox.y).toBeGreaterThanOrEqual(cancelBox.y + cancelBox.height);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the import page with a file chosen does not scroll sideways; each column stacks above its field', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/settings/import');
    await page.getByLabel('File (CSV or JSON)').setInputFiles({
      name: 'levels.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['requiredExperiencePointsForTheLevel,levelNumberInTheLadder,title', '100,1,Bronze'].join(
          '\n',
        ),
      ),
    });
    await expect(page.getByText('Rows read: 1, columns: 3')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
    for (const column of ['requiredExperiencePointsForTheLevel', 'levelNumberInTheLadder']) {
      const select = page.getByRole('combobox', { name: `Field for column ${column}` });
      await select.scrollIntoViewIfNeeded();
      await expect(select).toBeInViewport({ ratio: 1 });
      // The column's name above its select, both whole within the screen.
      const name = page
        .locator('[data-slot="import-mapping-row"]')
        .filter({ has: select })
        .getByRole('rowheader');
      await expect(name).toBeInViewport({ ratio: 1 });
      const nameBox = await name.boundingBox();
      const selectBox = await select.boundingBox();
      if (!nameBox || !selectBox) throw new Error('The mapping is not laid out');
      expect(selectBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
    }
    // On a wider screen, a table whose headers keep apart ("Column in the file", "Field").
    await page.setViewportSize({ width: 1024, height: 740 });
    const headerText = (name: string) =>
      page.getByRole('columnheader', { name }).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
    const source = await headerText('Column in the file');
    const target = await headerText('Field');
    expect(target.left - source.right).toBeGreaterThanOrEqual(16);
  });

  test('the audit changes dialog in Russian keeps field names whole and shows values in words', async ({
    page,
    request,
  }) => {
    const token = await superAdminToken(request);
    const goal = await api<{ id: number; version: number }>(request, token, 'POST', '/goals', {
      title: unique('Phone audit goal'),
      category: 'tests',
    });
    await api(request, token, 'PUT', `/goals/${goal.id}`, {
      isActive: false,
      version: goal.version,
    });
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('admin_language', 'ru-RU'));
    await page.goto(`/settings/audit-log?resource=goals&recordId=${goal.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    // Its update (isActive: true → false) and its creation (every value from empty).
    const actions = page.getByRole('button', { name: /^Действия для / });
    await expect(actions).toHaveCount(2);
    for (const index of [0, 1]) {
      await actions.nth(index).click();
      await page.getByRole('menuitem', { name: 'Показать изменения' }).click();
      const dialog = page.getByRole('dialog');
      const names = dialog.locator('[data-slot="audit-field-name"]');
      await expect(names.filter({ hasText: 'Активность' })).toHaveCount(1);
      // No word of a field's name is split over two lines ("Активнос|ть").
      const broken = await names.evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const text = cell.firstChild;
          if (!(text instanceof Text)) return [];
          const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index ?? 0);
              range.setEnd(text, (word.index ?? 0) + word[0].length);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              return lines.size > 1;
            })
            .map((word) => word[0]);
        }),
      );
      expect(broken).toEqual([]);
      // Values as the console words them: Вкл./Выкл., (пусто), never true/false/null.
      const values = await dialog.locator('tbody td').allTextContents();
      expect(values.filter((value) => /^(true|false|null|)$/.test(value.trim()))).toEqual([]);
      expect(values.some((value) => /^(Вкл\.|Выкл\.)$/.test(value.trim()))).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
