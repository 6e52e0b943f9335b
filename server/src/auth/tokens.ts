import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenExpired, unauthorized } from '../http/errors';

const ALGORITHM = 'HS256';
const ISSUER = 'console-admin-api';

export interface AccessClaims {
  readonly adminUserId: number;
  readonly sessionId: string;
}

export interface SignOptions {
  readonly ttlSeconds: number;
  /** Seconds since the epoch the token claims it was issued at; defaults to now. */
  readonly issuedAt?: number;
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret imported once as a WebCrypto key: handing jose the raw bytes re-imports them on
 * every call, which was most of the cost of verifying a token.
 */
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

/** A short-lived HS256 access token with `sub` (admin id), `sid` (session id), `iat` and `exp`. */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  options: SignOptions,
): Promise<string> {
  const key = await hmacKey(secret);
  const issuedAt = options.issuedAt ?? nowInSeconds();
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.adminUserId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .sign(key);
}

/** Verifies signature, issuer and expiry; 401 `TOKEN_EXPIRED` or `UNAUTHORIZED` otherwise. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const adminUserId = Number(payload.sub);
    if (!Number.isSafeInteger(adminUserId) || adminUserId <= 0 || typeof payload.sid !== 'string') {
      throw unauthorized();
    }
    return { adminUserId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw tokenExpired();
    throw unauthorized();
  }
}

/** A fresh opaque refresh token (256 random bits). Only its hash is stored. */
export const generateRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
