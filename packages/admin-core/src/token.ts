/** Claims the console reads from an access token; everything else is the server's business. */
export interface AccessTokenClaims {
  /** Expiry in seconds since the epoch. */
  exp: number;
  iat?: number;
  sub?: string;
  [claim: string]: unknown;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeJsonSegment(segment: string): Record<string, unknown> | null {
  const text = decodeBase64Url(segment);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads the claims of a JWT without verifying it (the server verifies). Returns null for anything
 * that is not a signed-looking JWT with a numeric `exp`: wrong shape, bad base64 or JSON, `alg: none`,
 * an empty signature. It never throws.
 */
export function parseAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (signaturePart.length === 0 || !/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const header = decodeJsonSegment(headerPart);
  if (!header || typeof header.alg !== 'string' || header.alg.toLowerCase() === 'none') return null;
  const payload = decodeJsonSegment(payloadPart);
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return null;
  return payload as AccessTokenClaims;
}

/** Expiry of the token in epoch milliseconds, or null when the token is unusable. */
export function getTokenExpiry(token: string | null | undefined): number | null {
  const claims = parseAccessToken(token);
  return claims ? claims.exp * 1000 : null;
}

/** The specification's client-side rule: a token is valid while its `exp` is in the future. */
export function isTokenValid(token: string | null | undefined, now: number): boolean {
  const expiry = getTokenExpiry(token);
  return expiry !== null && expiry > now;
}
