#!/usr/bin/env node
/**
 * Lighthouse (mobile: the default form factor with simulated throttling) on the built console.
 *
 * Builds (unless --no-build), starts `node server/dist/main.js` on a free port with a fresh data
 * directory and a known super admin, then audits `/login` signed out and `/dashboard` signed in
 * (tokens from the login API are put into localStorage before Lighthouse navigates). Prints the
 * performance and accessibility scores, the paint and blocking metrics, and the JavaScript each
 * page loaded: raw bytes, bytes on the wire (the server sends the build's brotli copies to a browser
 * that accepts them) and gzip -9 computed here the same way scripts/size-budget.mjs does, so that the
 * column compares with the budgets.
 *
 * Scores are reported, not enforced: on a shared 2-core machine they vary from run to run. The
 * JavaScript budgets are enforced by scripts/size-budget.mjs. The exit code is non-zero only when
 * the run itself fails.
 *
 * Usage: node scripts/bench-web.mjs [--no-build] [--keep-reports] [--runs=N]
 *   --runs=N      audit each page N times (default 1) and add a median row per page: one run's
 *                 score moves by several points on a busy machine
 *   CHROME_PATH   the Chromium to drive (default /usr/bin/chromium; nothing is ever downloaded)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.slice(2).find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('bench-web: --runs takes a whole number from 1 to 20');
  process.exit(2);
}
const args = new Set(process.argv.slice(2).filter((arg) => arg !== runsArg));
const knownArgs = new Set(['--no-build', '--keep-reports']);
for (const arg of args) {
  if (!knownArgs.has(arg)) {
    console.error(
      `bench-web: unknown option ${arg} (known: ${[...knownArgs].join(', ')}, --runs=N)`,
    );
    process.exit(2);
  }
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const admin = { username: 'bench-admin', password: 'Basalt-Ferry-27' };
const apiPrefix = '/api/admin';
const serverStartTimeoutMs = 180_000;
const lighthouseFlags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

function formatLoad() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

function build() {
  // Under `pnpm bench:web` npm_execpath is pnpm itself; run directly, fall back to npx.
  const pnpm = process.env.npm_execpath;
  const [command, commandArgs] = pnpm?.includes('pnpm')
    ? [process.execPath, [pnpm, 'build']]
    : ['npx', ['-y', 'pnpm@10', 'build']];
  console.log('bench-web: building…');
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status})`);
}

/** A port nobody listens on right now, chosen by the OS. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_ADMIN_USERNAME: admin.username,
      CONSOLE_ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
  });
  let exitCode = null;
  server.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  const deadline = Date.now() + serverStartTimeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`the server exited with code ${exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return { baseUrl, server };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server did not answer ${baseUrl}/healthz within ${serverStartTimeoutMs} ms`);
}

/** Stops the server and waits for it, so its data directory is no longer in use. */
function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}${apiPrefix}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = await response.json();
  if (!response.ok || !body?.data?.token) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** The scripts the page loaded, with their gzip -9 size computed from the served bodies. */
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  let raw = 0;
  let transferred = 0;
  let gzip = 0;
  for (const script of scripts) {
    const response = await fetch(script.url);
    if (!response.ok) throw new Error(`could not re-fetch ${script.url}: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    raw += body.length;
    transferred += script.transferSize ?? 0;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, raw, transferred, gzip };
}

function failedAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = audit.details?.items ?? [];
      const nodes = items
        .map((item) => item.node?.snippet ?? item.node?.selector)
        .filter(Boolean)
        .slice(0, 3);
      return { id: audit.id, title: audit.title, nodes };
    });
}

async function summarize(page, lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    js: await scriptBytes(lhr),
    failedAccessibility: failedAccessibilityAudits(lhr),
    runWarnings: lhr.runWarnings,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function audit(url, page, extraFlags = {}) {
  const result = await lighthouse(url, { ...lighthouseFlags, ...extraFlags }, undefined, page);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result;
}

/**
 * Signs in the way the console does after login: the three session keys in localStorage. Set on
 * /healthz (same origin, no app JavaScript), then the HTTP cache is cleared so /dashboard is
 * measured cold even though Lighthouse keeps the storage.
 */
async function storeSession(page, baseUrl, session) {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate(({ token, refreshToken, user }) => {
    localStorage.setItem('admin_access_token', token);
    localStorage.setItem('admin_refresh_token', refreshToken);
    localStorage.setItem('admin_user', JSON.stringify(user));
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs of one page (the scripts are the same on every run). */
function medianRow(name, rows) {
  const ofPage = rows.filter((row) => row.page === name);
  const of = (pick) => median(ofPage.map(pick));
  return {
    ...ofPage[0],
    page: `${name} median`,
    performance: Math.round(of((row) => row.performance)),
    accessibility: Math.round(of((row) => row.accessibility)),
    fcpMs: of((row) => row.fcpMs),
    lcpMs: of((row) => row.lcpMs),
    tbtMs: of((row) => row.tbtMs),
    cls: of((row) => row.cls),
    failedAccessibility: [],
    runWarnings: [],
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function printTable(rows) {
  const header = [
    'page',
    'perf',
    'a11y',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS raw',
    'JS wire',
    'JS gzip',
    'scripts',
  ];
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    String(row.accessibility),
    ms(row.fcpMs),
    ms(row.lcpMs),
    ms(row.tbtMs),
    row.cls.toFixed(3),
    kb(row.js.raw),
    kb(row.js.transferred),
    kb(row.js.gzip),
    String(row.js.count),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]),
      )
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (!args.has('--no-build')) build();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-web-'));
  const reportDir = mkdtempSync(path.join(tmpdir(), 'console-bench-web-reports-'));
  let server;
  let browser;
  try {
    const started = await startServer(dataDir);
    server = started.server;
    const { baseUrl } = started;
    console.log(`bench-web: server on ${baseUrl}, load average ${formatLoad()} (1 / 5 / 15 min)`);
    const session = await signIn(baseUrl);

    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      defaultViewport: null,
      args: chromeFlags,
    });
    const page = await browser.newPage();

    const rows = [];
    let login;
    for (let run = 1; run <= runs; run++) {
      const suffix = runs > 1 ? `-${run}` : '';
      login = await audit(`${baseUrl}/login`, page);
      writeFileSync(path.join(reportDir, `login${suffix}.json`), login.report);
      rows.push(await summarize('/login', login.lhr));

      await storeSession(page, baseUrl, session);
      const dashboard = await audit(`${baseUrl}/dashboard`, page, { disableStorageReset: true });
      writeFileSync(path.join(reportDir, `dashboard${suffix}.json`), dashboard.report);
      const dashboardRow = await summarize('/dashboard', dashboard.lhr);
      if (new URL(dashboardRow.finalUrl).pathname !== '/dashboard') {
        throw new Error(
          `/dashboard ended on ${dashboardRow.finalUrl}: the stored session was not accepted`,
        );
      }
      rows.push(dashboardRow);
      // The next /login audit starts signed out.
      await page.evaluate(() => localStorage.clear());
    }
    if (runs > 1) rows.push(...['/login', '/dashboard'].map((name) => medianRow(name, rows)));

    console.log(
      `\nLighthouse ${login.lhr.lighthouseVersion}, mobile, simulated throttling; ${login.lhr.environment.hostUserAgent}`,
    );
    // Lighthouse's own CPU benchmark (higher is faster; a typical idle desktop scores 1000+).
    console.log(
      `benchmark index: ${rows.map((row) => `${row.page} ${row.benchmarkIndex}`).join(', ')}`,
    );
    printTable(rows);
    for (const row of rows) {
      for (const failed of row.failedAccessibility) {
        console.log(
          `accessibility ${row.page}: ${failed.id} (${failed.title}) ${failed.nodes.join(' | ')}`,
        );
      }
      for (const warning of row.runWarnings) console.log(`warning ${row.page}: ${warning}`);
    }
    console.log(`load average after the run: ${formatLoad()}`);
    if (args.has('--keep-reports')) console.log(`Lighthouse JSON reports: ${reportDir}`);
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (!args.has('--keep-reports')) rmSync(reportDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench-web: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
