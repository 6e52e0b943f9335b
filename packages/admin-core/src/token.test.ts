import { describe, expect, it } from 'vitest';
import { makeToken } from './test-support';
import { getTokenExpiry, isTokenValid, parseAccessToken } from './token';

const now = Date.UTC(2030, 0, 1);
const exp = now / 1000 + 3600;

describe('parseAccessToken', () => {
  it('reads the claims of a signed JWT', () => {
    expect(parseAccessToken(makeToken({ exp, sub: '7' }))).toEqual({ exp, sub: '7' });
  });

  it('decodes base64url payloads with UTF-8 text', () => {
    const token = makeToken({ exp, name: 'Zoë ☃ 漢字', s: '??>>' });
    expect(parseAccessToken(token)?.name).toBe('Zoë ☃ 漢字');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['garbage', 'not a token at all'],
    ['bad base64 header', `%%%.${makeToken({ exp }).split('.')[1]}.sig`],
    ['JSON header that is not an object', `${btoa('[1]')}.${makeToken({ exp }).split('.')[1]}.sig`],
    ['header without alg', makeToken({ exp }, { typ: 'JWT' })],
    ['payload not JSON', `${makeToken({ exp }).split('.')[0]}.${btoa('not json')}.sig`],
    ['payload not UTF-8', `${makeToken({ exp }).split('.')[0]}.${btoa('\xff\xfe')}.sig`],
  ])('returns null for a malformed token (%s)', (_label, token) => {
    expect(parseAccessToken(token)).toBeNull();
  });

  it('refuses unsigned-looking tokens: alg none or an empty signature', () => {
    expect(parseAccessToken(makeToken({ exp }, { alg: 'none' }))).toBeNull();
    expect(parseAccessToken(makeToken({ exp }, { alg: 'NONE' }))).toBeNull();
    const [header, payload] = makeToken({ exp }).split('.');
    expect(parseAccessToken(`${header}.${payload}.`)).toBeNull();
    expect(parseAccessToken(`${header}.${payload}.not*base64`)).toBeNull();
  });

  it('requires a numeric, finite exp', () => {
    expect(parseAccessToken(makeToken({ sub: '1' }))).toBeNull();
    expect(parseAccessToken(makeToken({ exp: String(exp) }))).toBeNull();
    expect(parseAccessToken(makeToken({ exp: null }))).toBeNull();
  });
});

describe('token expiry', () => {
  it('gives the expiry in milliseconds', () => {
    expect(getTokenExpiry(makeToken({ exp }))).toBe(exp * 1000);
    expect(getTokenExpiry('junk')).toBeNull();
  });

  it('is valid only while exp is in the future', () => {
    const token = makeToken({ exp });
    expect(isTokenValid(token, exp * 1000 - 1)).toBe(true);
    expect(isTokenValid(token, exp * 1000)).toBe(false);
    expect(isTokenValid(token, exp * 1000 + 1)).toBe(false);
    expect(isTokenValid('junk', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
});
