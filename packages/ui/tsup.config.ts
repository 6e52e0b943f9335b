import { execFile } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { defineConfig } from 'tsup';

const run = promisify(execFile);

/**
 * The published kit: ESM + declarations from `src/index.ts`, plus two CSS files:
 * - `dist/styles.css`: compiled by the Tailwind CLI from `src/styles.css` (reset, tokens, every utility the
 *   kit uses), for apps without Tailwind;
 * - `dist/theme.css`: the tokens as Tailwind source, for apps that run Tailwind themselves.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  async onSuccess() {
    // `tailwindcss` is @tailwindcss/cli's binary, on the PATH when run through a package script.
    await run('tailwindcss', [
      '--input',
      'src/styles.css',
      '--output',
      'dist/styles.css',
      '--minify',
    ]);
    await copyFile('src/theme.css', 'dist/theme.css');
  },
});
