import {
  type ErrorCode,
  type FieldIssue,
  type RuleParams,
  SESSION_ENDED_RULE,
} from '@console/contract/constants';

/** What went wrong, in terms the app can translate and the query layer can decide retries on. */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'validation'
  | 'rate-limited'
  | 'payload-too-large'
  | 'bad-request'
  | 'server'
  | 'invalid-response';

/** The specification's generic texts (section 8), used when the server sent no message. */
export const GENERIC_ERROR_MESSAGES: Record<ApiErrorKind, string> = {
  network: 'Network error occurred',
  timeout: 'Request timeout',
  aborted: 'An error occurred',
  unauthorized: 'Unauthorized access',
  forbidden: 'Access forbidden',
  'not-found': 'Resource not found',
  conflict: 'An error occurred',
  validation: 'Validation error',
  'rate-limited': 'An error occurred',
  'payload-too-large': 'An error occurred',
  'bad-request': 'An error occurred',
  server: 'Server error occurred',
  'invalid-response': 'Unknown error occurred',
};

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message?: string | undefined;
  /** The message the server sent, when it sent one; it wins over generic texts. */
  serverMessage?: string | null | undefined;
  status?: number | null | undefined;
  code?: ErrorCode | null | undefined;
  details?: readonly FieldIssue[] | undefined;
  /** The server's name for the rule behind `serverMessage` (`errorRules`), and its values. */
  rule?: string | null | undefined;
  params?: RuleParams | null | undefined;
  method?: string | null | undefined;
  url?: string | null | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status, or null when no answer arrived (network, timeout, abort, local validation). */
  readonly status: number | null;
  readonly code: ErrorCode | null;
  /** Per-field problems of a validation error (`path` is dotted: `rewards.0.amount`). */
  readonly details: readonly FieldIssue[];
  readonly serverMessage: string | null;
  /** Which rule refused, so the console can say `serverMessage` in its own language. */
  readonly rule: string | null;
  readonly params: RuleParams;
  readonly method: string | null;
  readonly url: string | null;

  constructor(init: ApiErrorInit) {
    const serverMessage = init.serverMessage ?? null;
    super(init.message ?? serverMessage ?? GENERIC_ERROR_MESSAGES[init.kind], {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.details = init.details ?? [];
    this.serverMessage = serverMessage;
    this.rule = init.rule ?? null;
    this.params = init.params ?? {};
    this.method = init.method ?? null;
    this.url = init.url ?? null;
  }

  /** A 4xx answer: repeating the same request will not help. */
  get isClientError(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }

  /** Whether trying again later may succeed (network trouble, timeouts, 5xx, 429). */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'server' ||
      this.kind === 'rate-limited'
    );
  }

  /** A copy with another message, keeping everything else. */
  withMessage(message: string): ApiError {
    return new ApiError({ ...this, message, cause: this.cause });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Why the server ended the session, when a refused refresh says so: a name from the contract's
 * `sessionEndReasons`, or one a newer server added (the console says what it knows, and that the
 * session ended otherwise). The list itself stays out of the code /login paints with.
 */
export function sessionEndReasonOf(error: unknown): string | null {
  if (!isApiError(error) || error.rule !== SESSION_ENDED_RULE) return null;
  const { reason } = error.params;
  return typeof reason === 'string' ? reason : null;
}

/** The server could not be reached (no answer, or none in time): no verdict on the request. */
export const isUnreachable = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

const kindByCode: Record<ErrorCode, ApiErrorKind> = {
  VALIDATION_ERROR: 'validation',
  UNAUTHORIZED: 'unauthorized',
  TOKEN_EXPIRED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rate-limited',
  PAYLOAD_TOO_LARGE: 'payload-too-large',
  INTERNAL_ERROR: 'server',
};

/** The kind of an error answer: the contract's code when present, else the HTTP status. */
export function errorKindOf(status: number, code?: ErrorCode | null): ApiErrorKind {
  if (code) return kindByCode[code];
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload-too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}
