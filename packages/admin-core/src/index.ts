export type { LoginIssueRule } from './api/answers';
export {
  type ApiClient,
  type ApiClientOptions,
  type ChangePasswordBody,
  createApiClient,
  type Logger,
  type LoginBody,
  type LoginResult,
  type Navigation,
  REFRESH_LOCK_NAME,
  type RequestOptions,
  type TokenPair,
  webLocks,
} from './api/client';
export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  errorKindOf,
  GENERIC_ERROR_MESSAGES,
  isApiError,
} from './api/errors';
export type { CallArgs, CallInput, CallResult } from './api/route-input';
export { type AuthStore, type AuthStoreOptions, createAuthStore } from './auth/auth-store';
export { type AuthAction, type AuthState, authReducer, initialAuthState } from './auth/reducer';
export { sessionPreloadScript } from './auth/session-boot';
export {
  createSessionStorage,
  type SessionStorage,
  type StoredSession,
} from './auth/session-storage';
export {
  browserNetwork,
  CONNECTIVITY_TIMINGS,
  type Connectivity,
  type ConnectivityOptions,
  type ConnectivityProbe,
  type ConnectivityStatus,
  createConnectivity,
  fetchProbe,
  type NetworkSignal,
  type NetworkSource,
} from './connectivity';
export {
  AUTH_EXPIRED_EVENT,
  inactivityWarningMessage,
  LOGIN_PATH,
  MESSAGES,
  STORAGE_KEYS,
  TIMINGS,
} from './constants';
export {
  CROSS_TAB_CHANNEL_NAME,
  type CrossTabChannel,
  type CrossTabMessage,
  createBroadcastChannelSync,
  createSilentChannel,
  parseCrossTabMessage,
} from './cross-tab';
export {
  ACTIVITY_EVENTS,
  type ActivitySource,
  domActivitySource,
} from './inactivity/activity-source';
export { createLazyInactivityMonitor, loadInactivityMonitor } from './inactivity/lazy-monitor';
export {
  createInactivityMonitor,
  type InactivityEvent,
  type InactivityMonitor,
  type InactivityMonitorOptions,
  type InactivityState,
  type InactivityStatus,
} from './inactivity/monitor';
export {
  canAccessRoute,
  canSeeMenuItem,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  type PermissionSubject,
  satisfiesAccess,
} from './permissions';
export {
  type AccessibilityPreferences,
  type AccessibilityStore,
  createAccessibilityStore,
  HIGH_CONTRAST_QUERIES,
  REDUCED_MOTION_QUERY,
} from './preferences/accessibility';
export {
  createLanguageStore,
  detectLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  type Language,
  type LanguageSources,
  type LanguageStore,
  type LanguageStoreOptions,
  languageDirection,
  matchLanguage,
  SUPPORTED_LANGUAGES,
} from './preferences/language';
export type { MatchMedia } from './preferences/media';
export {
  createThemeStore,
  DARK_SCHEME_QUERY,
  isTheme,
  type ResolvedTheme,
  THEMES,
  type Theme,
  type ThemeState,
  type ThemeStore,
  type ThemeStoreOptions,
} from './preferences/theme';
export { THEME_BOOT_SCRIPT } from './preferences/theme-boot';
export {
  QUERY_DEFAULTS,
  queryClientDefaultOptions,
  queryRetryDelay,
  shouldRetryQuery,
} from './query';
export { type Scheduler, systemScheduler, type TimerHandle } from './scheduler';
export { type AdminCore, type AdminCoreOptions, createAdminCore } from './session/admin-core';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './storage';
export type { EventSource, Listener, ReadableStore, Unsubscribe } from './store';
export { type AccessTokenClaims, getTokenExpiry, isTokenValid, parseAccessToken } from './token';
