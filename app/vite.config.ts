import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesPlugin } from './vite-plugin-locales';
import { precompressPlugin } from './vite-plugin-precompress';

const appDir = path.dirname(fileURLToPath(import.meta.url));
/**
 * react-router's package exports only its development build (warnings and invariant messages);
 * the production build it ships beside it is what the console's bundle takes.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Where `pnpm dev` finds the API; the server's default port. */
const apiTarget = process.env.CONSOLE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  root: appDir,
  plugins: [
    react(),
    tailwindcss(),
    localesPlugin(path.join(appDir, 'src/locales')),
    // `.br` and `.gz` beside every built text file, served as they are by the server.
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(appDir, 'src/vendor/use-sync-external-store-shim.ts'),
      },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `scripts/size-budget.mjs` reads it to weigh what each route loads.
    manifest: true,
    // Every supported browser has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: one download and one gzip stream
        // for what every page waits for (`scripts/size-budget.mjs`), instead of a few small ones.
        codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }] },
      },
    },
  },
}));
