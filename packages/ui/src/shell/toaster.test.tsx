import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DEFAULT_DURATION,
  TOAST_ERROR_DURATION,
  TOAST_LIMIT,
  TOAST_SUCCESS_DURATION,
  Toaster,
  toast,
} from './toaster';

/** Sonner keeps a removed toast mounted for its exit animation. */
const EXIT_ANIMATION_MS = 1000;

/** Advances in small steps, so that effects scheduled by one step's state updates run in the next. */
function advance(ms: number) {
  const step = 50;
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, ms - elapsed));
    });
  }
}

/** Sonner adds and removes toasts on the next timer tick. */
function settle<T>(action: () => T): T {
  let result: T | undefined;
  act(() => {
    result = action();
  });
  advance(1);
  return result as T;
}

describe('toast durations', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    render(<Toaster />);
  });

  afterEach(() => {
    act(() => {
      toast.dismiss();
      vi.runAllTimers();
    });
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    // The specification's durations, written out so that a changed constant fails here.
    ['blank', (text: string) => toast(text), 2000],
    ['success', (text: string) => toast.success(text), 2000],
    ['error', (text: string) => toast.error(text), 4000],
  ])('closes a %s toast after its duration', (_kind, show, duration) => {
    settle(() => show('Goal saved'));
    expect(screen.getByText('Goal saved')).toBeTruthy();
    advance(duration - 100);
    expect(screen.queryByText('Goal saved')).not.toBeNull();
    advance(100 + EXIT_ANIMATION_MS);
    expect(screen.queryByText('Goal saved')).toBeNull();
  });

  it('exports the configured durations', () => {
    expect([TOAST_DEFAULT_DURATION, TOAST_SUCCESS_DURATION, TOAST_ERROR_DURATION]).toEqual([
      2000, 2000, 4000,
    ]);
    expect(TOAST_LIMIT).toBe(20);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = settle(() => toast.loading('Exporting users...'));
    advance(60_000);
    expect(screen.queryByText('Exporting users...')).not.toBeNull();
    settle(() => toast.dismiss(id));
    advance(EXIT_ANIMATION_MS);
    expect(screen.queryByText('Exporting users...')).toBeNull();
  });

  it('turns a promise toast into a success toast that then closes after 2 s', async () => {
    let resolve: (value: string) => void = () => {};
    settle(() =>
      toast.promise(
        new Promise<string>((settle) => {
          resolve = settle;
        }),
        { loading: 'Saving...', success: (name) => `${name} saved`, error: 'Save failed' },
      ),
    );
    advance(10_000);
    expect(screen.queryByText('Saving...')).not.toBeNull();
    await act(async () => {
      resolve('Level 3');
      await Promise.resolve();
    });
    advance(1);
    expect(screen.queryByText('Level 3 saved')).not.toBeNull();
    advance(TOAST_SUCCESS_DURATION + EXIT_ANIMATION_MS);
    expect(screen.queryByText('Level 3 saved')).toBeNull();
  });

  it('shows at most 20 toasts, dismissing the oldest', () => {
    settle(() => {
      for (let index = 1; index <= TOAST_LIMIT + 3; index += 1) toast.loading(`Job ${index}`);
    });
    expect(toast.active()).toHaveLength(TOAST_LIMIT);
    advance(EXIT_ANIMATION_MS);
    expect(screen.queryByText('Job 1')).toBeNull();
    expect(screen.queryByText('Job 3')).toBeNull();
    expect(screen.queryByText('Job 4')).not.toBeNull();
    expect(screen.queryByText(`Job ${TOAST_LIMIT + 3}`)).not.toBeNull();
  });
});
