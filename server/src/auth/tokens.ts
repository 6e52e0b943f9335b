import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { tokenExpired, unauthorized } from '../http/errors';

const ISSUER = 'console-admin-api';

/**
 * The one header this server writes. Verification requires these exact bytes, so no other
 * algorithm (`none`, RS256 with the secret as a public key), `kid` or `crit` is ever considered.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

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

const signature = (secret: Uint8Array, signingInput: string) =>
  createHmac('sha256', secret).update(signingInput).digest('base64url');

/**
 * A short-lived HS256 JWT with `sub` (admin id), `sid` (session id), `iss`, `iat` and `exp`.
 * Signed and verified with `node:crypto` directly: every API request verifies one, and
 * WebCrypto's asynchronous HMAC cost about ten times as much as the synchronous one.
 */
export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  options: SignOptions,
): Promise<string> {
  const issuedAt = options.issuedAt ?? nowInSeconds();
  const payload = Buffer.from(
    JSON.stringify({
      sid: claims.sessionId,
      sub: String(claims.adminUserId),
      iss: ISSUER,
      iat: issuedAt,
      exp: issuedAt + options.ttlSeconds,
    }),
  ).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, signingInput)}`;
}

function hasValidSignature(secret: Uint8Array, token: string): boolean {
  const lastDot = token.lastIndexOf('.');
  if (lastDot <= 0) return false;
  const given = Buffer.from(token.slice(lastDot + 1));
  const expected = Buffer.from(signature(secret, token.slice(0, lastDot)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readPayload(encoded: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies header, signature, issuer and expiry; 401 `TOKEN_EXPIRED` for a genuine token past
 * its `exp`, 401 `UNAUTHORIZED` for anything else.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: number = nowInSeconds(),
): Promise<AccessClaims> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER || !hasValidSignature(secret, token)) {
    throw unauthorized();
  }
  const payload = readPayload(parts[1] ?? '');
  if (!payload || payload.iss !== ISSUER) throw unauthorized();
  const { sub, sid, exp } = payload;
  const adminUserId = Number(sub);
  if (
    typeof sub !== 'string' ||
    !Number.isSafeInteger(adminUserId) ||
    adminUserId <= 0 ||
    typeof sid !== 'string' ||
    typeof exp !== 'number' ||
    !Number.isFinite(exp)
  ) {
    throw unauthorized();
  }
  if (exp <= now) throw tokenExpired();
  return { adminUserId, sessionId: sid };
}

/** A fresh opaque refresh token (256 random bits). Only its hash is stored. */
export const generateRefreshToken = (): string => randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
