/** Browser storage keys of the specification (section 3). */
export const STORAGE_KEYS = {
  accessToken: 'admin_access_token',
  refreshToken: 'admin_refresh_token',
  user: 'admin_user',
  /** The theme key; the specification's default name. */
  theme: 'vite-ui-theme',
  /** The specification leaves the language key's name open; this is ours. */
  language: 'admin_language',
} as const;

/** The window event that puts the console in the signed-out state. */
export const AUTH_EXPIRED_EVENT = 'admin-auth-expired';

export const LOGIN_PATH = '/login';

const MINUTE_MS = 60_000;

/** Timings of the specification (section 9). */
export const TIMINGS = {
  requestTimeoutMs: 30_000,
  inactivityTimeoutMs: 720 * MINUTE_MS,
  inactivityWarningBeforeMs: 5 * MINUTE_MS,
  inactivityCheckIntervalMs: 60_000,
  inactivityWarningToastMs: 10_000,
  /** Not in the specification: how often a burst of activity is taken into account. */
  activityThrottleMs: 1_000,
  /** Not in the specification: how often activity is announced to the other tabs. */
  crossTabActivityThrottleMs: 15_000,
} as const;

/** Messages of the specification's error catalogue, verbatim. */
export const MESSAGES = {
  noRefreshToken: 'No refresh token available',
  refreshFailed: 'Token refresh failed',
  loginFailed: 'Login failed',
  passwordChangeFailed: 'Password change failed',
  inactivityExpired: 'Your session has expired due to inactivity. Please log in again.',
} as const;

export const inactivityWarningMessage = (minutes: number): string =>
  `Your session will expire in ${minutes} minutes due to inactivity. Please interact with the page to stay logged in.`;
