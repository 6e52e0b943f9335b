import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import goals from '../../locales/en-US/goals.json';
import resource from '../../locales/en-US/resource.json';
import shell from '../../locales/en-US/shell.json';
import { consoleRoutes } from '../../routes/table';
import { GuardedPage } from '../../shell/console-routes';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import EditGoalPage from '../goals/edit.page';

let rendered: RenderedRoutes | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

const limited = {
  id: 1,
  name: 'Ada',
  username: 'ada',
  isSuperUser: false,
  permissions: ['goals:read', 'goals:write'],
};

const goal = {
  id: 41,
  title: 'Run a marathon',
  description: '',
  category: 'fitness',
  icon: '',
  sortOrder: 1,
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  version: 1,
};

/**
 * The goal edit page behind its guard for a limited admin; the server refuses (403) every call but
 * `/auth/me`, which answers only when the test says so, and, with `readable`, reads of the goal.
 */
async function renderRefusedEditPage({ readable = false } = {}) {
  let answerMe: (permissions: string[]) => void = () => {};
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    if (readable && url.endsWith('/goals/41') && (init?.method ?? 'GET') === 'GET') {
      return Response.json({ success: true, data: goal });
    }
    if (url.endsWith('/auth/me')) {
      return new Promise<Response>((resolve) => {
        answerMe = (permissions) =>
          resolve(Response.json({ success: true, data: { ...limited, permissions } }));
      });
    }
    return Response.json(
      { success: false, message: 'Access forbidden', code: 'FORBIDDEN' },
      { status: 403 },
    );
  });
  const core = signedInCore(fetch, { storage: signedInStorage(limited) });
  const route = consoleRoutes.find(({ path }) => path === '/goals/edit/:goalId');
  if (!route) throw new Error('no goal edit route');
  rendered = await renderRouted(
    core,
    await testI18n({ common, resource, goals, shell }),
    ['/goals/edit/41'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path={route.path} element={<GuardedPage route={route} Page={EditGoalPage} />} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  const meCalls = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/auth/me'));
  await act(async () => {
    await vi.waitFor(() =>
      readable
        ? expect(view.querySelector('input[name="title"]')).not.toBeNull()
        : expect(meCalls()).toHaveLength(1),
    );
  });
  return {
    view,
    meCalls,
    answerMe: async (permissions: string[]) => {
      await act(async () => answerMe(permissions));
    },
  };
}

describe('a page whose read the server refuses (403)', () => {
  it('waits for the rights read, then shows Access Denied when the right was taken away', async () => {
    const { view, answerMe } = await renderRefusedEditPage();
    // No "Access forbidden" with a Try again that cannot succeed while the rights are read.
    expect(view.textContent).not.toContain('Access forbidden');
    expect(view.querySelector('[aria-busy="true"]')).not.toBeNull();

    await answerMe(['goals:read']);
    await act(async () => {
      await vi.waitFor(() => expect(view.textContent).toContain('Access Denied'));
    });
    expect(view.textContent).toContain("You don't have permission to access this page.");
    expect(view.textContent).not.toContain('Access forbidden');
  });

  it('says the server refused what the rights still grant, without a Try again', async () => {
    const { view, answerMe } = await renderRefusedEditPage();
    await answerMe(limited.permissions);
    await act(async () => {
      await vi.waitFor(() => expect(view.textContent).toContain('Access forbidden'));
    });
    expect(view.textContent).toContain(
      'The server refused this although your permissions still include it. Please contact support if the problem persists.',
    );
    expect(view.textContent).not.toContain('Access Denied');
    expect(view.querySelector('button')).toBeNull();
  });
});

describe('a save the server refuses (403)', () => {
  it('keeps the edits on the page and says the admin may no longer change this', async () => {
    const { view, meCalls, answerMe } = await renderRefusedEditPage({ readable: true });
    const title = view.querySelector<HTMLInputElement>('input[name="title"]');
    if (!title) throw new Error('no title field');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        title,
        'Run two marathons',
      );
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const save = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === 'Save changes',
    );
    await act(async () => save?.click());
    await act(async () => {
      await vi.waitFor(() => expect(meCalls()).toHaveLength(1));
    });
    // Another admin took goals:write away: the edit page's guard would now show Access Denied.
    await answerMe(['goals:read']);
    await act(async () => {
      await vi.waitFor(() =>
        expect(view.textContent).toContain(
          'You may no longer change this: your permissions have changed. Your edits are kept on this page.',
        ),
      );
    });
    expect(view.textContent).not.toContain('Access Denied');
    expect(view.querySelector<HTMLInputElement>('input[name="title"]')?.value).toBe(
      'Run two marathons',
    );
  });
});
