import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, defineProject } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import type { EmulatedMedia } from './.storybook/visual/emulate-media';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium: no test tool may download a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  });

const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      initialGlobals: { theme },
    }),
  ],
  test: {
    name: `storybook-${theme}`,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/** Emulates OS preferences (reduced motion, high contrast) in the test browser. */
const emulateMedia: BrowserCommand<[media: EmulatedMedia]> = async (context, media) => {
  await context.page.emulateMedia(media);
};

/** Visual baselines of the UI kit's feature stories and its OS-preference tests (see .storybook/visual). */
const visualProject = defineProject({
  plugins: [react(), tailwindcss()],
  test: {
    name: 'visual',
    include: ['.storybook/visual/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 640 } }],
      screenshotFailures: false,
      commands: { emulateMedia },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1 },
          // One browser on one platform: the name alone identifies a baseline.
          resolveScreenshotPath: ({ root, testFileDirectory, arg, ext }) =>
            path.join(root, testFileDirectory, '__screenshots__', `${arg}${ext}`),
        },
      },
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'app/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
      visualProject,
    ],
  },
});
