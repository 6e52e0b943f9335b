import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { api, field, row, searchList, superAdminToken, unique } from './resource-helpers';

/** The links between a goal, its challenges and the Telegram users on it. */

// Each test walks through several screens on a two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Page1<T> {
  items: T[];
  total: number;
}

interface TelegramUser {
  id: number;
  currentGoal: { id: number; title: string } | null;
}

test('goal → its challenges → back to the goal', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const title = unique('Linked goal');
  const goal = await api<{ id: number }>(request, token, 'POST', '/goals', {
    title,
    category: 'tests',
  });
  for (const name of ['Stretch', 'Walk']) {
    await api(request, token, 'POST', `/goals/${goal.id}/challenges`, {
      title: unique(name),
      xpReward: 10,
      difficulty: 'easy',
      durationDays: 3,
    });
  }
  await signIn(page);
  await page.goto('/goals');
  await searchList(page, title);
  await row(page, title)
    .getByRole('link', { name: `2 challenges of ${title}` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/challenges/${goal.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Challenges of “${title}”` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open goal' }).click();

  await expect(page).toHaveURL(new RegExp(`/goals/edit/${goal.id}$`));
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(title);
});

async function userOnGoal(request: APIRequestContext) {
  const token = await superAdminToken(request);
  const users = await api<Page1<TelegramUser>>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=100',
  );
  const user = users.items.find((candidate) => candidate.currentGoal !== null);
  if (!user?.currentGoal) throw new Error('The demo data has no Telegram user with a current goal');
  return { user, goal: user.currentGoal };
}

test('Telegram user → their current goal', async ({ page, request }) => {
  const { user, goal } = await userOnGoal(request);
  await signIn(page);
  await page.goto(`/telegram-users/${user.id}`);
  await page.getByRole('link', { name: `Current goal ${goal.title}` }).click();

  await expect(page).toHaveURL(new RegExp(`/goals/edit/${goal.id}$`));
  await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(goal.title);
});

interface Log {
  payload: { goalId?: unknown };
}

test('a goal an activity log names links to the goal', async ({ page, request }) => {
  const token = await superAdminToken(request);
  const users = await api<Page1<TelegramUser>>(
    request,
    token,
    'GET',
    '/telegram-users?pageSize=100',
  );
  const goals = await api<Page1<{ id: number; title: string }>>(
    request,
    token,
    'GET',
    '/goals?pageSize=100',
  );
  for (const user of users.items) {
    const logs = await api<{ items: Log[] }>(
      request,
      token,
      'GET',
      `/telegram-users/${user.id}/logs?type=goal_selected`,
    );
    const goal = goals.items.find((candidate) => candidate.id === logs.items[0]?.payload.goalId);
    if (!goal) continue;
    await signIn(page);
    await page.goto(`/telegram-users/${user.id}/logs?type=goal_selected`);
    await page
      .getByRole('list', { name: 'Activity log entries' })
      .getByRole('link', { name: goal.title, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/goals/edit/${goal.id}$`));
    await expect(field(page, 'Title').getByRole('textbox')).toHaveValue(goal.title);
    return;
  }
  throw new Error('The demo data has no goal selection log of an existing goal');
});
