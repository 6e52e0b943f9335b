import type { TelegramUserDetail, TelegramUserStatusChange } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import telegramUsers from '../../locales/en-US/telegram-users.json';
import users from '../../locales/en-US/users.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import TelegramUserDetailPage from './detail.page';

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const ada = { id: 7, name: 'Ada Lovelace', username: 'ada' };

const block: TelegramUserStatusChange = {
  action: 'block',
  from: 'active',
  to: 'blocked',
  reason: 'Abusive messages',
  actorId: ada.id,
  actor: ada,
  at: '2026-03-02T10:00:00.000Z',
};

const user = (overrides: Partial<TelegramUserDetail> = {}): TelegramUserDetail => ({
  id: 41,
  telegramId: '123456789',
  username: 'boris',
  firstName: 'Boris',
  lastName: null,
  languageCode: 'en',
  isPremium: false,
  xp: 10,
  level: 1,
  currentGoal: null,
  streak: 0,
  status: 'blocked',
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: null,
  version: 3,
  goalProgress: [],
  xpToNextLevel: null,
  statusHistory: [block],
  ...overrides,
});

type Viewer = Parameters<typeof signedInStorage>[0];

async function renderDetail(detail: TelegramUserDetail, viewer: Viewer) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ success: true, message: 'OK', data: detail }),
  );
  rendered = await renderRouted(
    signedInCore(fetch, { storage: signedInStorage(viewer) }),
    await testI18n({ common, resource, users, 'telegram-users': telegramUsers }),
    [`/telegram-users/${detail.id}`],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/telegram-users/:userId" element={<TelegramUserDetailPage />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  await act(async () => {
    await vi.waitFor(() => expect(view.querySelector('dl')).not.toBeNull());
  });
  return view;
}

/** The profile's fields as label → text. */
const fieldsOf = (view: HTMLElement) =>
  Object.fromEntries(
    [...view.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );

const actorLinks = (view: HTMLElement) =>
  [...view.querySelectorAll('a[data-slot="change-actor"]')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);

describe('a Telegram user page', () => {
  it('says why, by whom and when the user was blocked, and lists the status history', async () => {
    const unblock: TelegramUserStatusChange = {
      action: 'unblock',
      from: 'blocked',
      to: 'active',
      reason: null,
      actorId: null,
      actor: null,
      at: '2026-02-01T10:00:00.000Z',
    };
    const view = await renderDetail(user({ statusHistory: [block, unblock] }), {
      isSuperUser: false,
      permissions: ['users:read'],
    });
    const fields = fieldsOf(view);
    expect(fields['Blocked by']).toBe('Ada Lovelace');
    expect(fields['Blocked on']).toContain('2026');
    expect(fields.Reason).toBe('Abusive messages');
    const entries = [...view.querySelectorAll('[data-slot="status-history"] li')].map(
      (entry) => entry.textContent,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('From Active to Blocked — Abusive messages');
    expect(entries[0]).toContain('By Ada Lovelace');
    expect(entries[1]).toContain('Unblocked');
    expect(entries[1]).toContain('By the system');
    // users:read without adminUsers:read: the name, and no link that would end on a 403.
    expect(actorLinks(view)).toEqual([]);
  });

  it("links the admin's name where the viewer may open admins", async () => {
    const reader = await renderDetail(user(), {
      isSuperUser: false,
      permissions: ['users:read', 'adminUsers:read'],
    });
    expect(actorLinks(reader)).toEqual([
      ['Ada Lovelace', '/admin-users?q=ada'],
      ['Ada Lovelace', '/admin-users?q=ada'],
    ]);
    rendered?.unmount();
    rendered = undefined;
    const superUser = await renderDetail(user(), { isSuperUser: true });
    expect(actorLinks(superUser)[0]).toEqual(['Ada Lovelace', '/admin-users/7/edit']);
  });

  it('says when a block has no recorded reason, and when none was given', async () => {
    const untracked = await renderDetail(user({ statusHistory: [] }), { isSuperUser: true });
    expect(fieldsOf(untracked).Reason).toBe(
      'Not recorded (blocked outside the console or before its history was kept)',
    );
    expect(untracked.textContent).toContain('Not blocked or unblocked in the console yet.');
    rendered?.unmount();
    rendered = undefined;
    const removedAdmin = await renderDetail(
      user({ statusHistory: [{ ...block, reason: null, actor: null }] }),
      { isSuperUser: true },
    );
    const fields = fieldsOf(removedAdmin);
    expect(fields['Blocked by']).toBe('a removed admin (#7)');
    expect(fields.Reason).toBe('None given');
  });

  it('shows no current change for an active user whose last change was a block', async () => {
    // The bot unblocked the user after the console blocked them: the block is history only.
    const view = await renderDetail(user({ status: 'active' }), { isSuperUser: true });
    const fields = fieldsOf(view);
    expect(fields['Blocked by']).toBeUndefined();
    expect(fields.Reason).toBeUndefined();
    expect(view.querySelectorAll('[data-slot="status-history"] li')).toHaveLength(1);
  });

  it('names the language, says which goal is current, and counts active challenges', async () => {
    const progress = [
      { goalId: 1, goalTitle: 'Read more', completed: 2, started: 3, total: 4 },
      { goalId: 2, goalTitle: 'Sleep well', completed: 0, started: 1, total: 1 },
    ];
    const noGoal = await renderDetail(
      user({ status: 'active', languageCode: 'es', goalProgress: progress }),
      { isSuperUser: true },
    );
    expect(fieldsOf(noGoal).Language).toBe('Spanish (es)');
    expect(noGoal.textContent).toContain('Current goalNone chosen');
    expect(noGoal.textContent).toContain('Active challenges only');
    const rows = [...noGoal.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toContain('Read more2 of 4 active challenges completed, 3 started');
    expect(rows).toContain('Sleep well0 of 1 active challenge completed, 1 started');
    const bar = noGoal.querySelector('progress[aria-label="Progress of Read more"]');
    expect([bar?.getAttribute('value'), bar?.getAttribute('max')]).toEqual(['2', '4']);
    rendered?.unmount();
    rendered = undefined;
    const withGoal = await renderDetail(
      user({
        status: 'active',
        languageCode: 'xx-unknown-tag-',
        currentGoal: { id: 2, title: 'Sleep well' },
        goalProgress: progress,
      }),
      { isSuperUser: true },
    );
    expect(fieldsOf(withGoal).Language).toBe('xx-unknown-tag-');
    const badges = [...withGoal.querySelectorAll('li [data-slot="badge"]')].map((badge) => [
      badge.closest('li')?.querySelector('span')?.textContent,
      badge.textContent,
    ]);
    expect(badges).toEqual([['Sleep wellCurrent goal', 'Current goal']]);
  });

  it('links the current goal to the Telegram users on it, for a viewer without goals:read too', async () => {
    const linkToGoal = (view: HTMLElement) =>
      [...view.querySelectorAll('a')]
        .filter((link) => link.textContent === telegramUsers.detail.usersOnGoal)
        .map((link) => link.getAttribute('href'));
    const viewer = { isSuperUser: false, permissions: ['users:read'] };
    const noGoal = await renderDetail(user({ status: 'active' }), viewer);
    expect(linkToGoal(noGoal)).toEqual([]);
    rendered?.unmount();
    rendered = undefined;
    const withGoal = await renderDetail(
      user({ status: 'active', currentGoal: { id: 2, title: 'Sleep well' } }),
      viewer,
    );
    expect(linkToGoal(withGoal)).toEqual(['/telegram-users?goalId=2']);
  });

  it("links the goals' names to the goal, else to its challenges, as far as the viewer may open them", async () => {
    const detail = user({
      status: 'active',
      currentGoal: { id: 2, title: 'Sleep well' },
      goalProgress: [
        { goalId: 1, goalTitle: 'Read more', completed: 2, started: 3, total: 4 },
        { goalId: 2, goalTitle: 'Sleep well', completed: 0, started: 1, total: 1 },
      ],
    });
    const goalLinks = (view: HTMLElement) => ({
      current: view.querySelector('a[data-slot="stat-card"]')?.getAttribute('href') ?? null,
      progress: [...view.querySelectorAll('li a:not([data-slot="change-actor"])')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    });
    const cases: [Viewer, ReturnType<typeof goalLinks>][] = [
      [
        { isSuperUser: true },
        {
          current: '/goals/edit/2',
          progress: [
            ['Read more', '/goals/edit/1'],
            ['Sleep well', '/goals/edit/2'],
          ],
        },
      ],
      [
        // goals:read alone opens the goals list, not the edit form: the list searched for the title.
        { isSuperUser: false, permissions: ['users:read', 'goals:read', 'challenges:read'] },
        {
          current: '/goals?q=Sleep+well',
          progress: [
            ['Read more', '/goals?q=Read+more'],
            ['Sleep well', '/goals?q=Sleep+well'],
          ],
        },
      ],
      [
        { isSuperUser: false, permissions: ['users:read', 'challenges:read'] },
        {
          current: '/challenges/2',
          progress: [
            ['Read more', '/challenges/1'],
            ['Sleep well', '/challenges/2'],
          ],
        },
      ],
      [
        { isSuperUser: false, permissions: ['users:read', 'goals:write'] },
        { current: null, progress: [] },
      ],
    ];
    for (const [viewer, expected] of cases) {
      const view = await renderDetail(detail, viewer);
      expect(goalLinks(view)).toEqual(expected);
      rendered?.unmount();
      rendered = undefined;
    }
  });

  it('asks for a reason before it blocks, and lets an unblock go without one', async () => {
    const active = await renderDetail(user({ status: 'active' }), { isSuperUser: true });
    const open = async (name: string) => {
      const trigger = [...active.querySelectorAll('button')].find(
        (button) => button.textContent === name,
      );
      await act(async () => trigger?.click());
      return document.querySelector('[role="alertdialog"]') as HTMLElement;
    };
    const blockDialog = await open('Block user');
    expect(blockDialog.textContent).toContain('Reason');
    expect(blockDialog.textContent).not.toContain('Reason (optional)');
    const confirm = [...blockDialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Block user',
    );
    expect(confirm?.disabled).toBe(true);
    rendered?.unmount();
    rendered = undefined;
    const blocked = await renderDetail(user(), { isSuperUser: true });
    const trigger = [...blocked.querySelectorAll('button')].find(
      (button) => button.textContent === 'Unblock user',
    );
    await act(async () => trigger?.click());
    const unblockDialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(unblockDialog.textContent).toContain('Reason (optional)');
    const unblock = [...unblockDialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Unblock user',
    );
    expect(unblock?.disabled).toBe(false);
  });
});
