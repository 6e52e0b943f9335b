import { describe, expect, it } from 'vitest';
import { createFakeMatchMedia } from '../test-support';
import { createAccessibilityStore } from './accessibility';

describe('accessibility preferences', () => {
  it('reads reduced motion and high contrast, live', () => {
    const media = createFakeMatchMedia();
    const store = createAccessibilityStore({ matchMedia: media.matchMedia });
    const stop = store.start();
    expect(store.getSnapshot()).toEqual({ reducedMotion: false, highContrast: false });
    let notifications = 0;
    store.subscribe(() => notifications++);
    media.set('(prefers-reduced-motion: reduce)', true);
    expect(store.getSnapshot().reducedMotion).toBe(true);
    media.set('(prefers-contrast: more)', true);
    expect(store.getSnapshot().highContrast).toBe(true);
    media.set('(prefers-contrast: more)', false);
    expect(store.getSnapshot().highContrast).toBe(false);
    media.set('(forced-colors: active)', true);
    expect(store.getSnapshot()).toEqual({ reducedMotion: true, highContrast: true });
    expect(notifications).toBe(4);
    stop();
    media.set('(prefers-reduced-motion: reduce)', false);
    expect(store.getSnapshot().reducedMotion).toBe(true);
  });

  it('answers false everywhere without matchMedia', () => {
    const store = createAccessibilityStore({ matchMedia: null });
    store.start()();
    expect(store.getSnapshot()).toEqual({ reducedMotion: false, highContrast: false });
    expect(createAccessibilityStore().getSnapshot()).toEqual(expect.any(Object));
  });
});
