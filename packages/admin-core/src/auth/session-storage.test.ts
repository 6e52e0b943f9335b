import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createMemoryStorage } from '../storage';
import { adminUser, makeToken, tokenExpiringIn } from '../test-support';
import { createSessionStorage } from './session-storage';

const now = Date.UTC(2030, 0, 1);

function storedWith(values: Partial<Record<'access' | 'refresh' | 'user', string>>) {
  const storage = createMemoryStorage();
  if (values.access !== undefined) storage.setItem('admin_access_token', values.access);
  if (values.refresh !== undefined) storage.setItem('admin_refresh_token', values.refresh);
  if (values.user !== undefined) storage.setItem('admin_user', values.user);
  return { storage, session: createSessionStorage(storage) };
}

const expectCleared = (storage: ReturnType<typeof createMemoryStorage>) => {
  expect(storage.getItem('admin_access_token')).toBeNull();
  expect(storage.getItem('admin_refresh_token')).toBeNull();
  expect(storage.getItem('admin_user')).toBeNull();
};

describe('session storage', () => {
  it('uses exactly the specification keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'admin_access_token',
      refreshToken: 'admin_refresh_token',
      user: 'admin_user',
      theme: 'vite-ui-theme',
      language: 'admin_language',
    });
  });

  it('saves a session and tokens under those keys', () => {
    const { storage, session } = storedWith({});
    session.saveSession({ accessToken: 'a', refreshToken: 'r', user: adminUser });
    expect(storage.getItem('admin_access_token')).toBe('a');
    expect(storage.getItem('admin_refresh_token')).toBe('r');
    expect(JSON.parse(storage.getItem('admin_user') ?? '')).toEqual(adminUser);
    expect(session.getUser()).toEqual(adminUser);
    session.saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(session.getAccessToken()).toBe('a2');
    expect(session.getRefreshToken()).toBe('r2');
    session.clear();
    expectCleared(storage);
  });

  it('restores a session with a future exp and a stored user', () => {
    const access = tokenExpiringIn(60, now);
    const { session } = storedWith({ access, refresh: 'r', user: JSON.stringify(adminUser) });
    expect(session.restore(now)).toEqual({
      accessToken: access,
      refreshToken: 'r',
      user: adminUser,
    });
  });

  it.each([
    ['no token', { user: JSON.stringify(adminUser) }],
    ['an expired token', { access: tokenExpiringIn(-1, now), user: JSON.stringify(adminUser) }],
    [
      'a token expiring right now',
      { access: tokenExpiringIn(0, now), user: JSON.stringify(adminUser) },
    ],
    ['a malformed token', { access: 'garbage', user: JSON.stringify(adminUser) }],
    [
      'an unsigned token',
      {
        access: makeToken({ exp: now / 1000 + 60 }, { alg: 'none' }),
        user: JSON.stringify(adminUser),
      },
    ],
    ['no user', { access: tokenExpiringIn(60, now) }],
    ['unparsable user JSON', { access: tokenExpiringIn(60, now), user: '{not json' }],
    ['a user of the wrong shape', { access: tokenExpiringIn(60, now), user: '{"name":1}' }],
  ])('counts %s as signed out and clears the keys', (_label, values) => {
    const { storage, session } = storedWith({ refresh: 'r', ...values });
    expect(() => session.restore(now)).not.toThrow();
    expect(session.restore(now)).toBeNull();
    expectCleared(storage);
  });

  const HOUR_MS = 3_600_000;

  it('asks for a refresh, keeping the keys, when the token ran out within the given time', () => {
    const user = JSON.stringify(adminUser);
    const { storage, session } = storedWith({
      access: tokenExpiringIn(-60, now),
      refresh: 'r',
      user,
    });
    expect(session.restore(now, 12 * HOUR_MS)).toBe('refresh');
    expect(storage.getItem('admin_refresh_token')).toBe('r');
    expect(storage.getItem('admin_access_token')).not.toBeNull();
  });

  it.each([
    ['ran out longer ago', { access: tokenExpiringIn(-13 * 3600, now), refresh: 'r' }],
    ['has no refresh token', { access: tokenExpiringIn(-60, now) }],
    ['is malformed', { access: 'garbage', refresh: 'r' }],
  ])('clears the keys when the token %s', (_label, values) => {
    const { storage, session } = storedWith({ user: JSON.stringify(adminUser), ...values });
    expect(session.restore(now, 12 * HOUR_MS)).toBeNull();
    expectCleared(storage);
  });
});
