import { STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from '../storage';
import { createValueStore, type ReadableStore } from '../store';
import { defaultMatchMedia, type MatchMedia, mediaMatches, watchMedia } from './media';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeState {
  theme: Theme;
  /** What is applied: the choice, or the OS preference when the choice is `system`. */
  resolvedTheme: ResolvedTheme;
}

export interface ThemeStoreOptions {
  storage: KeyValueStorage;
  matchMedia?: MatchMedia | null;
  /** Receives the `light` / `dark` class; `<html>` by default. */
  root?: HTMLElement | null;
  storageKey?: string;
  defaultTheme?: Theme;
}

export interface ThemeStore extends ReadableStore<ThemeState> {
  /** Saves and applies the choice; anything but light, dark or system is refused. */
  setTheme(theme: Theme): void;
  /** Applies the current theme and follows the OS preference live; returns the stop function. */
  start(): () => void;
}

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

export function createThemeStore(options: ThemeStoreOptions): ThemeStore {
  const { storage, storageKey = STORAGE_KEYS.theme, defaultTheme = 'system' } = options;
  const matchMedia = options.matchMedia === undefined ? defaultMatchMedia() : options.matchMedia;
  const root =
    options.root === undefined
      ? typeof document === 'undefined'
        ? null
        : document.documentElement
      : options.root;

  const resolve = (theme: Theme): ResolvedTheme =>
    theme === 'system' ? (mediaMatches(matchMedia, DARK_SCHEME_QUERY) ? 'dark' : 'light') : theme;

  const storedTheme = (): Theme => {
    const stored = storage.getItem(storageKey);
    return isTheme(stored) ? stored : defaultTheme;
  };

  const initial = storedTheme();
  const state = createValueStore<ThemeState>({ theme: initial, resolvedTheme: resolve(initial) });

  function update(theme: Theme) {
    const resolvedTheme = resolve(theme);
    const current = state.getSnapshot();
    if (current.theme !== theme || current.resolvedTheme !== resolvedTheme) {
      state.set({ theme, resolvedTheme });
    }
    if (root) {
      root.classList.remove('light', 'dark');
      root.classList.add(resolvedTheme);
    }
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setTheme(theme) {
      if (!isTheme(theme)) {
        throw new RangeError(
          `Unknown theme "${String(theme)}"; expected one of ${THEMES.join(', ')}`,
        );
      }
      storage.setItem(storageKey, theme);
      update(theme);
    },
    start() {
      update(storedTheme());
      return watchMedia(matchMedia, [DARK_SCHEME_QUERY], () => update(state.getSnapshot().theme));
    },
  };
}
