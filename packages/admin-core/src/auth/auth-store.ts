import type { SessionUser } from '@console/contract';
import type { ApiClient, LoginBody } from '../api/client';
import { isUnreachable, sessionEndReasonOf } from '../api/errors';
import { AUTH_EXPIRED_EVENT, MESSAGES, TIMINGS } from '../constants';
import type { CrossTabChannel } from '../cross-tab';
import type { ReadableStore } from '../store';
import { createValueStore } from '../store';
import { type AuthAction, type AuthState, authReducer, initialAuthState } from './reducer';
import type { SessionStorage } from './session-storage';

export interface AuthStoreOptions {
  client: ApiClient;
  session: SessionStorage;
  now?: () => number;
  /** Where `admin-auth-expired` is listened for; `window` by default. */
  eventTarget?: EventTarget | null;
  crossTab?: CrossTabChannel | null;
}

export interface AuthStore extends ReadableStore<AuthState> {
  dispatch(action: AuthAction): void;
  /**
   * Startup: authenticated when the stored token and user are valid; then loading ends. A token
   * that ran out within the inactivity timeout is refreshed first (loading lasts until then).
   */
  restore(): void;
  /** Resolves with the user; rejects with the error (also kept in `error`). */
  login(credentials: LoginBody): Promise<SessionUser>;
  /** Server logout (errors ignored), tokens cleared, every tab signed out. */
  logout(): Promise<void>;
  /**
   * Signs out without calling the server (expiry, or the server ended the session, saying why):
   * clears tokens and tells the other tabs.
   */
  endSession(reason?: string | null): void;
  clearError(): void;
  /**
   * Takes changes to the signed-in admin's own record (name, username, rights) into the state and
   * the stored `admin_user`, and has the other tabs read it again. Does nothing when signed out.
   */
  updateUser(
    changes: Partial<Pick<SessionUser, 'name' | 'username' | 'isSuperUser' | 'permissions'>>,
  ): void;
  /** Listens to `admin-auth-expired` and the other tabs, and restores the session. */
  start(): () => void;
}

export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const { client, session, now = () => Date.now(), crossTab = null } = options;
  const eventTarget =
    options.eventTarget === undefined
      ? typeof window === 'undefined'
        ? null
        : window
      : options.eventTarget;
  const state = createValueStore<AuthState>(initialAuthState);
  const dispatch = (action: AuthAction) => state.set(authReducer(state.getSnapshot(), action));

  function finishRestore(user: SessionUser | null, userId?: number, reason: string | null = null) {
    dispatch(user ? { type: 'LOGIN_SUCCESS', user } : { type: 'LOGOUT', reason, userId });
    dispatch({ type: 'SET_LOADING', loading: false });
  }

  /**
   * The access token ran out while no tab used it (a reload, a new tab, a laptop woken up): the
   * refresh token the other tabs share may still be good. An admin idle for longer than the
   * inactivity timeout is signed out as an open tab would have signed them out.
   */
  function restore() {
    // Read before a refused restore clears it: whose session ended, when none is restored.
    const storedUserId = session.getUser()?.id;
    const stored = session.restore(now(), TIMINGS.inactivityTimeoutMs);
    if (stored !== 'refresh') {
      finishRestore(stored?.user ?? null, storedUserId);
      return;
    }
    client.refresh().then(
      () => finishRestore(session.getUser()),
      (error: unknown) => {
        // Unreachable server: the keys stay, and the first request refreshes once it answers.
        if (isUnreachable(error)) {
          finishRestore(session.getUser());
        } else {
          session.clear();
          finishRestore(null, storedUserId, sessionEndReasonOf(error));
        }
      },
    );
  }

  function updateUser(
    changes: Partial<Pick<SessionUser, 'name' | 'username' | 'isSuperUser' | 'permissions'>>,
  ) {
    const current = state.getSnapshot();
    if (!current.isAuthenticated || !current.user) return;
    const user = { ...current.user, ...changes };
    session.saveUser(user);
    dispatch({ type: 'LOGIN_SUCCESS', user });
    crossTab?.post({ type: 'signed-in' });
  }

  function signOutHere(reason: string | null = null) {
    dispatch({ type: 'LOGOUT', reason });
  }

  function endSession(reason: string | null = null) {
    session.clear();
    signOutHere(reason);
    crossTab?.post({ type: 'signed-out', reason });
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    dispatch,
    restore,

    async login(credentials) {
      dispatch({ type: 'LOGIN_START' });
      try {
        const { user } = await client.login(credentials);
        dispatch({ type: 'LOGIN_SUCCESS', user });
        crossTab?.post({ type: 'signed-in' });
        return user;
      } catch (error) {
        dispatch({
          type: 'LOGIN_ERROR',
          error: error instanceof Error && error.message ? error.message : MESSAGES.loginFailed,
        });
        throw error;
      }
    },

    async logout() {
      await client.logout();
      signOutHere();
      crossTab?.post({ type: 'signed-out' });
    },

    endSession,

    clearError() {
      dispatch({ type: 'CLEAR_ERROR' });
    },

    updateUser,

    start() {
      // The API client has already cleared the tokens when it fires the event; its detail is the
      // server's refusal, if any (a bare event, as the specification names it, says no reason).
      const onExpired = (event: Event) =>
        endSession(sessionEndReasonOf((event as Partial<CustomEvent>).detail));
      eventTarget?.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
      const stopListening = crossTab?.subscribe((message) => {
        if (message.type === 'signed-out') signOutHere(message.reason);
        else if (message.type === 'signed-in') restore();
      });
      restore();
      return () => {
        eventTarget?.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
        stopListening?.();
      };
    },
  };
}
