import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_BOOT_SCRIPT } from '@console/admin-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');

/**
 * `index.html` paints before any module runs: the theme and the loading screen are written into
 * it. These tests keep them what the app itself applies and renders first.
 */
describe('index.html', () => {
  it('applies the stored theme before the first paint with the theme store’s own rule', () => {
    const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body,
    );
    expect(inlineScripts).toEqual([THEME_BOOT_SCRIPT]);
  });

  it('shows the loading screen the app renders first, before its script has loaded', () => {
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*(<script type="module"[^>]*><\/script>\s*)?<\/body>/.exec(
        indexHtml,
      )?.[1];
    expect(root).toBe(renderToStaticMarkup(<LoadingScreen />));
  });
});
