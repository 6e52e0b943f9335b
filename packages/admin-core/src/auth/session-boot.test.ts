import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage';
import { adminUser, tokenExpiringIn } from '../test-support';
import { sessionPreloadScript } from './session-boot';
import { createSessionStorage } from './session-storage';

const now = Date.UTC(2030, 0, 1);
const hrefs = ['/assets/console-1.js', '/assets/login-2.js'];

/** Runs the script against its own storage, location, clock and `<head>`; answers what it preloaded. */
function preloadedBy(values: Record<string, string>, pathname: string) {
  const storage = createMemoryStorage(values);
  const head = document.createElement('head');
  new Function('localStorage', 'location', 'document', 'Date', sessionPreloadScript(hrefs))(
    storage,
    { pathname },
    { createElement: (tag: string) => document.createElement(tag), head },
    { now: () => now },
  );
  return [...head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
}

const user = JSON.stringify(adminUser);
const validSession = { admin_access_token: tokenExpiringIn(60, now), admin_user: user };
const sessions: [string, Record<string, string>][] = [
  ['a valid session', validSession],
  ['no session', {}],
  ['no stored user', { admin_access_token: tokenExpiringIn(60, now) }],
  ['no token', { admin_user: user }],
  ['an expired token', { admin_access_token: tokenExpiringIn(-1, now), admin_user: user }],
  ['a token that is no JWT', { admin_access_token: 'not-a-token', admin_user: user }],
  ['a payload that is no JSON', { admin_access_token: 'a.bm90IGpzb24.c', admin_user: user }],
];

describe('sessionPreloadScript', () => {
  it.each(sessions)('on a console path, preloads exactly when restore keeps %s', (_, values) => {
    const restored = createSessionStorage(createMemoryStorage(values)).restore(now);
    expect(preloadedBy(values, '/dashboard')).toEqual(
      restored ? hrefs.map((href) => ['modulepreload', href]) : [],
    );
  });

  it('preloads nothing on the sign-in page, even with a session', () => {
    expect(preloadedBy(validSession, '/login')).toEqual([]);
  });

  it('never throws, even when storage does', () => {
    const script = sessionPreloadScript(hrefs);
    const throwing = {
      getItem() {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => new Function('localStorage', script)(throwing)).not.toThrow();
  });
});
