import type { Plugin, Rolldown } from 'vite';
// By path: Vite's config loader bundles relative imports but leaves packages to Node, which does
// not load a workspace package's TypeScript sources.
import { sessionPreloadScript } from '../packages/admin-core/src/auth/session-boot';

/**
 * The built files of the chunk named `chunkName` (a code-splitting group of `vite.config.ts`)
 * and of its static imports, recursively, except the entry chunks that `index.html` loads
 * anyway. Throws when the bundle has no such chunk, so that renaming the group cannot silently
 * turn the preload off.
 */
export function preloadedFiles(bundle: Rolldown.OutputBundle, chunkName: string): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const root = chunks.find((chunk) => chunk.name === chunkName && !chunk.isEntry);
  if (!root) throw new Error(`session-preload: the bundle has no chunk named "${chunkName}"`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (chunk.isEntry || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(root);
  return files;
}

/**
 * Puts admin-core's `sessionPreloadScript` into the built `index.html`, naming the files of the
 * chunk `chunkName` and its imports: a page opened on a console path with a stored session starts
 * downloading the signed-in console beside the entry instead of after it. Build only (the dev
 * server has no chunks).
 */
export function sessionPreloadPlugin(chunkName: string): Plugin {
  let base = '/';
  return {
    name: 'console:session-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const hrefs = preloadedFiles(bundle, chunkName).map((file) => `${base}${file}`);
        return [{ tag: 'script', children: sessionPreloadScript(hrefs), injectTo: 'head' }];
      },
    },
  };
}
