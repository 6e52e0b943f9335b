import type { TelegramUser } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import telegramUsers from '../../locales/en-US/telegram-users.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { columnVisibilityKey } from '../resource/column-visibility';
import TelegramUsersListPage from './list.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

const user = (id: number, languageCode: string | null): TelegramUser => ({
  id,
  telegramId: String(100 + id),
  username: `user${id}`,
  firstName: `User ${id}`,
  lastName: null,
  languageCode,
  isPremium: false,
  xp: 0,
  level: 1,
  currentGoal: null,
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
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        success: true,
        message: 'OK',
        data: { items, total: items.length, page: 1, pageSize: 20, totalIsEstimate: false },
      }),
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
