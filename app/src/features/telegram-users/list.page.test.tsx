import type { Goal, TelegramUser } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import telegramUsers from '../../locales/en-US/telegram-users.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import { columnVisibilityKey } from '../resource/column-visibility';
import TelegramUsersListPage from './list.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

const user = (
  id: number,
  languageCode: string | null,
  currentGoal: TelegramUser['currentGoal'] = null,
): TelegramUser => ({
  id,
  telegramId: String(100 + id),
  username: `user${id}`,
  firstName: `User ${id}`,
  lastName: null,
  languageCode,
  isPremium: false,
  xp: 0,
  level: 1,
  currentGoal,
  streak: 0,
  status: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: null,
  version: 1,
});

describe('the Telegram users list', () => {
  it('names each language in the console’s language, as the details page does', async () => {
    localStorage.setItem(
      columnVisibilityKey('telegram-users'),
      JSON.stringify({ languageCode: true }),
    );
    const items = [user(1, 'de'), user(2, 'pt-br'), user(3, 'xx-unknown-tag-'), user(4, null)];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input instanceof Request ? input.url : input).includes('/goals?')
        ? pageOf([])
        : pageOf(items),
    );
    rendered = await renderRouted(
      signedInCore(fetch),
      await testI18n({ common, resource, 'telegram-users': telegramUsers }),
      ['/telegram-users'],
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Routes>
          <Route path="/telegram-users" element={<TelegramUsersListPage />} />
        </Routes>
      </QueryClientProvider>,
    );
    const view = rendered.container;
    await act(async () => {
      await vi.waitFor(() => expect(view.querySelectorAll('tbody tr')).toHaveLength(4));
    });
    const headers = [...view.querySelectorAll('thead th')].map((header) => header.textContent);
    const column = headers.indexOf(telegramUsers.fields.languageCode);
    expect(column).toBeGreaterThan(0);
    const languages = [...view.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[column]?.textContent,
    );
    expect(languages).toEqual([
      'German (de)',
      'Brazilian Portuguese (pt-br)',
      'xx-unknown-tag-',
      '',
    ]);
  });
});

const goal = (id: number, title: string): Goal => ({
  id,
  title,
  description: '',
  category: 'health',
  icon: '',
  sortOrder: id,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const pageOf = <T,>(items: readonly T[]) =>
  Response.json({
    success: true,
    message: 'OK',
    data: { items, total: items.length, page: 1, pageSize: 100, totalIsEstimate: false },
  });

const running = { id: 3, title: 'Run every morning' };
const reading = goal(5, 'Read a book a week');

/**
 * The list at `path` for an admin with `permissions` (a super admin without), against a server
 * with two goals whose Telegram users, filtered by `goalId`, are each goal's own.
 */
async function renderList(path: string, permissions?: string[]) {
  const requests: URL[] = [];
  const users = [user(1, 'en', running), user(2, 'en', { id: 5, title: reading.title })];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://console');
    requests.push(url);
    if (url.pathname.endsWith('/goals')) return pageOf([reading, goal(running.id, running.title)]);
    const goalId = url.searchParams.get('goalId');
    return pageOf(
      goalId === null ? users : users.filter((row) => String(row.currentGoal?.id) === goalId),
    );
  });
  const storage = permissions
    ? signedInStorage({ isSuperUser: false, permissions })
    : signedInStorage();
  rendered = await renderRouted(
    signedInCore(fetch, { storage }),
    await testI18n({ common, resource, 'telegram-users': telegramUsers }),
    [path],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/telegram-users" element={<TelegramUsersListPage />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  await act(async () => {
    await vi.waitFor(() => expect(view.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  });
  const listRequests = () => requests.filter((url) => url.pathname.endsWith('/telegram-users'));
  return { view, requests, listRequests };
}

const rowNames = (view: HTMLElement) =>
  [...view.querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent);

const goalBox = (view: HTMLElement) =>
  view.querySelector<HTMLInputElement>('[data-slot="combobox-filter"] input[role="combobox"]');

/** Types into the goal box and picks the option named `title`. */
async function pickGoal(view: HTMLElement, title: string) {
  const box = goalBox(view);
  if (!box) throw new Error('no goal filter');
  await act(async () => {
    box.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(box, title.slice(0, 4));
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const option = [...document.querySelectorAll('[role="option"]')].find(
    (candidate) => candidate.textContent === title,
  );
  if (!(option instanceof HTMLElement)) throw new Error(`no option ${title}`);
  await act(async () => option.click());
}

describe('the Telegram users list’s current goal filter', () => {
  it('applies a goal from the address, names it by title and follows a goal picked by typing', async () => {
    const { view, listRequests } = await renderList(`/telegram-users?goalId=${running.id}`);
    await act(async () => {
      await vi.waitFor(() => expect(goalBox(view)?.value).toBe(running.title));
    });
    expect(listRequests().at(-1)?.searchParams.get('goalId')).toBe('3');
    expect(rowNames(view)).toEqual(['User 1@user1']);
    expect(view.querySelector('[data-link-problems]')).toBeNull();

    await pickGoal(view, reading.title);
    await act(async () => {
      await vi.waitFor(() => expect(rowNames(view)).toEqual(['User 2@user2']));
    });
    expect(window.location.search).toBe('?goalId=5');
    expect(goalBox(view)?.value).toBe(reading.title);
  });

  it('is cleared with the other filters by the list’s reset', async () => {
    const { view, listRequests } = await renderList('/telegram-users?goalId=5&status=active');
    const clear = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === resource.list.clearFilters,
    );
    expect(clear).toBeDefined();
    clear?.focus();
    await act(async () => clear?.click());
    await act(async () => {
      await vi.waitFor(() => expect(rowNames(view)).toHaveLength(2));
    });
    expect(window.location.search).toBe('');
    expect(listRequests().at(-1)?.searchParams.has('goalId')).toBe(false);
    expect(goalBox(view)?.value).toBe(telegramUsers.filters.anyGoal);
    // The button left with the filters; the keyboard is on the search box, which stays.
    expect(clear?.isConnected).toBe(false);
    expect(document.activeElement).toBe(
      view.querySelector(`input[type="search"][aria-label="${resource.list.search}"]`),
    );
  });

  it('says a goal of the link that no longer exists and drops it, like other bad parameters', async () => {
    const { view, listRequests } = await renderList('/telegram-users?goalId=9&stauts=x');
    await act(async () => {
      await vi.waitFor(() =>
        expect(view.querySelector('[data-link-problem="goalId"]')?.textContent).toBe(
          resource.list.linkInvalidValue.replace('{{name}}', telegramUsers.filters.currentGoal),
        ),
      );
    });
    // The note of the name it does not know, said first, stays beside it.
    expect(view.querySelector('[data-link-problem="stauts"]')).not.toBeNull();
    expect(window.location.search).toBe('');
    await act(async () => {
      await vi.waitFor(() => expect(rowNames(view)).toHaveLength(2));
    });
    expect(listRequests().at(-1)?.searchParams.has('goalId')).toBe(false);
    expect(goalBox(view)?.value).toBe(telegramUsers.filters.anyGoal);
  });

  it('without goals:read lists the users with no goal picker and no request for goals', async () => {
    const { view, requests } = await renderList('/telegram-users', ['users:read']);
    expect(rowNames(view)).toHaveLength(2);
    expect(goalBox(view)).toBeNull();
    expect(view.querySelector(`[aria-label="${telegramUsers.filters.currentGoal}"]`)).toBeNull();
    expect(requests.some((url) => url.pathname.endsWith('/goals'))).toBe(false);
  });

  it('without goals:read still applies a link’s goal, named by its users, and lets it be cleared', async () => {
    const { view, requests } = await renderList(`/telegram-users?goalId=${running.id}`, [
      'users:read',
    ]);
    const select = () =>
      view.querySelector(`button[aria-label="${telegramUsers.filters.currentGoal}"]`);
    await act(async () => {
      await vi.waitFor(() =>
        expect(select()?.textContent).toBe(
          resource.list.filterValue
            .replace('{{filter}}', telegramUsers.filters.currentGoal)
            .replace('{{value}}', running.title),
        ),
      );
    });
    expect(rowNames(view)).toEqual(['User 1@user1']);
    expect(window.location.search).toBe('?goalId=3');
    expect(view.querySelector('[data-link-problems]')).toBeNull();
    expect(requests.some((url) => url.pathname.endsWith('/goals'))).toBe(false);

    const clear = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === resource.list.clearFilters,
    );
    await act(async () => clear?.click());
    await act(async () => {
      await vi.waitFor(() => expect(rowNames(view)).toHaveLength(2));
    });
    expect(window.location.search).toBe('');
    expect(select()).toBeNull();
  });
});
