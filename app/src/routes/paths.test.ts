import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './paths';

const origin = (pathname: unknown, search = '', hash = '') => ({
  from: { pathname, search, hash },
});

describe('returnPathFrom', () => {
  it('returns to the attempted location with its query and hash', () => {
    expect(returnPathFrom(origin('/goals', '?page=2', '#top'), '/dashboard')).toBe(
      '/goals?page=2#top',
    );
  });

  it('falls back without an origin', () => {
    expect(returnPathFrom(null, '/dashboard')).toBe('/dashboard');
    expect(returnPathFrom({}, '/dashboard')).toBe('/dashboard');
  });

  it('never leaves the console or loops back to /login', () => {
    expect(returnPathFrom(origin('//evil.example/x'), '/dashboard')).toBe('/dashboard');
    expect(returnPathFrom(origin('https://evil.example'), '/dashboard')).toBe('/dashboard');
    expect(returnPathFrom(origin('/login'), '/dashboard')).toBe('/dashboard');
    expect(returnPathFrom(origin(42), '/dashboard')).toBe('/dashboard');
  });
});
