import type { SessionUser } from '@console/contract';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ApiClient, ChangePasswordBody, LoginBody } from '../api/client';
import type { AuthState } from '../auth/reducer';
import type { ConnectivityStatus } from '../connectivity';
import type { InactivityEvent, InactivityState } from '../inactivity/monitor';
import type { AccessibilityPreferences } from '../preferences/accessibility';
import type { Language } from '../preferences/language';
import type { ResolvedTheme, Theme } from '../preferences/theme';
import type { ReadableStore } from '../store';
import { useAdminCore } from './context';

/** Reads any core store; the core's snapshots are immutable, so identity tells a change. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export interface UseAuthResult extends AuthState {
  login(credentials: LoginBody): Promise<SessionUser>;
  logout(): Promise<void>;
  clearError(): void;
  /** Answers the server's message; throws an ApiError with the server's or the spec's message. */
  changePassword(body: ChangePasswordBody): Promise<string>;
}

export function useAuth(): UseAuthResult {
  const { auth, client } = useAdminCore();
  const state = useStore(auth);
  return useMemo(
    () => ({
      ...state,
      login: auth.login,
      logout: auth.logout,
      clearError: auth.clearError,
      changePassword: client.changePassword,
    }),
    [state, auth, client],
  );
}

export function useApiClient(): ApiClient {
  return useAdminCore().client;
}

export function useInactivity(): InactivityState {
  return useStore(useAdminCore().inactivity);
}

/**
 * Runs the handler for each warning and expiry, e.g. to show the toasts; the latest handler is
 * used without resubscribing.
 */
export function useInactivityEvents(handler: (event: InactivityEvent) => void): void {
  const { inactivity } = useAdminCore();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => inactivity.on((event) => latest.current(event)), [inactivity]);
}

export interface UseThemeResult {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme(theme: Theme): void;
}

export function useTheme(): UseThemeResult {
  const { theme: store } = useAdminCore();
  const { theme, resolvedTheme } = useStore(store);
  return { theme, resolvedTheme, setTheme: store.setTheme };
}

export interface UseLanguageResult {
  language: Language;
  setLanguage(language: Language): void;
}

export function useLanguage(): UseLanguageResult {
  const { language: store } = useAdminCore();
  const language = useStore(store);
  const setLanguage = useCallback((next: Language) => store.setLanguage(next), [store]);
  return { language, setLanguage };
}

/** The OS reduced-motion and high-contrast preferences, live. */
export function useAccessibilityPreferences(): AccessibilityPreferences {
  return useStore(useAdminCore().accessibility);
}

/** 'online' while the server answers, 'offline' from a request that got no answer until it does again. */
export function useConnectivity(): ConnectivityStatus {
  return useStore(useAdminCore().connectivity);
}

/** Whether a read of the admin's rights answering a 403 is under way (`AdminCore.rightsCheck`). */
export function useRightsCheck(): boolean {
  return useStore(useAdminCore().rightsCheck);
}
