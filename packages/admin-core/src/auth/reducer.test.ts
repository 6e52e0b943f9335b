import { describe, expect, it } from 'vitest';
import { adminUser } from '../test-support';
import { type AuthState, authReducer, initialAuthState } from './reducer';

const signedIn: AuthState = {
  user: adminUser,
  isAuthenticated: true,
  loading: false,
  error: null,
  endReason: null,
  lastUserId: adminUser.id,
};

describe('authReducer', () => {
  it('starts loading and signed out', () => {
    expect(initialAuthState).toEqual({
      user: null,
      isAuthenticated: false,
      loading: true,
      error: null,
      endReason: null,
    });
  });

  it('LOGIN_START sets loading and clears the error', () => {
    const state = { ...initialAuthState, loading: false, error: 'Login failed' };
    expect(authReducer(state, { type: 'LOGIN_START' })).toEqual({
      ...state,
      loading: true,
      error: null,
    });
  });

  it('LOGIN_SUCCESS stores the user and marks authenticated', () => {
    expect(authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user: adminUser })).toEqual(
      signedIn,
    );
  });

  it('LOGIN_ERROR stores the message and marks unauthenticated', () => {
    expect(authReducer(signedIn, { type: 'LOGIN_ERROR', error: 'Bad credentials' })).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Bad credentials',
      endReason: null,
      lastUserId: adminUser.id,
    });
  });

  it('LOGOUT clears the user and the error, keeping whose session it was', () => {
    expect(authReducer({ ...signedIn, error: 'x' }, { type: 'LOGOUT' })).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      endReason: null,
      lastUserId: adminUser.id,
    });
  });

  it('LOGOUT names the admin a refused restore found stored; the next sign-in replaces it', () => {
    const ended = authReducer(initialAuthState, { type: 'LOGOUT', userId: 7 });
    expect(ended).toMatchObject({ user: null, isAuthenticated: false, lastUserId: 7 });
    expect(authReducer(ended, { type: 'LOGOUT' }).lastUserId).toBe(7);
    expect(authReducer(ended, { type: 'LOGIN_SUCCESS', user: adminUser }).lastUserId).toBe(
      adminUser.id,
    );
    expect(authReducer(initialAuthState, { type: 'LOGOUT' }).lastUserId).toBeUndefined();
  });

  it('LOGOUT keeps why the server ended the session until the next sign-in starts', () => {
    const ended = authReducer(signedIn, { type: 'LOGOUT', reason: 'deactivated' });
    expect(ended).toMatchObject({ isAuthenticated: false, endReason: 'deactivated' });
    expect(authReducer(ended, { type: 'SET_LOADING', loading: true }).endReason).toBe(
      'deactivated',
    );
    expect(authReducer(ended, { type: 'LOGIN_START' }).endReason).toBeNull();
    expect(authReducer(ended, { type: 'LOGIN_SUCCESS', user: adminUser }).endReason).toBeNull();
    // A later sign-out without a reason (a request that was in flight) does not erase it...
    expect(authReducer(ended, { type: 'LOGOUT' }).endReason).toBe('deactivated');
    // ...but signing out of a session does.
    expect(authReducer(signedIn, { type: 'LOGOUT' }).endReason).toBeNull();
  });

  it('SET_LOADING and CLEAR_ERROR change only their field, keeping identity when unchanged', () => {
    expect(authReducer(signedIn, { type: 'SET_LOADING', loading: true })).toEqual({
      ...signedIn,
      loading: true,
    });
    expect(authReducer(signedIn, { type: 'SET_LOADING', loading: false })).toBe(signedIn);
    const withError = { ...signedIn, error: 'x' };
    expect(authReducer(withError, { type: 'CLEAR_ERROR' })).toEqual(signedIn);
    expect(authReducer(signedIn, { type: 'CLEAR_ERROR' })).toBe(signedIn);
  });
});
