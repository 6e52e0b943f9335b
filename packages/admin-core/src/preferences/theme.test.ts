import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { createFakeMatchMedia } from '../test-support';
import { createThemeStore, type Theme } from './theme';

const DARK = '(prefers-color-scheme: dark)';

afterEach(() => {
  document.documentElement.className = '';
});

function setup(stored?: string, osDark = false) {
  const storage = createMemoryStorage(stored === undefined ? {} : { 'vite-ui-theme': stored });
  const media = createFakeMatchMedia({ [DARK]: osDark });
  const root = document.createElement('html');
  const theme = createThemeStore({ storage, matchMedia: media.matchMedia, root });
  return { theme, storage, media, root };
}

describe('theme', () => {
  it('defaults to system and follows the OS preference', () => {
    const { theme, root } = setup(undefined, true);
    theme.start();
    expect(theme.getSnapshot()).toEqual({ theme: 'system', resolvedTheme: 'dark' });
    expect(root.className).toBe('dark');
  });

  it('updates live when the OS preference changes under system', () => {
    const { theme, media, root } = setup();
    const stop = theme.start();
    expect(root.className).toBe('light');
    media.set(DARK, true);
    expect(theme.getSnapshot().resolvedTheme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    stop();
    expect(media.listenerCount()).toBe(0);
  });

  it('ignores the OS preference for an explicit choice', () => {
    const { theme, media, root } = setup('light', true);
    theme.start();
    expect(theme.getSnapshot()).toEqual({ theme: 'light', resolvedTheme: 'light' });
    media.set(DARK, false);
    media.set(DARK, true);
    expect(root.className).toBe('light');
  });

  it('saves the choice under vite-ui-theme and applies it', () => {
    const { theme, storage, root } = setup();
    theme.start();
    theme.setTheme('dark');
    expect(storage.getItem('vite-ui-theme')).toBe('dark');
    expect(theme.getSnapshot()).toEqual({ theme: 'dark', resolvedTheme: 'dark' });
    expect(root.className).toBe('dark');
  });

  it('refuses an unknown theme and changes nothing', () => {
    const { theme, storage } = setup('dark');
    theme.start();
    expect(() => theme.setTheme('sepia' as Theme)).toThrow(
      'Unknown theme "sepia"; expected one of light, dark, system',
    );
    expect(storage.getItem('vite-ui-theme')).toBe('dark');
    expect(theme.getSnapshot().theme).toBe('dark');
  });

  it('treats an unknown stored value as the default', () => {
    const { theme } = setup('sepia');
    expect(theme.getSnapshot().theme).toBe('system');
  });

  it('uses <html> and window.matchMedia by default and works without them', () => {
    const theme = createThemeStore({ storage: createMemoryStorage({ 'vite-ui-theme': 'dark' }) });
    theme.start();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    const headless = createThemeStore({
      storage: createMemoryStorage(),
      matchMedia: null,
      root: null,
    });
    headless.start();
    expect(headless.getSnapshot()).toEqual({ theme: 'system', resolvedTheme: 'light' });
  });
});
