import { createValueStore, type ReadableStore } from '../store';
import { defaultMatchMedia, type MatchMedia, mediaMatches, watchMedia } from './media';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const HIGH_CONTRAST_QUERIES = [
  '(prefers-contrast: more)',
  '(forced-colors: active)',
] as const;

export interface AccessibilityPreferences {
  reducedMotion: boolean;
  highContrast: boolean;
}

export interface AccessibilityStore extends ReadableStore<AccessibilityPreferences> {
  /** Follows the OS preferences live; returns the stop function. */
  start(): () => void;
}

/** The OS reduced-motion and high-contrast signals, kept current. */
export function createAccessibilityStore(
  options: { matchMedia?: MatchMedia | null } = {},
): AccessibilityStore {
  const matchMedia = options.matchMedia === undefined ? defaultMatchMedia() : options.matchMedia;
  const read = (): AccessibilityPreferences => ({
    reducedMotion: mediaMatches(matchMedia, REDUCED_MOTION_QUERY),
    highContrast: HIGH_CONTRAST_QUERIES.some((query) => mediaMatches(matchMedia, query)),
  });
  const state = createValueStore(read());
  const refresh = () => {
    const next = read();
    const current = state.getSnapshot();
    if (
      next.reducedMotion !== current.reducedMotion ||
      next.highContrast !== current.highContrast
    ) {
      state.set(next);
    }
  };
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    start() {
      refresh();
      return watchMedia(matchMedia, [REDUCED_MOTION_QUERY, ...HIGH_CONTRAST_QUERIES], refresh);
    },
  };
}
