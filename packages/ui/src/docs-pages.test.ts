import { expect, it } from 'vitest';

type StoryModule = { default: { title?: string; component?: unknown; tags?: string[] } };

// Each component's own stories file (not its Features file) gets a Storybook docs page built
// from the component's props and their JSDoc, so designers can read them.
const componentStories = import.meta.glob<StoryModule>([
  './**/*.stories.tsx',
  '!./**/*.features.stories.tsx',
]);

it('gives every component stories file an autodocs page', async () => {
  const paths = Object.keys(componentStories);
  expect(paths.length).toBeGreaterThan(30);
  const withoutDocs: string[] = [];
  for (const path of paths) {
    const load = componentStories[path];
    if (!load) continue;
    const meta = (await load()).default;
    if (!meta.component || !meta.tags?.includes('autodocs')) withoutDocs.push(path);
  }
  expect(withoutDocs).toEqual([]);
}, 60_000);
