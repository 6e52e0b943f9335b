import type { changePasswordBodySchema, loginBodySchema, SessionUser } from '@console/contract';
import { API_PREFIX, authEndpoints, type RouteDef } from '@console/contract/constants';
import type { z } from 'zod';
import type { SessionStorage } from '../auth/session-storage';
import { AUTH_EXPIRED_EVENT, LOGIN_PATH, MESSAGES, TIMINGS } from '../constants';
import { type Scheduler, systemScheduler } from '../scheduler';
import { getTokenExpiry } from '../token';
import { checkLoginBody, parseErrorEnvelope, parseLoginData, parseRefreshData } from './answers';
import { ApiError, errorKindOf, isApiError, isUnreachable } from './errors';
import { toQueryString } from './query-string';
import type { CallArgs, CallResult, RawCallInput } from './route-input';

/**
 * The checks of a route call's input: only the console's pages call routes, so they load with the
 * console (its chunk group takes them, `app/vite.config.ts`), not before /login paints.
 */
const routeInput = () => import('./route-input');

export type LoginBody = z.input<typeof loginBodySchema>;
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Where the browser is and how to leave it; the app may pass its router's navigate. */
export interface Navigation {
  getPathname(): string;
  navigate(path: string): void;
}

/**
 * Runs `task` while holding an exclusive lock shared by every tab of the origin. Refreshes go
 * through it because the server rotates refresh tokens: two tabs refreshing with the same token
 * at once would look like token reuse and revoke the session everywhere.
 */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API where the browser has it; else no cross-tab exclusion. */
export function webLocks(): CrossTabLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (_name, task) => task();
  return async (name, task) => await locks.request(name, task);
}

export const REFRESH_LOCK_NAME = 'admin-token-refresh';

export interface ApiClientOptions {
  session: SessionStorage;
  /** Origin or base URL put before the prefix; empty means same origin. */
  baseUrl?: string;
  /** The admin API prefix, `/api/admin` by default. */
  prefix?: string;
  fetch?: typeof globalThis.fetch;
  scheduler?: Scheduler;
  timeoutMs?: number;
  logger?: Logger;
  /** Receives the `admin-auth-expired` event; `window` by default. */
  eventTarget?: EventTarget | null;
  navigation?: Navigation | null;
  loginPath?: string;
  /** Parse every success `data` with the route's response schema (default true). */
  validateResponses?: boolean;
  /** Serializes refreshes across tabs; the Web Locks API by default. */
  lock?: CrossTabLock;
  /**
   * The server refused a signed-in request (403): the admin's rights may have changed. `sentAt`
   * is when the refused request left (the scheduler's clock): a read of the rights begun after
   * it already tells whether the refusal was a change of rights.
   */
  onForbidden?: (sentAt: number) => void;
}

export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** On 401, refresh the token once and retry (default true). */
  refreshOn401?: boolean;
}

export interface LoginResult {
  user: SessionUser;
  message: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface ApiClient {
  readonly prefix: string;
  /** Calls a contract route: input validated and typed from its schemas, `data` returned. */
  call<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<CallResult<R>>;
  /** A non-JSON route (CSV/NDJSON streams, backup files): the raw successful `Response`. */
  callRaw<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<Response>;
  /** An endpoint outside the contract; answers the envelope's `data` unchecked. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  login(credentials: LoginBody): Promise<LoginResult>;
  /** Revokes the refresh token on the server, ignoring any error, and always clears the tokens. */
  logout(): Promise<void>;
  /** One refresh at a time: concurrent callers share the same attempt. */
  refresh(): Promise<TokenPair>;
  /**
   * An access token that stays valid for at least `ms`, refreshed first when the stored one would
   * not; for requests the client does not send itself (an XHR upload that cannot be retried).
   */
  accessTokenValidFor(ms: number): Promise<string>;
  /** Answers the server's message. */
  changePassword(body: ChangePasswordBody): Promise<string>;
  /**
   * Calls `listener` after each signed-in write the server accepted (any method but GET and
   * HEAD): figures derived from the data (the dashboard's, analytics) may have changed.
   * Returns the unsubscribe function.
   */
  subscribeWrites(listener: () => void): () => void;
}

interface Outgoing {
  method: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  refreshOn401: boolean;
  raw?: boolean;
}

interface Received {
  response: Response;
  /** The parsed JSON body; undefined for raw requests and bodies that are not JSON. */
  json: unknown;
  url: string;
}

const defaultNavigation = (): Navigation | null =>
  typeof window === 'undefined'
    ? null
    : {
        getPathname: () => window.location.pathname,
        navigate: (path) => window.location.assign(path),
      };

const messageOf = (json: unknown): string | null =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as { message?: unknown }).message === 'string'
    ? (json as { message: string }).message
    : null;

const isSuccessEnvelope = (
  json: unknown,
): json is { success: true; message: string; data: unknown } =>
  typeof json === 'object' && json !== null && (json as { success?: unknown }).success === true;

/** The route ids that must never trigger a refresh or a retry of their own. */
const AUTH_ENDPOINT_IDS = new Set<string>([
  authEndpoints.login.id,
  authEndpoints.refresh.id,
  authEndpoints.logout.id,
]);

/** Login, refresh and logout: a 401 from them is their answer, never refreshed or retried. */
const authRequest = (endpoint: { method: string; path: string }, body: unknown): Outgoing => ({
  method: endpoint.method,
  path: endpoint.path,
  body,
  refreshOn401: false,
});

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    session,
    baseUrl = '',
    prefix = API_PREFIX,
    scheduler = systemScheduler,
    timeoutMs = TIMINGS.requestTimeoutMs,
    logger = console,
    loginPath = LOGIN_PATH,
    validateResponses = true,
    lock = webLocks(),
    onForbidden,
  } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const eventTarget =
    options.eventTarget === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.eventTarget;
  const navigation = options.navigation === undefined ? defaultNavigation() : options.navigation;

  let refreshInFlight: Promise<TokenPair> | null = null;
  const writeListeners = new Set<() => void>();

  const urlOf = (path: string, query?: Record<string, unknown>) =>
    `${baseUrl}${prefix}${path}${toQueryString(query)}`;

  function logFailure(error: ApiError) {
    if (error.kind === 'aborted') return;
    if (error.status === 404) {
      logger.warn(
        `API endpoint not found: ${error.method} ${error.url} — it may not be implemented on the server yet`,
      );
      return;
    }
    logger.error('API request failed', {
      status: error.status,
      message: error.message,
      url: error.url,
      method: error.method,
    });
  }

  /** One HTTP exchange under the timeout; the body is read inside the same time budget. */
  async function sendOnce(request: Outgoing, token: string | null): Promise<Received> {
    const url = urlOf(request.path, request.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = scheduler.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = request.signal;
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    let streaming = false;

    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      if (request.raw && response.ok) {
        // The caller reads the body after this returns: its signal must still stop the download.
        streaming = true;
        return { response, json: undefined, url };
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { response, json, url };
    } catch (cause) {
      const kind = timedOut ? 'timeout' : callerSignal?.aborted ? 'aborted' : 'network';
      const error = new ApiError({ kind, method: request.method, url, cause });
      logFailure(error);
      throw error;
    } finally {
      scheduler.clearTimeout(timer);
      if (!streaming) callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  function errorFromAnswer({ response, json, url }: Received, method: string): ApiError {
    const envelope = parseErrorEnvelope(json);
    const code = envelope?.code ?? null;
    return new ApiError({
      ...envelope,
      kind: response.ok ? 'invalid-response' : errorKindOf(response.status, code),
      status: response.status,
      code,
      // A success envelope's message ("OK") must never read as the reason of a failure.
      serverMessage: isSuccessEnvelope(json) ? null : messageOf(json),
      method,
      url,
    });
  }

  /** The server said no: `admin-auth-expired` carries its answer (`detail`), which may say why. */
  function expireSession(refusal: ApiError | null) {
    session.clear();
    eventTarget?.dispatchEvent(new CustomEvent(AUTH_EXPIRED_EVENT, { detail: refusal }));
    if (navigation && navigation.getPathname() !== loginPath) navigation.navigate(loginPath);
  }

  /** Under the lock: if another tab refreshed while this one waited, its new pair is used. */
  function refreshAcrossTabs(): Promise<TokenPair> {
    const accessTokenBefore = session.getAccessToken();
    return lock(REFRESH_LOCK_NAME, async () => {
      const accessToken = session.getAccessToken();
      const refreshToken = session.getRefreshToken();
      if (accessToken && refreshToken && accessToken !== accessTokenBefore) {
        return { accessToken, refreshToken };
      }
      return performRefresh();
    });
  }

  async function performRefresh(): Promise<TokenPair> {
    const refreshToken = session.getRefreshToken();
    if (!refreshToken) {
      throw new ApiError({ kind: 'unauthorized', message: MESSAGES.noRefreshToken });
    }
    const received = await sendOnce(
      authRequest(authEndpoints.refresh, { refreshToken }),
      session.getAccessToken(),
    );
    const parsed = isSuccessEnvelope(received.json) ? parseRefreshData(received.json.data) : null;
    if (!parsed) {
      const error = errorFromAnswer(received, authEndpoints.refresh.method).withMessage(
        MESSAGES.refreshFailed,
      );
      logFailure(error);
      throw error;
    }
    const tokens = { accessToken: parsed.token, refreshToken: parsed.refreshToken };
    session.saveTokens(tokens);
    return tokens;
  }

  function refresh(): Promise<TokenPair> {
    refreshInFlight ??= refreshAcrossTabs().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /**
   * After a 401: refresh unless another request already did since this one was sent. A refresh
   * that fails because the server said no ends the session; one that could not reach the server
   * leaves the session alone, so a flaky network does not sign the admin out.
   */
  async function recoverFrom401(tokenUsed: string | null): Promise<void> {
    const current = session.getAccessToken();
    if (current && current !== tokenUsed) return;
    try {
      await refresh();
    } catch (error) {
      if (!isUnreachable(error)) expireSession(isApiError(error) ? error : null);
      throw error;
    }
  }

  /** A signed-in request's outcome that others listen for: a refusal (403) or an accepted write. */
  function noticeOutcome(request: Outgoing, received: Received, sentAt: number): Received {
    if (!request.refreshOn401) return received;
    if (received.response.status === 403) onForbidden?.(sentAt);
    else if (received.response.ok && request.method !== 'GET' && request.method !== 'HEAD') {
      for (const listener of [...writeListeners]) listener();
    }
    return received;
  }

  /** The specification: every request carries the stored access token as a Bearer header. */
  async function execute(request: Outgoing): Promise<Received> {
    const token = session.getAccessToken();
    const firstSentAt = scheduler.now();
    const first = await sendOnce(request, token);
    if (first.response.status !== 401 || !request.refreshOn401)
      return noticeOutcome(request, first, firstSentAt);
    await recoverFrom401(token);
    const retriedSentAt = scheduler.now();
    const retried = await sendOnce(request, session.getAccessToken());
    if (retried.response.status === 401) {
      expireSession(errorFromAnswer(retried, request.method));
    }
    return noticeOutcome(request, retried, retriedSentAt);
  }

  /** Executes and unwraps the envelope; any failure is logged and thrown as an ApiError. */
  async function executeForData(request: Outgoing): Promise<unknown> {
    const received = await execute(request);
    if (received.response.ok && isSuccessEnvelope(received.json)) return received.json.data;
    const error = errorFromAnswer(received, request.method);
    logFailure(error);
    throw error;
  }

  async function outgoingFor(route: RouteDef, input: RawCallInput, raw = false): Promise<Outgoing> {
    const prepared = (await routeInput()).prepareRouteRequest(route, input);
    return {
      method: route.method,
      path: prepared.path,
      query: prepared.query,
      body: prepared.body,
      signal: input.signal,
      refreshOn401: !AUTH_ENDPOINT_IDS.has(route.id) && route.access !== 'public',
      raw,
    };
  }

  function checkResponse(route: RouteDef, data: unknown, url: string): unknown {
    if (!validateResponses) return data;
    const result = (route.response as z.ZodType).safeParse(data);
    if (result.success) return result.data;
    const error = new ApiError({
      kind: 'invalid-response',
      method: route.method,
      url,
      details: result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    });
    logFailure(error);
    throw error;
  }

  async function call<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<CallResult<R>> {
    const request = await outgoingFor(route, args[0] ?? {});
    const data = await executeForData(request);
    return checkResponse(route, data, urlOf(request.path, request.query)) as CallResult<R>;
  }

  return {
    prefix,

    subscribeWrites(listener) {
      writeListeners.add(listener);
      return () => {
        writeListeners.delete(listener);
      };
    },

    call,

    async accessTokenValidFor(ms) {
      const token = session.getAccessToken();
      const expiry = getTokenExpiry(token);
      if (token && expiry !== null && expiry - scheduler.now() > ms) return token;
      return (await refresh()).accessToken;
    },

    async callRaw<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<Response> {
      const request = await outgoingFor(route, args[0] ?? {}, true);
      const received = await execute(request);
      if (received.response.ok) return received.response;
      const error = errorFromAnswer(received, request.method);
      logFailure(error);
      throw error;
    },

    async request<T>(method: string, path: string, requestOptions: RequestOptions = {}) {
      return (await executeForData({
        method: method.toUpperCase(),
        path,
        query: requestOptions.query,
        body: requestOptions.body,
        signal: requestOptions.signal,
        refreshOn401: requestOptions.refreshOn401 ?? true,
      })) as T;
    },

    async login(credentials) {
      const checked = checkLoginBody(credentials);
      if (checked.issues.length > 0) {
        throw new ApiError({
          kind: 'validation',
          details: checked.issues,
          method: authEndpoints.login.method,
        });
      }
      const request = authRequest(authEndpoints.login, checked.body);
      const received = await execute(request);
      const parsed = isSuccessEnvelope(received.json) ? parseLoginData(received.json.data) : null;
      if (!received.response.ok || !parsed) {
        const answer = errorFromAnswer(received, request.method);
        const error = new ApiError({
          kind: received.response.ok ? 'unauthorized' : answer.kind,
          message: answer.serverMessage ?? MESSAGES.loginFailed,
          serverMessage: answer.serverMessage,
          status: answer.status,
          code: answer.code,
          details: answer.details,
          rule: answer.rule,
          params: answer.params,
          method: request.method,
          url: received.url,
        });
        logFailure(error);
        throw error;
      }
      const { user, token, refreshToken } = parsed;
      session.saveSession({ accessToken: token, refreshToken, user });
      return { user, message: messageOf(received.json) ?? '' };
    },

    async logout() {
      const refreshToken = session.getRefreshToken();
      try {
        if (refreshToken) await executeForData(authRequest(authEndpoints.logout, { refreshToken }));
      } catch {
        // The specification: logout ends the local session whatever the server answers.
      } finally {
        session.clear();
      }
    },

    refresh,

    async changePassword(body) {
      try {
        // The body's rules live in the schema; settings, the only caller, has it loaded already.
        const { authRoutes } = await import('@console/contract/auth');
        const request = await outgoingFor(authRoutes.changePassword, { body });
        const received = await execute(request);
        if (received.response.ok && isSuccessEnvelope(received.json)) return received.json.message;
        const error = errorFromAnswer(received, request.method);
        logFailure(error);
        throw error;
      } catch (error) {
        if (isApiError(error) && error.serverMessage === null) {
          throw error.withMessage(MESSAGES.passwordChangeFailed);
        }
        throw error;
      }
    },
  };
}
