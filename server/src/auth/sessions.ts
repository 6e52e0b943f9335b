import { type SessionEndReason, sessionEndReasons } from '@console/contract';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { adminSessions, adminUsers, refreshTokens } from '../db/schema';
import { generateRefreshToken, hashRefreshToken, signAccessToken } from './tokens';

export interface ClientOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface IssuedTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly sessionId: string;
}

type TokenConfig = Pick<
  ServerConfig,
  'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'sessionMaxAgeSeconds'
>;

const secondsFrom = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

export const issueAccessToken = (config: TokenConfig, adminUserId: number, sessionId: string) =>
  signAccessToken(
    config.jwtSecret,
    { adminUserId, sessionId },
    { ttlSeconds: config.accessTokenTtlSeconds },
  );

async function insertRefreshToken(
  db: Database,
  config: TokenConfig,
  sessionId: string,
  sessionExpiresAt: Date,
): Promise<string> {
  const refreshToken = generateRefreshToken();
  const now = new Date();
  const expiresAt = secondsFrom(now, config.refreshTokenTtlSeconds);
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    issuedAt: now,
    expiresAt: expiresAt < sessionExpiresAt ? expiresAt : sessionExpiresAt,
  });
  return refreshToken;
}

/** Opens a session (a new refresh-token family) for a successful sign-in. */
export async function openSession(
  db: Database,
  config: TokenConfig,
  adminUserId: number,
  origin: ClientOrigin,
): Promise<IssuedTokens> {
  const expiresAt = secondsFrom(new Date(), config.sessionMaxAgeSeconds);
  const [session] = await db
    .insert(adminSessions)
    .values({ adminUserId, expiresAt, ip: origin.ip, userAgent: origin.userAgent })
    .returning({ id: adminSessions.id });
  if (!session) throw new Error('Session insert returned no row');
  const refreshToken = await insertRefreshToken(db, config, session.id, expiresAt);
  const token = await issueAccessToken(config, adminUserId, session.id);
  return { token, refreshToken, sessionId: session.id };
}

export type RotationResult =
  | { readonly outcome: 'rotated'; readonly adminUserId: number; readonly tokens: IssuedTokens }
  | { readonly outcome: 'reused'; readonly adminUserId: number; readonly sessionId: string }
  | { readonly outcome: 'rejected'; readonly reason: SessionEndReason | null };

/** A stored `revoked_reason`; rows written before the reasons were named read as none. */
const storedEndReason = (stored: string | null): SessionEndReason | null =>
  (sessionEndReasons as readonly (string | null)[]).includes(stored)
    ? (stored as SessionEndReason)
    : null;

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a used token again
 * means it leaked, so the whole family (session) is revoked. Tokens of revoked or expired
 * sessions, expired tokens and tokens of deactivated admins are rejected with the reason, which
 * the holder of the token may learn (a token the server does not know gets none).
 */
export async function rotateRefreshToken(
  db: Database,
  config: TokenConfig,
  presented: string,
): Promise<RotationResult> {
  const tokenHash = hashRefreshToken(presented);
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [found] = await tx
      .select({ token: refreshTokens, session: adminSessions, isActive: adminUsers.isActive })
      .from(refreshTokens)
      .innerJoin(adminSessions, eq(adminSessions.id, refreshTokens.sessionId))
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update', { of: refreshTokens })
      .limit(1);
    if (!found) return { outcome: 'rejected', reason: null };
    const { token, session } = found;
    const now = new Date();

    if (token.usedAt) {
      await revokeSession(tx, session.id, 'tokenReused');
      return { outcome: 'reused', adminUserId: session.adminUserId, sessionId: session.id };
    }
    if (!found.isActive) return { outcome: 'rejected', reason: 'deactivated' };
    if (session.revokedAt) {
      return { outcome: 'rejected', reason: storedEndReason(session.revokedReason) };
    }
    if (session.expiresAt <= now || token.expiresAt <= now) {
      return { outcome: 'rejected', reason: 'expired' };
    }

    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, token.id));
    await tx.update(adminSessions).set({ lastUsedAt: now }).where(eq(adminSessions.id, session.id));
    const refreshToken = await insertRefreshToken(tx, config, session.id, session.expiresAt);
    const accessToken = await issueAccessToken(config, session.adminUserId, session.id);
    return {
      outcome: 'rotated',
      adminUserId: session.adminUserId,
      tokens: { token: accessToken, refreshToken, sessionId: session.id },
    };
  });
}

/** The session a refresh token belongs to, used or not. */
export async function findSessionByRefreshToken(db: Database, presented: string) {
  const [found] = await db
    .select({
      sessionId: adminSessions.id,
      adminUserId: adminSessions.adminUserId,
      revokedAt: adminSessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(adminSessions, eq(adminSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  return found;
}

/** Ends one session; its refresh tokens and access tokens stop working at once. */
export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: SessionEndReason,
): Promise<boolean> {
  const revoked = await db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return revoked.length > 0;
}

/** Ends every open session of an admin, optionally keeping one; returns how many ended. */
export async function revokeAdminSessions(
  db: Database,
  adminUserId: number,
  reason: SessionEndReason,
  keepSessionId?: string | null,
): Promise<number> {
  const revoked = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(adminSessions.adminUserId, adminUserId),
        isNull(adminSessions.revokedAt),
        keepSessionId ? ne(adminSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: adminSessions.id });
  return revoked.length;
}

/** The sessions a restore ends, kept so their holders learn why (`keepEndedSessions`). */
export interface SessionsToEnd {
  readonly sessions: readonly (typeof adminSessions.$inferSelect)[];
  readonly tokens: readonly Omit<typeof refreshTokens.$inferSelect, 'id'>[];
}

/**
 * The live sessions and their unused, unexpired refresh tokens (the ones their holders still
 * have), read before a restore empties the admins and with them every session.
 */
export async function liveSessions(db: Database): Promise<SessionsToEnd> {
  const live = and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`));
  const sessions = await db.select().from(adminSessions).where(live);
  const tokens = await db
    .select({
      sessionId: refreshTokens.sessionId,
      tokenHash: refreshTokens.tokenHash,
      issuedAt: refreshTokens.issuedAt,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
    })
    .from(refreshTokens)
    .innerJoin(adminSessions, eq(adminSessions.id, refreshTokens.sessionId))
    .where(and(live, isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, sql`now()`)));
  return { sessions, tokens };
}

/**
 * Writes the sessions a restore ended back as ended with `reason`, for the admins (by id) the
 * restored data still has: a refused refresh then says why instead of nothing. The sessions of
 * admins the backup does not have are gone with them.
 */
export async function keepEndedSessions(
  db: Database,
  ended: SessionsToEnd,
  reason: SessionEndReason,
): Promise<void> {
  if (ended.sessions.length === 0) return;
  const adminIds = [...new Set(ended.sessions.map((session) => session.adminUserId))];
  const remaining = new Set(
    (
      await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(inArray(adminUsers.id, adminIds))
    ).map((admin) => admin.id),
  );
  const now = new Date();
  const sessions = ended.sessions
    .filter((session) => remaining.has(session.adminUserId))
    .map((session) => ({ ...session, revokedAt: now, revokedReason: reason }));
  if (sessions.length === 0) return;
  await db.insert(adminSessions).values(sessions);
  const kept = new Set(sessions.map((session) => session.id));
  const tokens = ended.tokens.filter((token) => kept.has(token.sessionId));
  if (tokens.length > 0) await db.insert(refreshTokens).values(tokens);
}
