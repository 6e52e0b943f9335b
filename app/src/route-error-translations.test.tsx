import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from './locales/fr-FR/common.json';
import { RouteErrorBoundary } from './route-error';
import { type Rendered, render, signedInCore, testI18n } from './test-support';

function BrokenLogin(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** Its effect delivers the translations once the error screen has rendered, before its effects run. */
function TranslationsArrive({ arrive }: { arrive(): void }) {
  useLayoutEffect(arrive, [arrive]);
  return null;
}

let rendered: Rendered | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

describe("the sign-in chunk's error screen", () => {
  it('speaks the language of translations that arrived after its render, before it subscribed', async () => {
    // The app's own i18next instance, as the error screen reads it, loading fr-FR's common texts.
    const pending: ReadCallback[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init() {},
      read(_language, _namespace, done) {
        pending.push(done);
      },
    };
    void i18next
      .use(backend)
      .init({ lng: 'fr-FR', load: 'currentOnly', fallbackLng: false, ns: ['common'] });
    await vi.waitFor(() => expect(pending).toHaveLength(1));

    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({}),
      <>
        <RouteErrorBoundary>
          <BrokenLogin />
        </RouteErrorBoundary>
        <TranslationsArrive arrive={() => pending[0]?.(null, common)} />
      </>,
    );

    expect(i18next.hasLoadedNamespace('common')).toBe(true);
    const alert = rendered.container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe(common.errors.generic);
    expect(alert?.querySelector('button')?.textContent).toBe(common.actions.retry);
  });
});
