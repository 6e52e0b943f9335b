import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from './login-origin';

const origin = (pathname: unknown, search = '', hash = '') => ({
  from: { pathname, search, hash },
});

describe('returnPathAfterSignIn', () => {
  it('returns to the attempted location with its query and hash', () => {
    expect(returnPathAfterSignIn(origin('/goals', '?page=2', '#top'), 7)).toBe('/goals?page=2#top');
  });

  it('falls back to the dashboard without an origin', () => {
    expect(returnPathAfterSignIn(null, 7)).toBe('/dashboard');
    expect(returnPathAfterSignIn({}, 7)).toBe('/dashboard');
  });

  it('never leaves the console or loops back to /login', () => {
    expect(returnPathAfterSignIn(origin('//evil.example/x'), 7)).toBe('/dashboard');
    expect(returnPathAfterSignIn(origin('https://evil.example'), 7)).toBe('/dashboard');
    expect(returnPathAfterSignIn(origin('/login'), 7)).toBe('/dashboard');
    expect(returnPathAfterSignIn(origin(42), 7)).toBe('/dashboard');
  });

  it('returns the admin who was signed in when the origin was recorded to it', () => {
    const theirs = { ...origin('/admin-users', '?status=active'), adminId: 7 };
    expect(returnPathAfterSignIn(theirs, 7)).toBe('/admin-users?status=active');
  });

  it('sends any other admin to the dashboard, without the first one’s page or query', () => {
    const theirs = { ...origin('/admin-users', '?status=active'), adminId: 7 };
    expect(returnPathAfterSignIn(theirs, 8)).toBe('/dashboard');
    expect(returnPathAfterSignIn(theirs, undefined)).toBe('/dashboard');
  });

  it('returns anyone to an origin recorded without a session (a link opened signed out)', () => {
    expect(returnPathAfterSignIn(origin('/goals', '?page=2'), 8)).toBe('/goals?page=2');
  });
});
