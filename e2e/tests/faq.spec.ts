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

test('a FAQ entry is created, filtered by language, edited and deleted', async ({ page }) => {
  const question = unique('How do streaks work');
  await signIn(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await page.getByRole('link', { name: 'Create FAQ entry' }).click();
  await expect(page).toHaveURL(/\/faq\/create$/);
  await expect(field(page, 'Position').getByRole('textbox')).toHaveAccessibleDescription(
    'Leave empty to place the entry last in its language.',
  );

  await field(page, 'Question').getByRole('textbox').fill(question);
  await field(page, 'Answer').getByRole('textbox').fill('=A streak grows, each day.');
  await field(page, 'Language').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await field(page, 'Published').getByRole('switch').click();
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(page.getByText('FAQ entry created')).toBeVisible();
  // The form has a "Language" combobox too: wait for the list before opening the list's filter,
  // or the click may open the form's select just before the form leaves.
  await expect(page.getByRole('table', { name: 'FAQ entries' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/locale=de-DE/);
  await searchList(page, question);
  await expect(row(page, question)).toContainText('Deutsch');
  await expect(row(page, question)).toContainText('Published');

  await rowAction(page, question, 'Edit');
  await expect(field(page, 'Position').getByRole('textbox')).toHaveAccessibleDescription(
    'Leave empty to keep the current position.',
  );
  await field(page, 'Category').getByRole('textbox').fill('streaks');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('FAQ entry saved')).toBeVisible();
  await searchList(page, question);
  await expect(row(page, question)).toContainText('streaks');

  await rowAction(page, question, 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, question)).toHaveCount(0);
});

test('deleting an entry someone else deleted meanwhile says so and drops its row', async ({
  page,
  request,
}) => {
  const tag = unique('gone');
  const token = await superAdminToken(request);
  const create = (question: string) =>
    api<{ id: number; version: number }>(request, token, 'POST', '/faq', {
      question,
      answer: 'Asked and answered.',
      locale: 'en-US',
    });
  await create(`Gone Q1 ${tag}`);
  const gone = await create(`Gone Q2 ${tag}`);
  await signIn(page);
  await page.goto('/faq?locale=en-US');
  await searchList(page, tag);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();

  // Another tab (here the API) deletes the entry while the list still shows it.
  await api(request, token, 'DELETE', `/faq/${gone.id}?version=${gone.version}`);
  await rowAction(page, `Gone Q2 ${tag}`, 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(
    page.getByText(`“Gone Q2 ${tag}” was already deleted by someone else.`),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('FAQ entry not found')).toHaveCount(0);
  await expect(row(page, `Gone Q2 ${tag}`)).toHaveCount(0);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  // As after a delete: the keyboard goes to the row now in its place (here the one before it).
  await expect(
    row(page, `Gone Q1 ${tag}`).getByRole('button', { name: /^Actions for/ }),
  ).toBeFocused();
});

test('saving an entry someone else deleted meanwhile keeps the edits and creates it again as a new entry', async ({
  page,
  request,
}) => {
  const question = unique('Deleted while edited');
  const token = await superAdminToken(request);
  const entry = await api<{ id: number; version: number }>(request, token, 'POST', '/faq', {
    question,
    answer: 'The first answer.',
    category: 'streaks',
    locale: 'en-US',
  });
  await signIn(page);
  await page.goto(`/faq/edit/${entry.id}`);
  const answer = field(page, 'Answer').getByRole('textbox');
  await expect(answer).toHaveValue('The first answer.');
  await answer.fill('A better answer, typed at length.');

  // Another admin (here the API) deletes the entry while the form is open.
  await api(request, token, 'DELETE', `/faq/${entry.id}?version=${entry.version}`);
  await page.getByRole('button', { name: 'Save changes' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'Someone else deleted this record' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice).toContainText('create a new record from them, or go back to the list');
  await expect(page.getByText('FAQ entry not found')).toHaveCount(0);
  await expect(answer).toHaveValue('A better answer, typed at length.');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await expectAccessibleInBothThemes(page);

  await notice.getByRole('button', { name: 'Create as a new record' }).click();
  await expect(page.getByText('FAQ entry created')).toBeVisible();
  await expect(page).toHaveURL(/\/faq(\?|$)/);
  await searchList(page, question);
  await expect(row(page, question)).toHaveCount(1);
  const found = await api<{ items: { id: number; answer: string; category: string }[] }>(
    request,
    token,
    'GET',
    `/faq?q=${encodeURIComponent(question)}`,
  );
  expect(found.items).toHaveLength(1);
  expect(found.items[0]?.id).not.toBe(entry.id);
  expect(found.items[0]?.answer).toBe('A better answer, typed at length.');
  expect(found.items[0]?.category).toBe('streaks');
});

test('a too short answer and a missing question are shown on their fields', async ({ page }) => {
  await signIn(page);
  await page.goto('/faq/create');
  await field(page, 'Answer').getByRole('textbox').fill('   ');
  await page.getByRole('button', { name: 'Create entry' }).click();
  await expect(field(page, 'Question')).toContainText('This field is required');
  await expect(field(page, 'Answer')).toContainText('This field is required');
});

test('the FAQ screens have no axe violations in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/faq?locale=en-US');
  await expect(
    page.getByRole('table', { name: 'FAQ entries' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.goto('/faq/create');
  await expect(field(page, 'Question')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
