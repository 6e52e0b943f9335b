/**
 * Visual baselines of the kit: every `*.features.stories.tsx` story rendered in light and dark and compared
 * with the PNGs committed under `__screenshots__/` (a local stand-in for Chromatic). Each story renders
 * from its args, without its play function; stories meant to show an open or transient state render it
 * from their args (e.g. `defaultOpen`) or on mount.
 * After an intended change: `pnpm test:visual:update`, then review the changed PNGs before committing.
 * A story without a committed baseline fails, so a new feature story cannot land unreviewed.
 */
import { composeStories } from '@storybook/react-vite';
import type * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../preview';

type StoryModule = Parameters<typeof composeStories>[0];
/** What this file uses of a composed story. */
type ComposedStory = React.FunctionComponent & { id: string; parameters: { layout?: string } };

const storiesRoot = '../../packages/ui/src/';
const storyModules = import.meta.glob<StoryModule>(
  '../../packages/ui/src/**/*.features.stories.tsx',
  { eager: true },
);

const themes = ['light', 'dark'] as const;

/** Set by `pnpm test:visual:update`, which also passes `--update`. */
const updatingBaselines = import.meta.env.VITE_VISUAL_UPDATE === '1';

/** Matches `resolveScreenshotPath` of the visual project in vitest.config.ts; relative to the root. */
const baselineDirectory = '.storybook/visual/__screenshots__';

async function hasBaseline(name: string): Promise<boolean> {
  return commands.readFile(`${baselineDirectory}/${name}.png`).then(
    () => true,
    () => false,
  );
}

/** Screenshots must not depend on where an animation or a caret blink happened to be. */
const freezeMotion = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const style = document.createElement('style');
  style.textContent = freezeMotion;
  document.head.append(style);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  document.documentElement.classList.remove('dark');
});

for (const [file, storyModule] of Object.entries(storyModules).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  for (const theme of themes) {
    const stories = composeStories(storyModule, { ...preview, initialGlobals: { theme } });
    describe(`${file.replace(storiesRoot, '')} (${theme})`, () => {
      for (const [exportName, Story] of Object.entries(stories) as [string, ComposedStory][]) {
        test(exportName, async () => {
          // Vitest would fold the id's "--" into "-" when naming the file; name it that way up front.
          const screenshotName = `${Story.id.replace(/-+/g, '-')}-${theme}`;
          if (!updatingBaselines && !(await hasBaseline(screenshotName))) {
            throw new Error(
              `No baseline for ${screenshotName}: run pnpm test:visual:update, review and commit the PNG`,
            );
          }
          container = document.createElement('div');
          container.dataset.testid = 'visual-root';
          container.className = 'bg-background text-foreground';
          container.style.cssText = `width: 1024px; min-height: 640px; box-sizing: border-box; padding: ${
            Story.parameters.layout === 'fullscreen' ? '0' : '1rem'
          };`;
          document.body.append(container);
          // The story as its args render it. Play functions are behaviour tests: they run in the
          // storybook projects, where they can take their time; here they would only add flakiness.
          const mountInto = container;
          await act(async () => {
            root = createRoot(mountInto);
            root.render(<Story />);
          });
          await document.fonts.ready;
          await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(screenshotName);
        });
      }
    });
  }
}
