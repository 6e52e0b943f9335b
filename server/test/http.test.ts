import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allRoutes, UNSTORABLE_TEXT_MESSAGE } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer, testDatabases } from './harness';

const INLINE_THEME_SCRIPT = "document.documentElement.classList.add('dark')";

describe.each(testDatabases())('HTTP conventions ($name)', (database) => {
  let server: TestServer;
  let token: string;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'console-static-'));

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    mkdirSync(path.join(staticDir, 'locales'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><title>Console</title><script>${INLINE_THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script>`,
    );
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(staticDir, 'locales', 'en-US.json'), '{"hello":"Hello"}');
    server = await createTestServer({ database, config: { staticDir, bodyLimitBytes: 4096 } });
    ({ token } = await server.signIn({ isSuperUser: true }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('rejects unknown body fields with per-field details and changes nothing', async () => {
    const response = await server.request('POST', '/admin-users', {
      token,
      body: { name: 'X', username: 'valid_name', password: 'long-Enough-1', role: 'root' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Validation error',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'role', message: 'Unknown field' }],
    });
    const list = await server.request<{ data: { total: number } }>('GET', '/admin-users', {
      token,
      query: { q: 'valid_name' },
    });
    expect(list.body.data.total).toBe(0);
  });

  it('names every invalid field', async () => {
    const response = await server.request<{ details: { path: string }[] }>('POST', '/admin-users', {
      token,
      body: { name: '', username: 'a b', password: 'short', permissions: ['goals:fly'] },
    });
    expect(response.status).toBe(400);
    expect(response.body.details.map((detail) => detail.path).sort()).toEqual(
      ['name', 'password', 'permissions.0', 'username'].sort(),
    );
  });

  it('validates query strings and path parameters', async () => {
    const badPage = await server.request('GET', '/admin-users', {
      token,
      query: { pageSize: 1000 },
    });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ details: [{ path: 'pageSize' }] });
    const badSort = await server.request('GET', '/admin-users', {
      token,
      query: { sort: 'passwordHash:asc' },
    });
    expect(badSort.status).toBe(400);
    const badId = await server.request('GET', '/admin-users/abc', { token });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'id' }] });
    const hugeId = await server.request('GET', '/admin-users/99999999999999', { token });
    expect(hugeId.status).toBeLessThan(500);
  });

  it('reads numbers in paths and queries as plain digits only, and refuses ids no record can have', async () => {
    for (const id of ['0x10', '%201', '1e3', '', '2147483648']) {
      const answer = await server.request('GET', `/goals/${id}/challenges`, { token });
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'goalId' }],
      });
    }
    const page = await server.request('GET', '/admin-users', { token, query: { page: '1e3' } });
    expect(page.body).toMatchObject({
      details: [{ path: 'page', message: 'Must be a whole number' }],
    });
    const emptyVersion = await server.request('DELETE', '/goals/1', {
      token,
      query: { version: '' },
    });
    expect(emptyVersion.status).toBe(400);
    expect(emptyVersion.body).toMatchObject({ details: [{ path: 'version' }] });
    const bulk = await server.request('POST', '/users/bulk', {
      token,
      body: { action: 'activate', ids: [2147483648] },
    });
    expect(bulk.body).toMatchObject({ details: [{ path: 'ids.0' }] });
    const largest = await server.request('GET', '/goals/2147483647', { token });
    expect(largest.status).toBe(404);
  });

  it('answers the contract’s checks in English, which the contract leaves to the parser', async () => {
    const refused = [
      [
        'GET',
        '/telegram-users',
        { query: { languageCode: 'e$' } },
        'languageCode',
        'Invalid format',
      ],
      [
        'GET',
        '/admin-users',
        { query: { isActive: 'maybe' } },
        'isActive',
        'Expected true or false',
      ],
      ['GET', '/telegram-users', { query: { level: 'abc' } }, 'level', 'Must be a whole number'],
      [
        'PUT',
        '/users/1',
        { body: { username: 'bad name!', version: 0 } },
        'username',
        'Invalid format',
      ],
    ] as const;
    for (const [method, path, input, field, message] of refused) {
      const answer = await server.request(method, path, { token, ...input });
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ details: [{ path: field, message }] });
    }
  });

  it('refuses query parameters a route does not know, as it refuses unknown body fields', async () => {
    for (const [path, query] of [
      ['/goals', { unknownParam: '1' }],
      ['/goals', { 'page[]': '1' }],
      ['/analytics', { days: '7' }],
    ] as const) {
      const answer = await server.request('GET', path, { token, query });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({
        details: [{ path: Object.keys(query)[0], message: 'Unknown field' }],
      });
    }
  });

  it('refuses dates beyond what the database reads, and answers a range at the end of them', async () => {
    const refused = [
      ['/users', { createdTo: '9999-12-31' }, 'createdTo'],
      ['/telegram-users', { joinedFrom: '0000-01-01' }, 'joinedFrom'],
      ['/audit-logs', { to: '9999-12-31T23:00:00-05:00' }, 'to'],
      ['/analytics', { from: '9999-12-30', to: '9999-12-31' }, 'to'],
    ] as const;
    for (const [path, query, field] of refused) {
      const answer = await server.request('GET', path, { token, query });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({
        details: [{ path: field, message: 'Must lie between 1000-01-01 and 9999-12-30' }],
      });
    }
    // Before, the day after 9999-12-31 was written "+010000-01-01" and the analytics' day loop,
    // comparing days as text, never ended.
    const lastDays = await server.request('GET', '/analytics', {
      token,
      query: { from: '9999-12-29', to: '9999-12-30' },
    });
    expect(lastDays.status).toBe(200);
  });

  it('refuses text the database cannot store anywhere in the input, and changes nothing', async () => {
    const before = await server.request<{ data: { total: number } }>('GET', '/goals', { token });
    const withNul = await server.request('POST', '/goals', {
      token,
      body: { title: 'Run\u0000', category: 'fitness' },
    });
    expect(withNul.status).toBe(400);
    expect(withNul.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'title', message: UNSTORABLE_TEXT_MESSAGE }],
    });
    // JSON can spell half of a surrogate pair; it would be stored as U+FFFD.
    const halfPair = await server.request('POST', '/goals', {
      token,
      rawBody: '{"title":"Run","category":"fit\\ud800ness"}',
    });
    expect(halfPair.body).toMatchObject({ details: [{ path: 'category' }] });
    const inQuery = await server.request('GET', '/goals', { token, query: { q: 'a\u0000' } });
    expect(inQuery.body).toMatchObject({ details: [{ path: 'q' }] });
    const after = await server.request<{ data: { total: number } }>('GET', '/goals', { token });
    expect(after.body.data.total).toBe(before.body.data.total);
    const wellFormed = await server.request('POST', '/goals', {
      token,
      body: { title: 'Run 🏃', category: 'fitness' },
    });
    expect(wellFormed.status).toBe(201);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await server.request('POST', '/auth/login', { rawBody: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const tooLarge = await server.request('POST', '/auth/login', {
      body: { username: 'x', password: 'y'.repeat(5000) },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const noBody = await server.request('POST', '/auth/login');
    expect(noBody.status).toBe(400);
    const plainText = await server.request('POST', '/auth/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(plainText.status).toBe(415);
    expect(plainText.body).toMatchObject({ success: false, message: 'Unsupported content type' });
  });

  it('sets security headers and a request id on every answer', async () => {
    const response = await server.raw('GET', '/healthz', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await server.raw('GET', '/healthz', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Also on refusals and unknown paths, which end before any handler runs.
    for (const refused of [
      await server.raw('GET', '/api/admin/goals'),
      await server.raw('GET', '/api/admin/no-such-route'),
      // Paths the router cannot read end before any hook.
      await server.raw('GET', '/api/admin/goals/%ED%A0%80'),
      await server.raw('GET', `/api/admin/goals/${'9'.repeat(1000)}`),
    ]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(refused.headers['x-frame-options']).toBe('DENY');
      expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const generated = await server.raw('GET', '/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows the console's inline script by its hash, and no other inline script", async () => {
    const response = await server.raw('GET', '/healthz');
    const scriptSources = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE_THEME_SCRIPT).digest('base64');
    expect(scriptSources).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSources).not.toContain('unsafe-inline');
  });

  it('publishes an OpenAPI 3.1 document of every contract route', async () => {
    const response = await server.request<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('GET', '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const operations = Object.values(response.body.paths).flatMap((methods) =>
      Object.keys(methods),
    );
    expect(operations).toHaveLength(allRoutes.length);
    expect(response.body.paths['/api/admin/admin-users/{id}']).toHaveProperty('put');
    const docs = await server.raw('GET', '/api/admin/docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger');
  });

  it('documents exactly the path parameters of each path: none for the list exports', async () => {
    interface Operation {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    }
    const { paths } = (
      await server.request<{ paths: Record<string, Record<string, Operation>> }>(
        'GET',
        '/openapi.json',
      )
    ).body;
    for (const [path, methods] of Object.entries(paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(methods)) {
        const inPath = operation.parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        expect(inPath, `${method} ${path}`).toEqual(placeholders);
      }
    }
    const goalsExport = paths['/api/admin/operations/export/goals']?.get;
    expect(goalsExport?.parameters.map((parameter) => parameter.name)).toContain('format');
    expect(goalsExport?.responses).not.toHaveProperty('404');
    const logsExport = paths['/api/admin/operations/export/telegram-users/{id}/logs']?.get;
    expect(logsExport?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
    expect(logsExport?.responses).toHaveProperty('404');
  });

  it('serves the console with an SPA fallback but JSON 404 under the API prefix', async () => {
    const page = await server.raw('GET', '/goals/edit/3');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<title>Console</title>');
    const asset = await server.raw('GET', '/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await server.raw('GET', '/locales/en-US.json');
    expect(locale.body).toEqual({ hello: 'Hello' });
    const missingAsset = await server.raw('GET', '/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    for (const url of ['/api/admin/unknown', '/api/other']) {
      const api = await server.raw('GET', url);
      expect(api.status).toBe(404);
      expect(api.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
