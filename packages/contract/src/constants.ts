/**
 * The zod-free part of the contract: what the app's startup path needs (the API prefix, error
 * codes, permissions, the auth endpoints' addresses, `buildPath`) without loading zod or any
 * schema. Importable alone as `@console/contract/constants`; the package index re-exports it.
 */
export * from './permissions';
export * from './route';

/** The API prefix; both sides accept another one by configuration. */
export const API_PREFIX = '/api/admin';

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** A rule's values for its message, e.g. `{ number: 3 }`. */
export type RuleParams = Readonly<Record<string, string | number>>;

/** Which rule refused, beside a message (on an error answer or on one of its field issues). */
export interface RuleRef {
  /** A name from `errorRules`, or one a newer server added: clients fall back to the message. */
  rule?: string;
  params?: RuleParams;
}

/** One problem with one input field; `path` is the dotted field path (`title`, `rewards.0.amount`). */
export interface FieldIssue extends RuleRef {
  path: string;
  message: string;
}

/** Where the auth endpoints are; `authRoutes` adds their schemas. */
export const authEndpoints = {
  login: { id: 'auth.login', method: 'POST', path: '/auth/login' },
  refresh: { id: 'auth.refresh', method: 'POST', path: '/auth/refresh' },
  logout: { id: 'auth.logout', method: 'POST', path: '/auth/logout' },
  changePassword: { id: 'auth.changePassword', method: 'PUT', path: '/auth/change-password' },
  me: { id: 'auth.me', method: 'GET', path: '/auth/me' },
} as const;

/** The sign-in body's limits (`loginBodySchema`); the console checks them before any request. */
export const LOGIN_LIMITS = { usernameMax: 50, passwordMax: 128 } as const;

/** Where the dashboard's figures are; `dashboardRoutes` adds the schema (the console reads them unchecked). */
export const dashboardEndpoints = {
  stats: { id: 'dashboard.stats', method: 'GET', path: '/dashboard/stats' },
  recentActivity: {
    id: 'dashboard.recentActivity',
    method: 'GET',
    path: '/dashboard/recent-activity',
  },
} as const;

/**
 * A sign-in with the right password to a deactivated account (401): the rule says so, so the
 * console can tell the admin why; a wrong password to it is refused like any other. The sign-in
 * screen reads it, so it lives here, not in `errorRules`.
 */
export const ACCOUNT_DEACTIVATED_RULE = 'auth.accountDeactivated';
/**
 * Why a session ended, as a refused refresh (401) tells its holder: the rule `SESSION_ENDED_RULE`
 * with `{ reason }`. The console reads it before its first paint, so it lives here, not in
 * `errorRules`. A refresh token the server does not know gets no reason.
 */
export const SESSION_ENDED_RULE = 'session.ended';
export const sessionEndReasons = [
  /** Signed out (the session's own logout). */
  'signedOut',
  /** The admin changed their password in another session. */
  'passwordChanged',
  /** Another admin reset the password. */
  'passwordReset',
  /** Another admin deactivated the account. */
  'deactivated',
  /** Another admin signed the account out everywhere. */
  'revokedByAdmin',
  /** A refresh token was presented twice, so the whole session was revoked. */
  'tokenReused',
  /** The session reached its end of life. */
  'expired',
  /** A super admin restored the data from a backup, which ends every session. */
  'restored',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
