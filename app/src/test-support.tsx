/**
 * Helpers for the app's unit tests (happy-dom): an admin-core signed in from memory storage, an
 * i18next instance with the given namespaces, and a React root driven through act().
 */
import {
  type AdminCore,
  type AdminCoreOptions,
  createAdminCore,
  createMemoryStorage,
  STORAGE_KEYS,
} from '@console/admin-core';
import { AdminCoreProvider } from '@console/admin-core/react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { type BrowserHistory, createBrowserHistory } from './routes/browser-history';
import { ConsoleRouter } from './routes/console-router';

// Tells React that these tests drive updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The storage of an admin signed in for the next hour (token, refresh token, user): a super admin
 * unless `user` says otherwise.
 */
export function signedInStorage(user: { isSuperUser?: boolean; permissions?: string[] } = {}) {
  const token = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    'signature',
  ].join('.');
  return createMemoryStorage({
    [STORAGE_KEYS.accessToken]: token,
    [STORAGE_KEYS.refreshToken]: 'refresh',
    [STORAGE_KEYS.user]: JSON.stringify({
      id: 1,
      name: 'Ada',
      username: 'ada',
      isSuperUser: true,
      permissions: [],
      ...user,
    }),
  });
}

/**
 * An admin-core whose stored session is valid for an hour, with no browser wiring (no cross-tab
 * sync, activity source, media queries or navigation); the server answers with `fetch`, and
 * `overrides` set any other option.
 */
export function signedInCore(
  fetch?: typeof globalThis.fetch,
  overrides: AdminCoreOptions = {},
): AdminCore {
  const core = createAdminCore({
    storage: signedInStorage(),
    ...(fetch ? { fetch } : {}),
    crossTab: null,
    activitySource: null,
    eventTarget: null,
    matchMedia: null,
    navigator: null,
    root: null,
    navigation: null,
    ...overrides,
  });
  core.auth.restore();
  return core;
}

export async function testI18n(namespaces: Resource[string]): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': namespaces },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

/** Renders `ui` under the core and i18n providers into a fresh container. */
export async function render(core: AdminCore, i18n: I18n, ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => {
    root.render(
      <AdminCoreProvider core={core}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </AdminCoreProvider>,
    );
  });
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export interface RenderedRoutes extends Rendered {
  history: BrowserHistory;
}

/**
 * The console's browser history on happy-dom's window, opened at `paths` (the last one shown), and
 * `routes` rendered in its router. `unmount` also stops the history following Back and Forward.
 */
export async function renderRouted(
  core: AdminCore,
  i18n: I18n,
  paths: [string, ...string[]],
  routes: ReactNode,
): Promise<RenderedRoutes> {
  const [first, ...rest] = paths;
  window.history.replaceState(null, '', first);
  const history = createBrowserHistory();
  for (const path of rest) history.navigator.push(path);
  const rendered = await render(
    core,
    i18n,
    <ConsoleRouter history={history}>{routes}</ConsoleRouter>,
  );
  return {
    ...rendered,
    history,
    unmount() {
      rendered.unmount();
      history.dispose();
    },
  };
}

/**
 * A fresh container in the document and a React root in it for each test of the file, unmounted
 * and removed after the test: read its root and container inside the tests, not at module level.
 */
export function rootPerTest(): { readonly container: HTMLElement; readonly root: Root } {
  let mounted: { container: HTMLElement; root: Root } | undefined;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    mounted = { container, root: createRoot(container) };
  });
  afterEach(() => {
    if (!mounted) return;
    const { container, root } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = undefined;
  });
  const current = () => {
    if (!mounted) throw new Error('rootPerTest: read the root inside a test');
    return mounted;
  };
  return {
    get container() {
      return current().container;
    },
    get root() {
      return current().root;
    },
  };
}
