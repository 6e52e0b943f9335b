import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import challenges from '../../locales/en-US/challenges.json';
import common from '../../locales/en-US/common.json';
import faq from '../../locales/en-US/faq.json';
import goals from '../../locales/en-US/goals.json';
import levels from '../../locales/en-US/levels.json';
import resource from '../../locales/en-US/resource.json';
import telegramUsers from '../../locales/en-US/telegram-users.json';
import users from '../../locales/en-US/users.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import EditAdminUserPage from '../admin-users/edit.page';
import EditChallengePage from '../challenges/edit.page';
import EditFaqPage from '../faq/edit.page';
import EditGoalPage from '../goals/edit.page';
import EditLevelPage from '../levels/edit.page';
import TelegramUserDetailPage from '../telegram-users/detail.page';
import UserDetailPage from '../users/detail.page';

let rendered: RenderedRoutes | undefined;

beforeEach(() => {
  // The API client warns of every 404 that the endpoint may be missing; here the record is.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

/** Every record page: where it is, what it says of a missing record, and its way back. */
const pages: {
  name: string;
  route: string;
  path: string;
  Page: ComponentType;
  message: string;
  back: { label: string; href: string };
}[] = [
  {
    name: 'goal edit',
    route: '/goals/edit/:goalId',
    path: '/goals/edit/41',
    Page: EditGoalPage,
    message: 'This goal does not exist or was deleted.',
    back: { label: 'Back to the list', href: '/goals' },
  },
  {
    name: 'level edit',
    route: '/levels/edit/:levelId',
    path: '/levels/edit/41',
    Page: EditLevelPage,
    message: 'This level does not exist or was deleted.',
    back: { label: 'Back to the list', href: '/levels' },
  },
  {
    name: 'challenge edit',
    route: '/challenges/edit/:challengeId',
    path: '/challenges/edit/41',
    Page: EditChallengePage,
    message: 'This challenge does not exist or was deleted.',
    back: { label: 'Back to the list', href: '/challenges' },
  },
  {
    name: 'FAQ edit',
    route: '/faq/edit/:faqId',
    path: '/faq/edit/41',
    Page: EditFaqPage,
    message: 'This FAQ entry does not exist or was deleted.',
    back: { label: 'Back to the list', href: '/faq' },
  },
  {
    name: 'administrator edit',
    route: '/admin-users/:userId/edit',
    path: '/admin-users/41/edit',
    Page: EditAdminUserPage,
    message: 'This administrator does not exist or was deleted.',
    back: { label: 'Back to the list', href: '/admin-users' },
  },
  {
    name: 'user detail',
    route: '/users/:userId',
    path: '/users/41',
    Page: UserDetailPage,
    message: 'This user does not exist or was deleted.',
    back: { label: 'Back to users', href: '/users' },
  },
  {
    name: 'Telegram user detail',
    route: '/telegram-users/:userId',
    path: '/telegram-users/41',
    Page: TelegramUserDetailPage,
    message: 'This Telegram user does not exist or was deleted.',
    back: { label: 'Back to Telegram users', href: '/telegram-users' },
  },
];

const notFound = () =>
  vi.fn<typeof globalThis.fetch>(async () =>
    Response.json(
      { success: false, message: 'Record not found', code: 'NOT_FOUND' },
      { status: 404 },
    ),
  );

async function renderPage(page: (typeof pages)[number], path: string, fetch = notFound()) {
  rendered = await renderRouted(
    signedInCore(fetch),
    await testI18n({
      common,
      resource,
      goals,
      levels,
      challenges,
      faq,
      'admin-users': adminUsers,
      users,
      'telegram-users': telegramUsers,
    }),
    [path],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path={page.route} element={<page.Page />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  await act(async () => {
    await vi.waitFor(() =>
      expect(view.querySelector('h1')?.textContent).toBe('Resource not found'),
    );
  });
  return { view, fetch };
}

describe('a record page whose record does not exist', () => {
  it.each(pages)('$name: says it does not exist and links back to its list', async (page) => {
    const { view, fetch } = await renderPage(page, page.path);
    expect(fetch).toHaveBeenCalled();
    expect(view.textContent).toContain(page.message);
    // Not a support matter, and asking again cannot help.
    expect(view.textContent).not.toContain('contact support');
    expect(view.querySelector('button')).toBeNull();
    // One heading: the not-found page replaces the record page's frame.
    expect(view.querySelectorAll('h1')).toHaveLength(1);
    const back = [...view.querySelectorAll('a')].find(
      (link) => link.textContent === page.back.label,
    );
    expect(back?.getAttribute('href')).toBe(page.back.href);
  });

  it.each(pages)('$name: an id that is no id is answered without asking', async (page) => {
    const { view, fetch } = await renderPage(page, page.path.replace('41', 'abc'));
    expect(fetch).not.toHaveBeenCalled();
    expect(view.textContent).toContain(page.message);
  });
});
