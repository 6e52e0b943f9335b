import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/admin';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now, chosen by the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}

// The runner loads this file again in every worker; the environment it sets here is inherited by
// them, so all processes agree on one server port and one data directory.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'console-e2e-'));
// Per run, so that two runs in the same checkout do not delete each other's traces.
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(path.join(tmpdir(), 'console-e2e-results-'));
// The server serves a copy of the built console: a build started elsewhere in the same checkout
// during the run would otherwise swap the chunks under the pages being tested.
if (!process.env.E2E_STATIC_DIR) {
  const built = path.join(repoRoot, 'app/dist');
  if (!existsSync(path.join(built, 'index.html'))) {
    throw new Error('app/dist has no build: run `pnpm build` first (pnpm test:e2e does)');
  }
  process.env.E2E_STATIC_DIR = mkdtempSync(path.join(tmpdir(), 'console-e2e-static-'));
  cpSync(built, process.env.E2E_STATIC_DIR, { recursive: true });
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: the dark-theme axe contrast check of the FAQ list flaked once under load (see the notes).
  retries: process.env.CI ? 1 : 0,
  // Two cores: the server, the browser and the runner share them.
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  // The machine is shared and slow; axe over several screens in two themes takes a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    // Transitions end at once (the kit honours the OS setting), so axe never measures colours
    // halfway through a theme change and screenshots are stable.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'console', testIgnore: /operations\.spec\.ts$/ },
    {
      // A restore ends every session on the shared server, so the operations spec runs alone,
      // after every other spec has finished.
      name: 'operations',
      testMatch: /operations\.spec\.ts$/,
      dependencies: ['console'],
    },
  ],
  webServer: {
    command: 'node server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: process.env.E2E_STATIC_DIR,
      CONSOLE_ADMIN_USERNAME: E2E_ADMIN.username,
      CONSOLE_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
});
