// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_MESSAGES, DIAGNOSTICS_GLOBAL } from './diagnostics';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDirs: string[] = [];

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/** Builds the package with tsup into a temporary directory and answers all emitted JavaScript. */
function buildBundle(nodeEnv: 'production' | 'development'): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `admin-core-${nodeEnv}-`));
  outDirs.push(outDir);
  const result = spawnSync(path.join(packageDir, 'node_modules/.bin/tsup'), [], {
    cwd: packageDir,
    env: { ...process.env, NODE_ENV: nodeEnv, TSUP_OUT_DIR: outDir, TSUP_NO_DTS: '1' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  expect(files).toContain('index.js');
  return files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
}

const diagnosticTexts = [DIAGNOSTICS_GLOBAL, ...Object.values(DIAGNOSTIC_MESSAGES), 'Access token'];

describe('token diagnostics in builds', () => {
  it('are absent from a production build', { timeout: 120_000 }, () => {
    const bundle = buildBundle('production');
    for (const text of diagnosticTexts) expect(bundle).not.toContain(text);
    expect(bundle).not.toContain('import.meta.env');
    // The rest of the session engine is there.
    expect(bundle).toContain('Token refresh failed');
  });

  it('are present in a development build (so the check above can fail)', {
    timeout: 120_000,
  }, () => {
    const bundle = buildBundle('development');
    for (const text of diagnosticTexts) expect(bundle).toContain(text);
  });
});
