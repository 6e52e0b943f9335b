import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../preloadable';
import { rootPerTest } from '../test-support';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** A page whose query throws its error to the boundary. */
function Goals({ fetchGoals }: { fetchGoals: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['goals'], queryFn: fetchGoals, throwOnError: true });
  return <p>{data ?? 'Loading'}</p>;
}

const mounted = rootPerTest();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows an error state with Try again instead of a blank screen', () => {
    act(() =>
      mounted.root.render(
        <ErrorBoundary resetKey="/goals">
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(mounted.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(mounted.container.querySelector('button')?.textContent).toContain('Try again');
  });

  it('clears the error when the reset key changes (the admin navigated away)', () => {
    act(() =>
      mounted.root.render(
        <ErrorBoundary resetKey="/goals">
          <Broken />
        </ErrorBoundary>,
      ),
    );
    act(() =>
      mounted.root.render(
        <ErrorBoundary resetKey="/levels">
          <p>Levels</p>
        </ErrorBoundary>,
      ),
    );
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
    expect(mounted.container.textContent).toBe('Levels');
  });

  it('tries again in place: a page whose chunk failed to load imports it again, without a reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: () => <p>Goals</p> });
    const Page = preloadable(load);
    await act(async () =>
      mounted.root.render(
        <ErrorBoundary resetKey="/goals">
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </ErrorBoundary>,
      ),
    );
    expect(mounted.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    // Still failing: the same error state again, not a blank screen.
    await act(async () => clickTryAgain());
    expect(load).toHaveBeenCalledTimes(2);
    expect(mounted.container.querySelector('[role="alert"]')).not.toBeNull();

    await act(async () => clickTryAgain());
    expect(load).toHaveBeenCalledTimes(3);
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
    expect(mounted.container.textContent).toBe('Goals');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tries again the queries that threw to it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetchGoals = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('Goals');
    await act(async () =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <ErrorBoundary resetKey="/goals">
            <Goals fetchGoals={fetchGoals} />
          </ErrorBoundary>
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() =>
      expect(mounted.container.querySelector('[role="alert"]')).not.toBeNull(),
    );
    await act(async () => clickTryAgain());
    await vi.waitFor(() => expect(mounted.container.textContent).toBe('Goals'));
    expect(fetchGoals).toHaveBeenCalledTimes(2);
  });
});

function clickTryAgain() {
  const button = [...mounted.container.querySelectorAll('button')].find((candidate) =>
    candidate.textContent?.includes('Try again'),
  );
  if (!button) throw new Error('No Try again button');
  button.click();
}
