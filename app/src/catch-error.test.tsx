import i18next, { type ReadCallback } from 'i18next';
import { act } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatchError, RetryButton } from './catch-error';
import { rootPerTest } from './test-support';

/** The goals texts fail to load once (offline), then load; every other namespace is empty. */
const readGoals = vi.fn<(callback: ReadCallback) => void>();
readGoals
  .mockImplementationOnce((callback) => callback(new Error('Failed to fetch'), false))
  .mockImplementation((callback) => callback(null, { title: 'Goals' }));

beforeAll(async () => {
  await i18next
    .use({
      type: 'backend',
      init() {},
      read(_language: string, namespace: string, callback: ReadCallback) {
        if (namespace === 'goals') readGoals(callback);
        else callback(null, {});
      },
    })
    .use(initReactI18next)
    // One language, as the console loads it; a read that fails is not retried by i18next itself.
    .init({
      lng: 'en-US',
      load: 'currentOnly',
      fallbackLng: false,
      ns: ['common'],
      react: { useSuspense: false },
    });
});

let pageBroken = true;
/** A page that fails once (its code did not load), then renders with its texts. */
function GoalsPage() {
  if (pageBroken) throw new Error('Failed to fetch dynamically imported module');
  return <GoalsTitle />;
}
function GoalsTitle() {
  const { t } = useTranslation('goals');
  return <h1>{t('title')}</h1>;
}

const mounted = rootPerTest();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CatchError', () => {
  it('asks again on Try again for the translations that failed to load, so the page shows its texts, not their keys', async () => {
    await i18next.loadNamespaces('goals');
    expect(i18next.hasResourceBundle('en-US', 'goals')).toBe(false);
    await act(async () =>
      mounted.root.render(
        <CatchError fallback={<RetryButton />} onError={() => {}}>
          <GoalsPage />
        </CatchError>,
      ),
    );
    pageBroken = false;
    await act(async () => mounted.container.querySelector('button')?.click());
    await vi.waitFor(() => expect(mounted.container.textContent).toBe('Goals'));
    expect(readGoals).toHaveBeenCalledTimes(2);
  });
});
