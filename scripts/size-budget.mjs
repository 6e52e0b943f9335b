#!/usr/bin/env node
/**
 * The JavaScript a route needs before its first paint, gzipped, against a budget.
 *
 * Reads `app/dist/index.html` (its module script and modulepreloads) and the Vite manifest
 * (`app/dist/.vite/manifest.json`). A route's first paint needs the entry with its static imports,
 * plus the lazy chunks the app loads before it can render that route: the route's page chunk(s)
 * and the active (en-US) locale's namespace chunks. Chunks loaded beside the page without holding
 * up its paint (the toaster) or right after it (the header's menus, `shell/after-first-paint.tsx`)
 * are printed as "deferred" but not counted.
 *
 * Usage: node scripts/size-budget.mjs [distDir]    (exit code 1 when a budget is exceeded)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'app/dist'));

/**
 * What each measured route loads before it paints, by source module (manifest key).
 *
 * /login: a first visit paints the bare sign-in screen (`app/src/app.tsx`) without the router, the
 * shell, TanStack Query or zod: react-dom 19 with react and the scheduler (~69 KB), i18next with
 * react-i18next (~19 KB), admin-core's session (hand-written answer guards, no contract schemas),
 * the login page (plain elements in the kit's class recipes, no tailwind-merge or Radix) and the
 * common and auth translations. Measured 99.3 KB, 99.6 KB since the entry also names the chunks a
 * stored session preloads (`app/src/preload.ts`), 99.9 KB with the server's error rules and the
 * session restore's refresh, 99.7 KB once admin-core's route call checks (`api/route-input.ts`)
 * and permission hooks (`react/permission-hooks.ts`), which only the console uses, left it. The
 * bare sign-in screen under the console's error boundary (its chunk's failure shows Try again,
 * `app.tsx`) cost ~1 KB and admin-core's refusals before sending said in the admin's language
 * 0.1 KB; the login page's `useNamespaceT` instead of react-i18next's `useTranslation` (which the
 * console still loads) saved 2.4 KB: 99.9 -> 99.3 KB.
 *
 * /dashboard: the same entry plus the routed console (`console-app.tsx`: react-router's declarative
 * `<Router>` on the console's own browser history, whose blocker holds the unsaved-changes guard's
 * navigations; react-router's data router cost ~16 KB more), the table of the page namespaces'
 * loaders, the route module (`routes/preload-route.ts`, which carries the shell with TanStack
 * Query, ~15 KB) and the dashboard page (which reads its figures unchecked, so no zod), with their
 * translations; the header's menus (Radix dropdowns) load right after its first paint. The
 * sidebar's tooltips are its own (no Radix Tooltip or floating-ui), the header's avatar placeholder
 * is `AvatarInitials` (no Radix Avatar), and the kit's `cn` merges the utility groups of
 * `packages/ui/src/lib/class-groups.ts` instead of tailwind-merge's whole default configuration:
 * 191.3 -> 172.1 -> 156.0 (router) -> 153.1 KB (class groups), under the 155 KB target, which is
 * the budget. The build's code-splitting groups (`app/vite.config.ts`) then put the sign-in page
 * with what it shares with the console in one `login` chunk, and the console, the shell, the route
 * preloader and the dashboard in one `console` chunk: 99.2 and 146.7 KB (147.3 KB with the dashboard's
 * prefetch) in 4 and 7 files (fewer gzip streams, and no shared chunk that holds modules the route
 * does not run).
 * Routes name such a chunk by its group's name.
 */
const routes = [
  {
    route: '/login',
    budgetKb: 100,
    modules: ['login', 'src/locales/en-US/common.json', 'src/locales/en-US/auth.json'],
  },
  {
    route: '/dashboard',
    budgetKb: 155,
    modules: [
      'console',
      'src/i18n/page-namespaces.ts',
      'src/locales/en-US/common.json',
      'src/locales/en-US/shell.json',
      'src/locales/en-US/dashboard.json',
    ],
  },
];
const deferredModules = ['src/shell/toaster-host.tsx', 'src/shell/header-menus.tsx'];

function fail(message) {
  console.error(`size-budget: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(distDir, '.vite/manifest.json');
const indexPath = path.join(distDir, 'index.html');
if (!existsSync(manifestPath) || !existsSync(indexPath)) {
  fail(
    `no build in ${distDir} (expected index.html and .vite/manifest.json); run pnpm build first`,
  );
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const indexHtml = readFileSync(indexPath, 'utf8');

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');

/**
 * A source module's manifest key, or the key of a chunk of `app/vite.config.ts`'s code-splitting
 * groups by the group's name (such a chunk has no source of its own).
 */
function manifestKey(moduleOrGroup) {
  if (manifest[moduleOrGroup]) return moduleOrGroup;
  return Object.keys(manifest).find(
    (key) => !manifest[key].src && manifest[key].name === moduleOrGroup,
  );
}

/** A manifest chunk's own file and those of its static imports, recursively. */
function staticClosure(moduleOrGroup, into = new Set()) {
  const chunk = manifest[manifestKey(moduleOrGroup)];
  if (!chunk) fail(`"${moduleOrGroup}" is not in the manifest; update scripts/size-budget.mjs`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

/** The scripts index.html makes the browser fetch at once. */
const htmlScripts = [
  ...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
  ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
].map((match) => match[1]);

const entryFiles = staticClosure(entryKey);
for (const file of htmlScripts) entryFiles.add(file);

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) fail(`${file} is referenced but missing from ${distDir}`);
    gzipSizes.set(file, gzipSync(readFileSync(full), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

let overBudget = false;
console.log(
  `JavaScript before first paint (gzip -9, 1 KB = ${KB} bytes), ${path.relative(repoRoot, distDir)}`,
);
/** Every file some route counts (the entry's included). */
const countedFiles = new Set();
for (const { route, budgetKb, modules } of routes) {
  const files = new Set(entryFiles);
  for (const key of modules) staticClosure(key, files);
  for (const file of files) countedFiles.add(file);
  const bytes = total(files);
  const within = bytes <= budgetKb * KB;
  overBudget ||= !within;
  console.log(
    `  ${route.padEnd(11)} ${kb(bytes).padStart(9)} of ${budgetKb} KB  ${within ? 'ok' : 'OVER BUDGET'}  (${files.size} files)`,
  );
  for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) {
    console.log(`      ${kb(gzipSize(file)).padStart(9)}  ${file}`);
  }
}
const deferred = new Set();
for (const key of deferredModules) staticClosure(key, deferred);
for (const file of countedFiles) deferred.delete(file);
console.log(
  `  deferred    ${kb(total(deferred)).padStart(9)} (loaded beside or after the first paint, not counted)`,
);

if (overBudget) fail('a route exceeds its JavaScript budget');
