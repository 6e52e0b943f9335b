import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { createFakeMatchMedia } from '../test-support';
import { createThemeStore, DARK_SCHEME_QUERY } from './theme';
import { THEME_BOOT_SCRIPT } from './theme-boot';

/** Runs the script against its own `localStorage`, `matchMedia` and `<html>`. */
function runBootScript(stored: string | undefined, osDark: boolean, storageThrows = false) {
  const root = document.createElement('html');
  const storage = createMemoryStorage(stored === undefined ? {} : { 'vite-ui-theme': stored });
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new DOMException('denied', 'SecurityError');
      return storage.getItem(key);
    },
  };
  const { matchMedia } = createFakeMatchMedia({ [DARK_SCHEME_QUERY]: osDark });
  new Function('localStorage', 'matchMedia', 'document', THEME_BOOT_SCRIPT)(
    localStorage,
    matchMedia,
    { documentElement: root },
  );
  return root.className;
}

describe('THEME_BOOT_SCRIPT', () => {
  const cases = [undefined, 'light', 'dark', 'system', 'sepia', ''].flatMap((stored) =>
    [false, true].map((osDark) => ({ stored, osDark })),
  );

  it.each(cases)(
    'applies what the theme store applies (stored $stored, OS dark $osDark)',
    ({ stored, osDark }) => {
      const root = document.createElement('html');
      const storage = createMemoryStorage(stored === undefined ? {} : { 'vite-ui-theme': stored });
      const { matchMedia } = createFakeMatchMedia({ [DARK_SCHEME_QUERY]: osDark });
      createThemeStore({ storage, matchMedia, root }).start();
      expect(runBootScript(stored, osDark)).toBe(root.className);
    },
  );

  it('follows the OS preference when storage cannot be read', () => {
    expect(runBootScript('light', true, true)).toBe('dark');
    expect(runBootScript('dark', false, true)).toBe('light');
  });
});
