import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadedFiles } from '../vite-plugin-session-preload';

function chunk(
  fileName: string,
  name: string,
  imports: string[] = [],
  isEntry = false,
): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, name, imports, isEntry } as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', 'index', [], true),
    chunk('assets/console.js', 'console', ['assets/login.js', 'assets/index.js']),
    chunk('assets/login.js', 'login', ['assets/index.js', 'assets/kit.js']),
    chunk('assets/kit.js', 'kit', ['assets/login.js']),
    chunk('assets/goals.page.js', 'goals.page', ['assets/console.js']),
    { type: 'asset', fileName: 'assets/index.css' },
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe('preloadedFiles', () => {
  it('names the chunk and its static imports, recursively and once, without the entry', () => {
    expect(preloadedFiles(bundle, 'console')).toEqual([
      'assets/console.js',
      'assets/login.js',
      'assets/kit.js',
    ]);
  });

  it('fails the build when the group is gone, instead of preloading nothing', () => {
    expect(() => preloadedFiles(bundle, 'signed-in')).toThrow(/no chunk named "signed-in"/);
  });
});
