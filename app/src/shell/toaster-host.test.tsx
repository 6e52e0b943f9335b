import { AdminCoreProvider } from '@console/admin-core/react';
import { createInstance } from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import shell from '../locales/en-US/shell.json';
import { signedInCore } from '../test-support';
import { ShellStateProvider } from './shell-state';
import ToasterHost from './toaster-host';

const MINUTE = 60_000;

// Tells React that this test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

async function renderHost() {
  const core = signedInCore(undefined, {
    inactivity: { timeoutMs: 10 * MINUTE, warningBeforeMs: 5 * MINUTE },
  });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { shell } },
    interpolation: { escapeValue: false },
  });
  root = createRoot(container);
  await act(async () => {
    root.render(
      <AdminCoreProvider core={core}>
        <I18nextProvider i18n={i18n}>
          <ShellStateProvider>
            <ToasterHost />
          </ShellStateProvider>
        </I18nextProvider>
      </AdminCoreProvider>,
    );
  });
  return core;
}

describe('the inactivity toasts', () => {
  it('warns 5 minutes before expiry, then says the session expired and signs out', async () => {
    const core = await renderHost();
    expect(core.auth.getSnapshot().isAuthenticated).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(5 * MINUTE + 1000);
    });
    expect(document.body.textContent).toContain(
      'Your session will expire in 5 minutes due to inactivity. Please interact with the page to stay logged in.',
    );

    await act(async () => {
      vi.advanceTimersByTime(5 * MINUTE);
    });
    expect(document.body.textContent).toContain(
      'Your session has expired due to inactivity. Please log in again.',
    );
    expect(core.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(core.session.getAccessToken()).toBeNull();
  });
});
