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

/**
 * The goal edit page behind its guard for a limited admin whose reads of the goal are refused
 * (403); `/auth/me` answers only when the test says so.
 */
async function renderRefusedEditPage() {
  let answerMe: (permissions: string[]) => void = () => {};
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (String(input).endsWith('/auth/me')) {
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
    await vi.waitFor(() => expect(meCalls()).toHaveLength(1));
  });
  return {
    view,
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
