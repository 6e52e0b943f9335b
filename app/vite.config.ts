import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { localesPlugin } from './vite-plugin-locales';
import { precompressPlugin } from './vite-plugin-precompress';
import { sessionPreloadPlugin } from './vite-plugin-session-preload';

const appDir = path.dirname(fileURLToPath(import.meta.url));
/**
 * react-router's package exports only its development build (warnings and invariant messages);
 * the production build it ships beside it is what the console's bundle takes.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * react-router's production build names its components and contexts for React DevTools at the top
 * level (`Form.displayName = "Form"`) and creates `Link`, `NavLink` and `Form` by `forwardRef`
 * calls it does not mark pure: statements the bundler has to keep, and with them what they reach,
 * though the console uses none of it (the data router's `<Form>` and its submission code,
 * `HistoryRouter`, `ScrollRestoration`). Without those names (DevTools then shows `ForwardRef` and
 * `Context.Provider`) and with the calls marked pure, only what the console imports is bundled:
 * /dashboard 154.9 -> 153.6 KB gzip. Each edit stays on its line, so source maps keep their lines.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'console-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const shaken = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.forwardRef)\(/g, '= /* @__PURE__ */ $1(');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}

/** The code-splitting group of what every signed-in page paints first (see `codeSplitting`). */
const CONSOLE_CHUNK = 'console';

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
    sessionPreloadPlugin(CONSOLE_CHUNK),
    reactRouterTreeShaking(),
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
        // Few requests on the way to a first paint: each costs a round trip, and a phone on HTTP/1.1
        // has six connections. Each group is one chunk with the static imports of what it captures
        // (those of a higher priority group excepted).
        codeSplitting: {
          groups: [
            // Everything the entry imports statically: what every page waits for.
            { name: 'startup', tags: ['$initial'], priority: 3 },
            // The sign-in page and the kit's pieces it shares with the console: what /login adds.
            { name: 'login', test: /[\\/]features[\\/]auth[\\/]login\.page\.tsx$/, priority: 2 },
            // The routed console, its shell, the route preloader and the landing page (the
            // dashboard), with admin-core's route call checks (`api/route-input.ts`, which only
            // the console's pages use): what a signed-in visit adds, preloaded by `index.html` for a
            // stored session (`vite-plugin-session-preload.ts`). Other pages and what the shell
            // loads after its first paint stay chunks of their own.
            {
              name: CONSOLE_CHUNK,
              test: /[\\/]src[\\/](console-app\.tsx|shell[\\/]console-shell\.tsx|routes[\\/]preload-route\.ts|features[\\/]dashboard[\\/]dashboard\.page\.tsx|api[\\/]route-input\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
