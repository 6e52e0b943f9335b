import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../app/vite-plugin-precompress';
import { createTestServer, type TestServer } from './harness';

/**
 * The built console as the server hands it out: the `.br` and `.gz` copies the build writes
 * (app/vite-plugin-precompress.ts) chosen by Accept-Encoding, the file itself otherwise.
 */
describe('static console: precompressed assets', () => {
  let server: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'console-static-encoded-'));
  const script = path.join(staticDir, 'assets', 'app-abc123.js');
  const indexHtml = path.join(staticDir, 'index.html');
  const tiny = path.join(staticDir, 'assets', 'tiny-abc123.js');

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(
      script,
      Array.from({ length: 200 }, (_, i) => `export const value${i} = "value number ${i}";`).join(
        '\n',
      ),
    );
    writeFileSync(
      indexHtml,
      `<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Console</title>${'<link rel="modulepreload" href="/assets/app-abc123.js" />'.repeat(8)}</head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(tiny, 'x');
    for (const file of [script, indexHtml, tiny]) await precompressFile(file);
    server = await createTestServer({ config: { staticDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies only where they are smaller', () => {
    expect(readFileSync(`${script}.br`).length).toBeLessThan(readFileSync(script).length);
    expect(readFileSync(`${script}.gz`).length).toBeLessThan(readFileSync(script).length);
    expect(() => readFileSync(`${tiny}.br`)).toThrow(/ENOENT/);
    expect(() => readFileSync(`${tiny}.gz`)).toThrow(/ENOENT/);
  });

  it('sends brotli when the browser accepts it, with the script type and immutable caching', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(readFileSync(`${script}.br`).length);
    expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(script))).toBe(true);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(readFileSync(script))).toBe(true);
  });

  it('honours quality values: brotli refused with q=0 gets gzip', async () => {
    const response = await get('/assets/app-abc123.js', 'br;q=0, gzip;q=0.8');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself without an accepted encoding, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0, deflate;q=0']) {
      const response = await get('/assets/app-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(readFileSync(script))).toBe(true);
    }
  });

  it('sends a file without encoded copies as it is, whatever is accepted', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x');
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const response = await get('/assets/app-abc123.js', 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(readFileSync(`${script}.br`).length);
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves index.html compressed on the SPA fallback, uncached', async () => {
    for (const url of ['/dashboard', '/goals/edit/3', '/login?next=%2Fgoals']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).equals(readFileSync(indexHtml))).toBe(true);
    }
    const gzipOnly = await get('/dashboard', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).equals(readFileSync(indexHtml))).toBe(true);
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.rawPayload.equals(readFileSync(indexHtml))).toBe(true);
  });

  it('does not serve the encoded copies as URLs of their own', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('serves index.html to a browser navigating to a page whose path has a dot', async () => {
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const url of ['/telegram-users/1.5', '/levels/edit/3.0', '/settings/audit-log.csv']) {
      const response = await server.app.inject({ url, headers: { accept: navigation } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.rawPayload.equals(readFileSync(indexHtml))).toBe(true);
    }
  });

  it('keeps 404s for files that scripts ask for, missing assets and the API, even from a browser', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html;q=0, */*']) {
      const response = await server.app.inject({
        url: '/locales/xx-XX.json',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const url of ['/assets/missing-abc123.js', '/api/admin/goals.csv', '/api/admin/x']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('keeps API answers and missing assets JSON 404s', async () => {
    const missing = await get('/assets/missing.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const api = await get('/api/admin/unknown', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
