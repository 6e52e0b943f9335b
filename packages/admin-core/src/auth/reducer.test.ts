import { describe, expect, it } from 'vitest';
import { adminUser } from '../test-support';
import { type AuthState, authReducer, initialAuthState } from './reducer';

const signedIn: AuthState = { user: adminUser, isAuthenticated: true, loading: false, error: null };

describe('authReducer', () => {
  it('starts loading and signed out', () => {
    expect(initialAuthState).toEqual({
      user: null,
      isAuthenticated: false,
      loading: true,
      error: null,
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
    });
  });

  it('LOGOUT clears the user and the error', () => {
    expect(authReducer({ ...signedIn, error: 'x' }, { type: 'LOGOUT' })).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
    });
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
