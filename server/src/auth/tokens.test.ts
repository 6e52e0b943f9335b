import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = new Uint8Array(32).fill(7);
const otherSecret = new Uint8Array(32).fill(8);
const claims = { adminUserId: 42, sessionId: '6f1c1f2e-8a0b-4c1d-9e2f-3a4b5c6d7e8f' };
const NOW = 1_800_000_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (key: Uint8Array, input: string) =>
  createHmac('sha256', key).update(input).digest('base64url');
/** A token with any header and payload, correctly signed with `key`. */
const forge = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hs256(key, input)}`;
};
const validPayload = {
  sub: '42',
  sid: claims.sessionId,
  iss: 'console-admin-api',
  iat: NOW,
  exp: NOW + 900,
};

async function rejection(token: string, now = NOW): Promise<string> {
  try {
    await verifyAccessToken(secret, token, now);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).code;
  }
  throw new Error('the token was accepted');
}

describe('access tokens', () => {
  it('round-trips the claims and is a standard HS256 JWT (checked with jose)', async () => {
    const token = await signAccessToken(secret, claims, { ttlSeconds: 900, issuedAt: NOW });
    await expect(verifyAccessToken(secret, token, NOW + 899)).resolves.toEqual(claims);
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      currentDate: new Date((NOW + 1) * 1000),
      issuer: 'console-admin-api',
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '42', sid: claims.sessionId, iat: NOW, exp: NOW + 900 });
  });

  it('accepts a token jose signed with the same header and claims (tokens of earlier releases)', async () => {
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('42')
      .setIssuer('console-admin-api')
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 900)
      .sign(secret);
    await expect(verifyAccessToken(secret, token, NOW)).resolves.toEqual(claims);
  });

  it('answers TOKEN_EXPIRED from the second of exp on', async () => {
    const token = await signAccessToken(secret, claims, { ttlSeconds: 900, issuedAt: NOW });
    expect(await rejection(token, NOW + 900)).toBe('TOKEN_EXPIRED');
  });

  it('rejects tampering, other secrets and other algorithms as UNAUTHORIZED', async () => {
    const token = await signAccessToken(secret, claims, { ttlSeconds: 900, issuedAt: NOW });
    const [header, , sig] = token.split('.');
    const raised = `${header}.${b64({ ...validPayload, sub: '1' })}.${sig}`;
    const cases = [
      raised,
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      `${token}.`,
      `${token}x`,
      token.split('.').slice(0, 2).join('.'),
      forge({ alg: 'HS256', typ: 'JWT' }, validPayload, otherSecret),
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(validPayload)}.`,
      forge({ alg: 'HS256', typ: 'JWT', crit: ['x'] }, validPayload),
      forge({ typ: 'JWT', alg: 'HS256' }, validPayload),
      '',
      'not-a-token',
    ];
    for (const candidate of cases) expect(await rejection(candidate)).toBe('UNAUTHORIZED');
  });

  it('rejects correctly signed tokens whose claims are not ours', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const payloads: unknown[] = [
      { ...validPayload, iss: 'someone-else' },
      { ...validPayload, sub: 42 },
      { ...validPayload, sub: '0' },
      { ...validPayload, sub: '1.5' },
      { ...validPayload, sid: undefined },
      { ...validPayload, exp: undefined },
      { ...validPayload, exp: '9999999999' },
      [validPayload],
      null,
    ];
    for (const payload of payloads)
      expect(await rejection(forge(header, payload))).toBe('UNAUTHORIZED');
    const notJson = `${b64(header)}.${Buffer.from('{"sub":').toString('base64url')}`;
    expect(await rejection(`${notJson}.${hs256(secret, notJson)}`)).toBe('UNAUTHORIZED');
  });
});
