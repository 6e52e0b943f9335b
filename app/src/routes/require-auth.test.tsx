import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, signedInCore, testI18n } from '../test-support';
import { RequireAuth } from './require-auth';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function LoginStand() {
  const { state } = useLocation();
  return <pre data-testid="origin">{JSON.stringify(state)}</pre>;
}

async function renderGuarded(signedIn: boolean, path: string) {
  const core = signedInCore(vi.fn<typeof fetch>());
  if (!signedIn) core.auth.endSession();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginStand /> },
      {
        path: '*',
        element: (
          <RequireAuth>
            <h1>Console</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/dashboard', path], initialIndex: 1 },
  );
  rendered = await render(core, await testI18n({}), <RouterProvider router={router} />);
  return { core, router };
}

describe('RequireAuth in the data router', () => {
  it('shows the console to a signed-in admin', async () => {
    const { router } = await renderGuarded(true, '/goals');
    expect(router.state.location.pathname).toBe('/goals');
    expect(rendered?.container.textContent).toBe('Console');
  });

  it('sends an unauthenticated visit to /login with its origin, replacing the history entry', async () => {
    const { router } = await renderGuarded(false, '/goals?page=2#top');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/goals', search: '?page=2', hash: '#top' },
    });
  });

  it('goes to /login as soon as the session ends while a page is open', async () => {
    const { core, router } = await renderGuarded(true, '/goals/edit/3');
    await act(async () => core.auth.endSession());
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/goals/edit/3', search: '', hash: '' },
    });
  });
});
