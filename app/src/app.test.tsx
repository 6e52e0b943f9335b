import { createMemoryStorage } from '@console/admin-core';
import i18next, { type ReadCallback } from 'i18next';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import auth from './locales/en-US/auth.json';
import common from './locales/en-US/common.json';
import { RouteErrorBoundary } from './route-error';
import { type Rendered, render, signedInCore, testI18n } from './test-support';

/** How many times the sign-in page's chunk is asked for; the first time it fails to load. */
const loginChunk = vi.hoisted(() => ({ requests: 0 }));

vi.mock('./features/auth/login.page', async (importOriginal) => {
  loginChunk.requests += 1;
  if (loginChunk.requests === 1) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/login.js');
  }
  return importOriginal();
});

let rendered: Rendered | undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

describe('the bare sign-in screen', () => {
  it('shows Try again when its chunk fails to load, and Try again loads it in place', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const core = signedInCore(vi.fn<typeof fetch>(), { storage: createMemoryStorage() });
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);

    rendered = await render(core, await testI18n({ auth, common }), <App core={core} />);
    await act(async () => {
      await vi.waitFor(() =>
        expect(rendered?.container.querySelector('[role="alert"]')?.textContent).toContain(
          'Something went wrong',
        ),
      );
    });
    expect(loginChunk.requests).toBe(1);
    expect(rendered.container.querySelector('form')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('The console failed to render', expect.any(Error));

    const retry = rendered.container.querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(retry?.textContent).toBe('Try again');
    await act(async () => retry?.click());
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(rendered?.container.querySelector('h1')?.textContent).toBe(auth.login.title);
    });
    expect(loginChunk.requests).toBe(2);
    expect(rendered.container.querySelector('[role="alert"]')).toBeNull();
    expect(rendered.container.querySelector('input[name="username"]')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('the recovery shown before the translations arrived', () => {
  it('says its texts in the active language once they arrive', async () => {
    // The common texts arrive when the test delivers them; anything else at once, empty.
    const deliveries: ReadCallback[] = [];
    await i18next
      .use({
        type: 'backend',
        init() {},
        read(_language: string, namespace: string, callback: ReadCallback) {
          if (namespace === 'common') deliveries.push(callback);
          else callback(null, {});
        },
      })
      .init({ lng: 'en-US', fallbackLng: false, ns: ['auth'], defaultNS: 'auth' });
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({}),
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    const alert = () => rendered?.container.querySelector('[role="alert"]')?.textContent;
    expect(alert()).toBe('Something went wrongTry again');

    const loaded = i18next.loadNamespaces('common');
    await vi.waitFor(() => expect(deliveries).not.toHaveLength(0));
    await act(async () => {
      for (const deliver of deliveries) {
        deliver(null, { ...common, actions: { ...common.actions, retry: 'Retry now' } });
      }
      await loaded;
    });
    expect(alert()).toBe(`${common.errors.generic}${common.errors.tryAgain}Retry now`);
  });
});
