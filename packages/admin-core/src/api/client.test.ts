import { authRoutes, defineRoute, idParam, listQueryBase, pageOf } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSessionStorage } from '../auth/session-storage';
import { createMemoryStorage } from '../storage';
import { adminUser, failure, jsonResponse, ok, tokenExpiringIn } from '../test-support';
import { type ApiClientOptions, createApiClient, webLocks } from './client';
import { ApiError, sessionEndReasonOf } from './errors';

const goalSchema = z.object({ id: z.number(), title: z.string() });
const goalRoutes = {
  list: defineRoute({
    id: 'goals.list',
    method: 'GET',
    path: '/goals',
    access: ['goals:read'],
    tag: 'goals',
    summary: 'List goals',
    query: listQueryBase.extend({ tag: z.array(z.string()).optional() }),
    response: pageOf(goalSchema),
  }),
  get: defineRoute({
    id: 'goals.get',
    method: 'GET',
    path: '/goals/:id',
    access: ['goals:read'],
    tag: 'goals',
    summary: 'One goal',
    params: idParam,
    response: goalSchema,
  }),
  create: defineRoute({
    id: 'goals.create',
    method: 'POST',
    path: '/goals',
    access: ['goals:write'],
    tag: 'goals',
    summary: 'Create a goal',
    body: z.strictObject({ title: z.string().trim().min(1) }),
    response: goalSchema,
  }),
  export: defineRoute({
    id: 'goals.export',
    method: 'GET',
    path: '/goals/export',
    access: ['goals:read'],
    tag: 'goals',
    summary: 'CSV export',
    response: z.null(),
    stream: true,
  }),
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  const storage = createMemoryStorage();
  const session = createSessionStorage(storage);
  const calls: Array<{
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return handler(url, init);
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const navigation = { getPathname: vi.fn(() => '/goals'), navigate: vi.fn() };
  const events = new EventTarget();
  const expired = vi.fn();
  events.addEventListener('admin-auth-expired', expired);
  const client = createApiClient({
    session,
    fetch: fetchMock as typeof fetch,
    logger,
    navigation,
    eventTarget: events,
    ...overrides,
  });
  return { client, session, storage, calls, fetchMock, logger, navigation, expired };
}

const page = { items: [{ id: 1, title: 'Run' }], total: 1, page: 1, pageSize: 20 };

function signIn(session: ReturnType<typeof createSessionStorage>, accessToken = 'old-access') {
  session.saveSession({ accessToken, refreshToken: 'old-refresh', user: adminUser });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the promise to reject');
}

describe('requests', () => {
  it('sends JSON with the Bearer token under the default prefix and returns the data', async () => {
    const { client, session, calls } = setup(() => ok(page));
    signIn(session);
    await expect(
      client.call(goalRoutes.list, { query: { q: 'run', tag: ['a', 'b'] } }),
    ).resolves.toEqual(page);
    expect(calls).toEqual([
      {
        url: '/api/admin/goals?page=1&pageSize=20&q=run&tag=a&tag=b',
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: 'Bearer old-access' },
        body: undefined,
      },
    ]);
  });

  it('fills path parameters and sends a JSON body', async () => {
    const { client, session, calls } = setup((url) =>
      url.endsWith('/goals/5') ? ok({ id: 5, title: 'Walk' }) : ok({ id: 6, title: 'Swim' }),
    );
    signIn(session);
    await expect(client.call(goalRoutes.get, { params: { id: 5 } })).resolves.toEqual({
      id: 5,
      title: 'Walk',
    });
    await client.call(goalRoutes.create, { body: { title: '  Swim ' } });
    expect(calls[1]).toMatchObject({
      url: '/api/admin/goals',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { title: '  Swim ' },
    });
  });

  it('honours a configured base URL and prefix and sends no Authorization without a token', async () => {
    const { client, calls } = setup(() => ok(page), {
      baseUrl: 'https://api.example.test',
      prefix: '/admin/v2',
    });
    expect(client.prefix).toBe('/admin/v2');
    await client.call(goalRoutes.list);
    expect(calls[0]?.url).toBe('https://api.example.test/admin/v2/goals?page=1&pageSize=20');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends a body as the caller gave it, not as the schema parses it', async () => {
    // The server parses the body with the same schema, whose input a parsed value need not fit:
    // `z.stringbool()` reads "false" as false, and false is not a string.
    const route = defineRoute({
      id: 'bulk',
      method: 'POST',
      path: '/bulk',
      access: 'authenticated',
      tag: 'x',
      summary: 'x',
      body: z.strictObject({ filter: z.strictObject({ verified: z.stringbool() }) }),
      response: z.null(),
    });
    const { client, calls } = setup(() => ok(null));
    await client.call(route, { body: { filter: { verified: 'false' } } });
    expect(calls[0]?.body).toEqual({ filter: { verified: 'false' } });
    expect(route.body?.safeParse(calls[0]?.body).success).toBe(true);
  });

  it('refuses bad input with field details and sends nothing', async () => {
    const { client, fetchMock } = setup(() => ok(null));
    const error = await rejection(
      client.call(goalRoutes.list, { query: { pageSize: 1000, sort: 'bad sort' } }),
    );
    expect(error).toMatchObject({ kind: 'validation', status: null, message: 'Validation error' });
    expect(error.details.map((detail) => detail.path)).toEqual(['query.pageSize', 'query.sort']);
    const bodyError = await rejection(client.call(goalRoutes.create, { body: { title: ' ' } }));
    expect(bodyError.details).toEqual([{ path: 'title', message: expect.any(String) }]);
    const paramError = await rejection(client.call(goalRoutes.get, { params: { id: -1 } }));
    expect(paramError.details[0]?.path).toBe('params.id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a path parameter the route has no schema for', async () => {
    const route = defineRoute({
      id: 'x',
      method: 'GET',
      path: '/x/:id',
      access: 'authenticated',
      tag: 'x',
      summary: 'x',
      response: z.null(),
    });
    const { client, fetchMock } = setup(() => ok(null));
    const error = await rejection(client.call(route));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('Missing path parameter "id" for /x/:id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks success data against the route response schema', async () => {
    const { client, logger } = setup(() => ok({ id: 'one' }));
    const error = await rejection(client.call(goalRoutes.get, { params: { id: 1 } }));
    expect(error.kind).toBe('invalid-response');
    expect(error.details.map((detail) => detail.path)).toEqual(['id', 'title']);
    expect(logger.error).toHaveBeenCalled();
    const lenient = setup(() => ok({ id: 'one' }), { validateResponses: false });
    await expect(lenient.client.call(goalRoutes.get, { params: { id: 1 } })).resolves.toEqual({
      id: 'one',
    });
  });

  it('calls endpoints outside the contract with request()', async () => {
    const { client, session, calls } = setup(() => ok({ pong: true }));
    signIn(session);
    await expect(
      client.request('post', '/ping', { body: { a: 1 }, query: { at: new Date(0), skip: null } }),
    ).resolves.toEqual({ pong: true });
    expect(calls[0]).toMatchObject({
      url: '/api/admin/ping?at=1970-01-01T00%3A00%3A00.000Z',
      method: 'POST',
      body: { a: 1 },
      headers: { Authorization: 'Bearer old-access' },
    });
    await client.request('GET', '/public', { refreshOn401: false });
    expect(calls[1]?.headers.Authorization).toBe('Bearer old-access');
  });

  it('returns the raw answer of stream routes', async () => {
    const { client } = setup(
      () =>
        new Response('id,title\n1,Run\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const response = await client.callRaw(goalRoutes.export);
    await expect(response.text()).resolves.toBe('id,title\n1,Run\n');
    const failing = setup(() => failure(403, 'FORBIDDEN', 'No export for you'));
    await expect(rejection(failing.client.callRaw(goalRoutes.export))).resolves.toMatchObject({
      kind: 'forbidden',
      message: 'No export for you',
    });
  });

  it("stops a raw answer's download when the caller aborts while its body streams in", async () => {
    let fetchSignal: AbortSignal | undefined;
    const { client } = setup((_url, init) => {
      fetchSignal = init.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"format":"console-backup"'));
          init.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const cancel = new AbortController();
    const response = await client.callRaw(goalRoutes.export, { signal: cancel.signal });
    const reader = response.body?.getReader();
    await expect(reader?.read()).resolves.toMatchObject({ done: false });
    expect(fetchSignal?.aborted).toBe(false);
    cancel.abort();
    expect(fetchSignal?.aborted).toBe(true);
    await expect(reader?.read()).rejects.toBeDefined();
  });
});

describe('accepted writes', () => {
  it('tells write listeners of each signed-in write the server accepted, and of nothing else', async () => {
    let answer: () => Response = () => ok({ id: 6, title: 'Swim' });
    const { client, session } = setup(() => answer());
    signIn(session);
    const heard = vi.fn();
    const stop = client.subscribeWrites(heard);

    await client.call(goalRoutes.create, { body: { title: 'Swim' } });
    expect(heard).toHaveBeenCalledTimes(1);

    answer = () => ok(page);
    await client.call(goalRoutes.list);
    await client.request('DELETE', '/sessions/1', { refreshOn401: false });
    answer = () => failure(409, 'CONFLICT', 'Changed meanwhile');
    await rejection(client.call(goalRoutes.create, { body: { title: 'Swim' } }));
    expect(heard).toHaveBeenCalledTimes(1);

    answer = () => ok({ id: 7, title: 'Row' });
    stop();
    await client.call(goalRoutes.create, { body: { title: 'Row' } });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it.each([
    [400, 'VALIDATION_ERROR', 'validation'],
    [401, 'UNAUTHORIZED', 'unauthorized'],
    [403, 'FORBIDDEN', 'forbidden'],
    [404, 'NOT_FOUND', 'not-found'],
    [409, 'CONFLICT', 'conflict'],
    [413, 'PAYLOAD_TOO_LARGE', 'payload-too-large'],
    [429, 'RATE_LIMITED', 'rate-limited'],
    [500, 'INTERNAL_ERROR', 'server'],
  ])('maps %i %s to the %s kind with the server message', async (status, code, kind) => {
    const { client } = setup(() => failure(status, code, `server says ${status}`));
    // Not refreshed, so that a 401 is reported rather than recovered from.
    const error = await rejection(client.request('GET', '/goals', { refreshOn401: false }));
    expect(error).toMatchObject({
      kind,
      status,
      code,
      message: `server says ${status}`,
      serverMessage: `server says ${status}`,
      method: 'GET',
      url: '/api/admin/goals',
    });
  });

  it('keeps the per-field details of a validation answer', async () => {
    const details = [{ path: 'title', message: 'Required field' }];
    const { client } = setup(() => failure(400, 'VALIDATION_ERROR', 'Validation error', details));
    const error = await rejection(client.call(goalRoutes.create, { body: { title: 'x' } }));
    expect(error.details).toEqual(details);
  });

  it('warns that a 404 endpoint may not be implemented', async () => {
    const { client, logger } = setup(() => new Response('Not Found', { status: 404 }));
    const error = await rejection(client.call(goalRoutes.list));
    expect(error).toMatchObject({ kind: 'not-found', message: 'Resource not found', code: null });
    expect(logger.warn).toHaveBeenCalledWith(
      'API endpoint not found: GET /api/admin/goals?page=1&pageSize=20 — it may not be implemented on the server yet',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs other errors with status, message, URL and method', async () => {
    const { client, logger } = setup(() => new Response('<html>boom</html>', { status: 502 }));
    const error = await rejection(client.call(goalRoutes.create, { body: { title: 'x' } }));
    expect(error).toMatchObject({ kind: 'server', message: 'Server error occurred' });
    expect(logger.error).toHaveBeenCalledWith('API request failed', {
      status: 502,
      message: 'Server error occurred',
      url: '/api/admin/goals',
      method: 'POST',
    });
  });

  it('treats a 2xx answer that is not a success envelope as invalid', async () => {
    const { client } = setup(() => jsonResponse(200, { success: false, message: 'odd' }));
    await expect(rejection(client.call(goalRoutes.list))).resolves.toMatchObject({
      kind: 'invalid-response',
      message: 'odd',
    });
    const empty = setup(() => new Response(null, { status: 204 }));
    await expect(rejection(empty.client.call(goalRoutes.list))).resolves.toMatchObject({
      kind: 'invalid-response',
      message: 'Unknown error occurred',
    });
  });

  it('reports a network failure', async () => {
    const { client, logger } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.call(goalRoutes.list));
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Network error occurred',
      status: null,
    });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(logger.error).toHaveBeenCalledWith('API request failed', {
      status: null,
      message: 'Network error occurred',
      url: '/api/admin/goals?page=1&pageSize=20',
      method: 'GET',
    });
  });
});

describe('timeout and cancellation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Like fetch: never answers, rejects once its signal aborts (at once if it already has). */
  const hanging: Handler = (_url, init) =>
    new Promise((_resolve, reject) => {
      const abort = () => reject(new DOMException('aborted', 'AbortError'));
      if (init.signal?.aborted) abort();
      init.signal?.addEventListener('abort', abort);
    });

  it('aborts a request after 30000 ms', async () => {
    const { client } = setup(hanging);
    let settled: unknown;
    const pending = client.call(goalRoutes.list).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout', message: 'Request timeout' });
  });

  it('honours a configured timeout', async () => {
    const { client } = setup(hanging, { timeoutMs: 500 });
    const pending = rejection(client.call(goalRoutes.list));
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('cancels with the caller signal without logging', async () => {
    const { client, logger } = setup(hanging);
    const controller = new AbortController();
    const pending = rejection(client.call(goalRoutes.list, { signal: controller.signal }));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
    const already = rejection(client.call(goalRoutes.list, { signal: controller.signal }));
    await expect(already).resolves.toMatchObject({ kind: 'aborted' });
    expect(logger.error).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('401: refresh once and retry', () => {
  /** A server where `old-access` is refused and `/auth/refresh` issues `new-access`. */
  function refreshingServer(
    refresh: () => Response | Promise<Response> = () =>
      ok({ token: 'new-access', refreshToken: 'new-refresh' }),
  ) {
    return (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh')) return refresh();
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access'
        ? ok(page)
        : failure(401, 'TOKEN_EXPIRED', 'Token expired');
    };
  }

  it('refreshes with the stored refresh token, saves the new pair and retries', async () => {
    const { client, session, calls } = setup(refreshingServer());
    signIn(session);
    await expect(client.call(goalRoutes.list)).resolves.toEqual(page);
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/api/admin/goals?page=1&pageSize=20'],
      ['POST', '/api/admin/auth/refresh'],
      ['GET', '/api/admin/goals?page=1&pageSize=20'],
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'old-refresh' });
    // The specification: every request carries the stored access token, the refresh too.
    expect(calls[1]?.headers.Authorization).toBe('Bearer old-access');
    expect(calls[2]?.headers.Authorization).toBe('Bearer new-access');
    expect(session.getAccessToken()).toBe('new-access');
    expect(session.getRefreshToken()).toBe('new-refresh');
  });

  it('shares one refresh between every request that failed meanwhile', async () => {
    let releaseRefresh: () => void = () => {};
    const { client, session, calls } = setup(
      refreshingServer(
        () =>
          new Promise((resolve) => {
            releaseRefresh = () =>
              resolve(ok({ token: 'new-access', refreshToken: 'new-refresh' }));
          }),
      ),
    );
    signIn(session);
    const results = Promise.all([
      client.call(goalRoutes.list),
      client.call(goalRoutes.list, { query: { page: 2 } }),
      client.call(goalRoutes.list, { query: { page: 3 } }),
    ]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1));
    releaseRefresh();
    await expect(results).resolves.toEqual([page, page, page]);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('accessTokenValidFor keeps a token that lives long enough and refreshes one that does not', async () => {
    const { client, session, calls } = setup(refreshingServer());
    const longLived = tokenExpiringIn(600);
    signIn(session, longLived);
    await expect(client.accessTokenValidFor(60_000)).resolves.toBe(longLived);
    expect(calls).toHaveLength(0);
    signIn(session, tokenExpiringIn(30));
    await expect(client.accessTokenValidFor(60_000)).resolves.toBe('new-access');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/auth/refresh']);
    expect(session.getAccessToken()).toBe('new-access');
  });

  it('retries without another refresh when the token changed since the request was sent', async () => {
    const { client, session, calls } = setup((url) => {
      if (url.endsWith('/auth/refresh')) throw new Error('must not refresh');
      const latest = calls.at(-1);
      if (latest?.headers.Authorization === 'Bearer old-access') {
        // Another request refreshed while this one was on its way.
        session.saveTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
        return failure(401, 'TOKEN_EXPIRED', 'Token expired');
      }
      return ok(page);
    });
    signIn(session);
    await expect(client.call(goalRoutes.list)).resolves.toEqual(page);
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
  });

  it('on a refused refresh clears the tokens, fires admin-auth-expired and goes to /login', async () => {
    const { client, session, storage, navigation, expired } = setup(
      refreshingServer(() => failure(401, 'UNAUTHORIZED', 'Refresh token revoked')),
    );
    signIn(session);
    const error = await rejection(client.call(goalRoutes.list));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      message: 'Token refresh failed',
      serverMessage: 'Refresh token revoked',
    });
    expect(storage.getItem('admin_access_token')).toBeNull();
    expect(storage.getItem('admin_refresh_token')).toBeNull();
    expect(storage.getItem('admin_user')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/login');
  });

  it("hands the server's refusal of the refresh to admin-auth-expired, with its reason", async () => {
    const { client, session, expired } = setup(
      refreshingServer(() =>
        jsonResponse(401, {
          success: false,
          message: 'Token refresh failed',
          code: 'UNAUTHORIZED',
          rule: 'session.ended',
          params: { reason: 'passwordReset' },
        }),
      ),
    );
    signIn(session);
    await rejection(client.call(goalRoutes.list));
    expect(expired).toHaveBeenCalledTimes(1);
    const event = expired.mock.calls[0]?.[0] as CustomEvent;
    expect(sessionEndReasonOf(event.detail)).toBe('passwordReset');
  });

  it('does not navigate when already on /login', async () => {
    const { client, session, navigation, expired } = setup(
      refreshingServer(() => failure(401, 'UNAUTHORIZED', 'nope')),
    );
    navigation.getPathname.mockReturnValue('/login');
    signIn(session);
    await rejection(client.call(goalRoutes.list));
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it("answers 'Token refresh failed' to a refresh answered unsuccessfully", async () => {
    const { client, session, expired } = setup(
      refreshingServer(() => jsonResponse(200, { success: false, message: 'nope' })),
    );
    signIn(session);
    await expect(rejection(client.call(goalRoutes.list))).resolves.toMatchObject({
      kind: 'invalid-response',
      message: 'Token refresh failed',
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("answers 'No refresh token available' without a stored refresh token", async () => {
    const { client, session, fetchMock, expired, navigation } = setup(refreshingServer());
    session.saveTokens({ accessToken: 'old-access', refreshToken: '' });
    const error = await rejection(client.call(goalRoutes.list));
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'No refresh token available' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/login');
    await expect(client.refresh()).rejects.toThrow('No refresh token available');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, session, expired } = setup(
      refreshingServer(() => {
        throw new TypeError('offline');
      }),
    );
    signIn(session);
    await expect(rejection(client.call(goalRoutes.list))).resolves.toMatchObject({
      kind: 'network',
    });
    expect(session.getAccessToken()).toBe('old-access');
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends the session when the retried request is refused again', async () => {
    const { client, session, calls, expired } = setup((url) =>
      url.endsWith('/auth/refresh')
        ? ok({ token: 'new-access', refreshToken: 'new-refresh' })
        : failure(401, 'UNAUTHORIZED', 'Still no'),
    );
    signIn(session);
    await expect(rejection(client.call(goalRoutes.list))).resolves.toMatchObject({
      kind: 'unauthorized',
      message: 'Still no',
    });
    expect(calls).toHaveLength(3);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBeNull();
  });

  it('never refreshes or retries for login, refresh and logout themselves', async () => {
    const { client, session, calls } = setup(() =>
      failure(401, 'UNAUTHORIZED', 'Invalid credentials'),
    );
    signIn(session);
    await rejection(client.login({ username: 'ada', password: 'wrong' }));
    await rejection(client.refresh());
    await client.logout();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/auth/login',
      '/api/admin/auth/refresh',
      '/api/admin/auth/logout',
    ]);
  });

  it('serializes refreshes across tabs and adopts a pair another tab got meanwhile', async () => {
    const lockNames: string[] = [];
    const { client, session, calls } = setup(refreshingServer(), {
      lock: async (name, task) => {
        lockNames.push(name);
        // While this tab waited for the lock, another tab refreshed.
        session.saveTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
        return task();
      },
    });
    signIn(session);
    await expect(client.call(goalRoutes.list)).resolves.toEqual(page);
    expect(lockNames).toEqual(['admin-token-refresh']);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(0);
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer new-access');
  });

  it('uses the Web Locks API when the browser has one', async () => {
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      await expect(webLocks()('a-lock', async () => 42)).resolves.toBe(42);
      expect(request).toHaveBeenCalledWith('a-lock', expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('navigator', {});
    try {
      await expect(webLocks()('a-lock', async () => 7)).resolves.toBe(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses window and window.location by default', async () => {
    const { client, session } = setup(
      refreshingServer(() => failure(401, 'UNAUTHORIZED', 'x')),
      {
        eventTarget: undefined,
        navigation: undefined,
      },
    );
    const expired = vi.fn();
    window.addEventListener('admin-auth-expired', expired);
    window.history.replaceState(null, '', '/login');
    signIn(session);
    await rejection(client.call(goalRoutes.list));
    window.removeEventListener('admin-auth-expired', expired);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/login');
  });
});

describe('auth calls', () => {
  const loginData = { user: adminUser, token: tokenExpiringIn(60), refreshToken: 'refresh-1' };

  it('logs in only on success true and stores the session', async () => {
    const { client, session, calls } = setup(() => ok(loginData, 'Welcome'));
    await expect(client.login({ username: 'ada', password: 'secret' })).resolves.toEqual({
      user: adminUser,
      message: 'Welcome',
    });
    expect(calls[0]).toMatchObject({
      url: '/api/admin/auth/login',
      method: 'POST',
      body: { username: 'ada', password: 'secret' },
    });
    expect(session.getAccessToken()).toBe(loginData.token);
    expect(session.getRefreshToken()).toBe('refresh-1');
    expect(session.getUser()).toEqual(adminUser);
  });

  it("uses the server's message, else 'Login failed'", async () => {
    const refused = setup(() => failure(401, 'UNAUTHORIZED', 'Invalid username or password'));
    await expect(
      rejection(refused.client.login({ username: 'ada', password: 'x' })),
    ).resolves.toMatchObject({ kind: 'unauthorized', message: 'Invalid username or password' });

    const silent = setup(() => new Response('', { status: 500 }));
    await expect(
      rejection(silent.client.login({ username: 'ada', password: 'x' })),
    ).resolves.toMatchObject({
      kind: 'server',
      message: 'Login failed',
    });

    const unsuccessful = setup(() => jsonResponse(200, { success: false, data: loginData }));
    await expect(
      rejection(unsuccessful.client.login({ username: 'ada', password: 'x' })),
    ).resolves.toMatchObject({ kind: 'unauthorized', message: 'Login failed' });
    expect(unsuccessful.session.getAccessToken()).toBeNull();

    const malformed = setup(() => ok({ user: { name: 'x' }, token: 't' }));
    await expect(
      rejection(malformed.client.login({ username: 'ada', password: 'x' })),
    ).resolves.toMatchObject({
      message: 'Login failed',
    });
    expect(malformed.session.getAccessToken()).toBeNull();
  });

  it('refuses empty credentials without calling the server', async () => {
    const { client, fetchMock } = setup(() => ok(loginData));
    await expect(rejection(client.login({ username: '', password: '' }))).resolves.toMatchObject({
      kind: 'validation',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out with the refresh token and clears the tokens whatever the answer', async () => {
    for (const answer of [
      () => ok(null),
      () => failure(500, 'INTERNAL_ERROR', 'down'),
      () => {
        throw new TypeError('offline');
      },
    ]) {
      const { client, session, storage, calls } = setup(answer);
      signIn(session);
      await expect(client.logout()).resolves.toBeUndefined();
      expect(calls[0]).toMatchObject({
        url: '/api/admin/auth/logout',
        method: 'POST',
        body: { refreshToken: 'old-refresh' },
        headers: { Authorization: 'Bearer old-access' },
      });
      expect(storage.getItem('admin_access_token')).toBeNull();
      expect(storage.getItem('admin_refresh_token')).toBeNull();
      expect(storage.getItem('admin_user')).toBeNull();
    }
  });

  it('logs out locally when there is no refresh token', async () => {
    const { client, session, fetchMock } = setup(() => ok(null));
    session.saveTokens({ accessToken: 'a', refreshToken: '' });
    await client.logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(session.getAccessToken()).toBeNull();
  });

  it('refresh() stores and answers the new pair', async () => {
    const { client, session } = setup(() => ok({ token: 'a2', refreshToken: 'r2' }));
    signIn(session);
    await expect(client.refresh()).resolves.toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(session.getAccessToken()).toBe('a2');
  });

  it('changes the password with PUT and answers the server message', async () => {
    const { client, session, calls } = setup(() => ok(null, 'Password changed'));
    signIn(session);
    await expect(
      client.changePassword({ currentPassword: 'old-secret', newPassword: 'new-secret-1' }),
    ).resolves.toBe('Password changed');
    expect(calls[0]).toMatchObject({
      url: '/api/admin/auth/change-password',
      method: 'PUT',
      body: { currentPassword: 'old-secret', newPassword: 'new-secret-1' },
      headers: { Authorization: 'Bearer old-access' },
    });
  });

  it("uses the server's message, else 'Password change failed'", async () => {
    const body = { currentPassword: 'old-secret', newPassword: 'new-secret-1' };
    const refused = setup(() => failure(400, 'VALIDATION_ERROR', 'Current password is incorrect'));
    signIn(refused.session);
    await expect(rejection(refused.client.changePassword(body))).resolves.toMatchObject({
      kind: 'validation',
      message: 'Current password is incorrect',
    });

    const silent = setup(() => new Response('', { status: 503 }));
    signIn(silent.session);
    await expect(rejection(silent.client.changePassword(body))).resolves.toMatchObject({
      kind: 'server',
      message: 'Password change failed',
    });

    const tooShort = setup(() => ok(null));
    const error = await rejection(
      tooShort.client.changePassword({ currentPassword: 'x', newPassword: 'short' }),
    );
    expect(error).toMatchObject({ kind: 'validation', message: 'Password change failed' });
    expect(error.details[0]?.path).toBe('newPassword');
    expect(tooShort.fetchMock).not.toHaveBeenCalled();

    const odd = setup(() => jsonResponse(200, { success: false }));
    await expect(rejection(odd.client.changePassword(body))).resolves.toMatchObject({
      message: 'Password change failed',
    });
  });

  it('lets non-API failures through changePassword untouched', async () => {
    const { client } = setup(() => ok(null));
    const broken = { currentPassword: 'x', newPassword: 'long-enough' };
    Object.defineProperty(broken, 'newPassword', {
      enumerable: true,
      get() {
        throw new Error('getter exploded');
      },
    });
    await expect(client.changePassword(broken)).rejects.toThrow('getter exploded');
  });

  it('exposes the auth routes it uses', () => {
    expect(authRoutes.login.path).toBe('/auth/login');
  });
});
