import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { createGoals, field, row, searchList, superAdminToken, unique } from './resource-helpers';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const actionsOf = (page: Page, text: string) =>
  row(page, text).getByRole('button', { name: /^Actions for/ });

/** Opens a row's Edit from the keyboard, as a screen reader user would. */
async function editByKeyboard(page: Page, text: string) {
  await actionsOf(page, text).press('Enter');
  await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
  await expect(heading(page, 'Edit Goal')).toBeVisible();
}

test('after Cancel focus returns to what opened the form, after Save to the saved row', async ({
  page,
  request,
}) => {
  const token = await superAdminToken(request);
  const prefix = unique('Route focus goal');
  await createGoals(request, token, prefix, ['A', 'B']);
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, prefix);

  await editByKeyboard(page, `${prefix} B`);
  await page.getByRole('link', { name: 'Cancel' }).press('Enter');
  await expect(page).toHaveURL(/\/goals\?/);
  await expect(actionsOf(page, `${prefix} B`)).toBeFocused();

  await editByKeyboard(page, `${prefix} A`);
  await field(page, 'Category').getByRole('textbox').fill('refocused');
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(page).toHaveURL(/\/goals\?/);
  await expect(row(page, `${prefix} A`)).toBeFocused();
  // The success is said by the toaster's live region, not drowned by a silent body.
  await expect(page.locator('section[aria-live="polite"]')).toContainText('Goal saved');

  await page.getByRole('link', { name: 'Create goal', exact: true }).press('Enter');
  await expect(heading(page, 'Create Goal')).toBeFocused();
  await page.getByRole('link', { name: 'Cancel' }).press('Enter');
  await expect(page.getByRole('link', { name: 'Create goal', exact: true })).toBeFocused();

  const title = `${prefix} C`;
  await page.getByRole('link', { name: 'Create goal', exact: true }).press('Enter');
  await field(page, 'Title').getByRole('textbox').fill(title);
  await field(page, 'Category').getByRole('textbox').fill('health');
  await page.getByRole('button', { name: 'Create goal' }).press('Enter');
  await expect(page).toHaveURL(/\/goals\?/);
  await expect(row(page, title)).toBeFocused();
});

test('a sidebar link or Back moves focus to the new page heading; filters do not', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/goals');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Levels' }).press('Enter');
  await expect(page).toHaveURL(/\/levels$/);
  await expect(heading(page, 'Levels')).toBeFocused();

  // A search changes only the query: the search box keeps the keyboard.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('no such level');
  await expect(page).toHaveURL(/\?q=no/);
  await expect(search).toBeFocused();

  // The search replaced the list's entry: Back leaves the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/goals$/);
  await expect(heading(page, 'Goals')).toBeFocused();

  await sidebar.getByRole('link', { name: 'FAQ' }).press('Enter');
  await expect(heading(page, 'FAQ')).toBeFocused();
});

const languages = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ru-RU', 'ja-JP', 'zh-CN'];

test('the sidebar shows the whole product title and one item height in every language and theme', async ({
  page,
}, testInfo) => {
  await signIn(page);
  for (const theme of ['light', 'dark']) {
    for (const language of languages) {
      await page.evaluate(
        ([lng, value]) => {
          localStorage.setItem('admin_language', lng ?? '');
          localStorage.setItem('vite-ui-theme', value ?? '');
        },
        [language, theme],
      );
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const sidebar = page.locator('[data-slot="sidebar"]');
      const brand = sidebar.locator('[data-slot="sidebar-brand"]');
      await expect(brand).toBeVisible();
      const clipped = await brand.evaluate(
        (element) => element.scrollHeight > element.clientHeight,
      );
      expect(clipped, `${language}: the title is cut`).toBe(false);
      const heights = await sidebar
        .locator('[data-slot="sidebar-link"]')
        .evaluateAll((links) => [
          ...new Set(links.map((link) => link.getBoundingClientRect().height)),
        ]);
      expect(heights, `${language}: menu items of different heights`).toHaveLength(1);
      await sidebar.screenshot({ path: testInfo.outputPath(`sidebar-${language}-${theme}.png`) });
      await sidebar.locator('[data-slot="sidebar-toggle"]').click();
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      const collapsedHeights = await sidebar
        .locator('[data-slot="sidebar-link"]')
        .evaluateAll((links) => [
          ...new Set(links.map((link) => link.getBoundingClientRect().height)),
        ]);
      expect(collapsedHeights).toHaveLength(1);
      await sidebar.screenshot({
        path: testInfo.outputPath(`sidebar-${language}-${theme}-collapsed.png`),
      });
      await sidebar.locator('[data-slot="sidebar-toggle"]').click();
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    }
  }
});
