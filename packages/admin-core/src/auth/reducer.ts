import type { SessionUser } from '@console/contract';

/** The auth state of the specification (section 3). */
export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /**
   * Why the server ended the last session, as a refused refresh named it (`sessionEndReasons` of
   * the contract, or a newer server's name); cleared when a sign-in starts.
   */
  endReason: string | null;
  /**
   * The admin of the last session this tab knew (signed in, restored, or still stored when a
   * restore failed), kept after it ends: the console returns only them to the page they were on.
   */
  lastUserId?: number;
}

export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: SessionUser }
  | { type: 'LOGIN_ERROR'; error: string }
  | { type: 'LOGOUT'; reason?: string | null; userId?: number | undefined }
  | { type: 'SET_LOADING'; loading: boolean }
  | { type: 'CLEAR_ERROR' };

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: true,
  error: null,
  endReason: null,
};

/** The transitions of the specification (section 4, Authentication). */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, loading: true, error: null, endReason: null };
    case 'LOGIN_SUCCESS':
      return {
        user: action.user,
        isAuthenticated: true,
        loading: false,
        error: null,
        endReason: null,
        lastUserId: action.user.id,
      };
    case 'LOGIN_ERROR':
      return { ...state, user: null, isAuthenticated: false, loading: false, error: action.error };
    case 'LOGOUT':
      return {
        user: null,
        isAuthenticated: false,
        loading: false,
        error: null,
        // Requests that were in flight when the server ended the session fail after it, saying no
        // more: the reason stays until someone signs in.
        endReason: action.reason ?? (state.isAuthenticated ? null : state.endReason),
        lastUserId: action.userId ?? state.lastUserId,
      };
    case 'SET_LOADING':
      return state.loading === action.loading ? state : { ...state, loading: action.loading };
    case 'CLEAR_ERROR':
      return state.error === null ? state : { ...state, error: null };
  }
}
