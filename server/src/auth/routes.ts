import {
  ACCOUNT_DEACTIVATED_RULE,
  authRoutes,
  errorRules,
  isWeakForOwner,
  SESSION_ENDED_RULE,
  type SessionEndReason,
} from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import { recordSecurityEvent } from '../audit/security-events';
import { adminUsers } from '../db/schema';
import {
  ApiError,
  fieldError,
  rateLimited,
  ruleConflict,
  weakPasswordForOwner,
} from '../http/errors';
import { registerRoute, success } from '../http/register-route';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { toSessionUser } from './session-user';
import {
  findSessionByRefreshToken,
  openSession,
  revokeAdminSessions,
  revokeSession,
  rotateRefreshToken,
} from './sessions';

export const INVALID_CREDENTIALS = 'Invalid username or password';
const invalidCredentials = () => new ApiError(401, 'UNAUTHORIZED', INVALID_CREDENTIALS);
export const ACCOUNT_DEACTIVATED = 'This account is deactivated';
/**
 * Only for the right password: whoever knows it may learn why it does not let them in; without
 * it a deactivated account is refused like any other wrong guess.
 */
const accountDeactivated = () =>
  new ApiError(401, 'UNAUTHORIZED', ACCOUNT_DEACTIVATED, undefined, undefined, {
    rule: ACCOUNT_DEACTIVATED_RULE,
  });
/** A refused refresh; the session's holder learns why it ended, when the server knows. */
const refreshFailed = (reason: SessionEndReason | null) =>
  new ApiError(
    401,
    'UNAUTHORIZED',
    'Token refresh failed',
    undefined,
    undefined,
    reason ? { rule: SESSION_ENDED_RULE, params: { reason } } : undefined,
  );

export function registerAuthRoutes(app: FastifyInstance): void {
  const { loginThrottle } = app.services;

  registerRoute(app, authRoutes.login, async (ctx) => {
    const { username, password } = ctx.body;
    const origin = { ip: ctx.ip, userAgent: ctx.userAgent };
    const retryAfter = await loginThrottle.retryAfterSeconds(ctx.ip, username);
    if (retryAfter !== null) {
      await recordSecurityEvent(ctx.db, {
        type: 'login.rateLimited',
        username,
        ...origin,
        details: { retryAfterSeconds: retryAfter },
      });
      throw rateLimited(retryAfter);
    }

    const [admin] = await ctx.db
      .select()
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()))
      .limit(1);
    const passwordMatches = admin
      ? await verifyPassword(admin.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!admin || !passwordMatches || !admin.isActive) {
      await loginThrottle.recordFailure(ctx.ip, username);
      const reason = !admin ? 'unknownUsername' : !passwordMatches ? 'wrongPassword' : 'inactive';
      await recordSecurityEvent(ctx.db, {
        type: 'login.failed',
        adminUserId: admin?.id ?? null,
        username,
        ...origin,
        details: { reason },
      });
      throw reason === 'inactive' ? accountDeactivated() : invalidCredentials();
    }

    await loginThrottle.recordSuccess(username);
    const { tokens, user } = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(adminUsers)
        .set({ lastLoginAt: new Date() })
        .where(eq(adminUsers.id, admin.id))
        .returning();
      const issued = await openSession(tx, ctx.config, admin.id, origin);
      await recordSecurityEvent(tx, {
        type: 'login.succeeded',
        adminUserId: admin.id,
        username: admin.username,
        ...origin,
        details: { sessionId: issued.sessionId },
      });
      return { tokens: issued, user: updated ?? admin };
    });
    return success(
      { user: toSessionUser(user), token: tokens.token, refreshToken: tokens.refreshToken },
      'Login successful',
    );
  });

  registerRoute(app, authRoutes.refresh, async (ctx) => {
    const result = await rotateRefreshToken(ctx.db, ctx.config, ctx.body.refreshToken);
    if (result.outcome === 'reused') {
      await recordSecurityEvent(ctx.db, {
        type: 'refresh.reuseDetected',
        adminUserId: result.adminUserId,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { revokedSessionId: result.sessionId },
      });
    }
    if (result.outcome === 'reused') throw refreshFailed('tokenReused');
    if (result.outcome === 'rejected') throw refreshFailed(result.reason);
    return success(
      { token: result.tokens.token, refreshToken: result.tokens.refreshToken },
      'Token refreshed',
    );
  });

  registerRoute(app, authRoutes.logout, async (ctx) => {
    const session = await findSessionByRefreshToken(ctx.db, ctx.body.refreshToken);
    if (session && (await revokeSession(ctx.db, session.sessionId, 'signedOut'))) {
      await recordSecurityEvent(ctx.db, {
        type: 'logout',
        adminUserId: session.adminUserId,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { sessionId: session.sessionId },
      });
    }
    return success(null, 'Logged out');
  });

  registerRoute(app, authRoutes.changePassword, async (ctx) => {
    const { currentPassword, newPassword } = ctx.body;
    const actor = ctx.actor;
    const retryAfter = await loginThrottle.retryAfterSeconds(ctx.ip, actor.username);
    if (retryAfter !== null) throw rateLimited(retryAfter);
    const [stored] = await ctx.db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, actor.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
      await loginThrottle.recordFailure(ctx.ip, actor.username);
      throw fieldError('currentPassword', 'Current password is incorrect', {
        rule: errorRules.currentPasswordIncorrect,
      });
    }
    if (currentPassword === newPassword) {
      throw fieldError('newPassword', 'New password must differ from the current password', {
        rule: errorRules.passwordUnchanged,
      });
    }
    if (isWeakForOwner(newPassword, actor)) throw weakPasswordForOwner('newPassword');
    const passwordHash = await hashPassword(newPassword);
    await ctx.db.transaction(async (tx) => {
      // Only over the hash the current password was checked against: a change that landed in
      // between (another tab, a reset) makes this one a conflict instead of silently undoing it.
      const changed = await tx
        .update(adminUsers)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(and(eq(adminUsers.id, actor.id), eq(adminUsers.passwordHash, stored.passwordHash)))
        .returning({ id: adminUsers.id });
      if (changed.length === 0) {
        throw ruleConflict('The password was changed meanwhile; sign in again with the new one', {
          rule: errorRules.passwordChangedMeanwhile,
        });
      }
      const revokedSessions = await revokeAdminSessions(
        tx,
        actor.id,
        'passwordChanged',
        ctx.sessionId,
      );
      await audit(tx, ctx, {
        action: 'changePassword',
        resource: 'adminUsers',
        recordId: actor.id,
        after: { revokedSessions },
      });
      await recordSecurityEvent(tx, {
        type: 'password.changed',
        adminUserId: actor.id,
        username: actor.username,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { revokedSessions },
      });
    });
    return success(null, 'Password changed successfully');
  });

  registerRoute(app, authRoutes.me, async (ctx) => toSessionUser(ctx.actor));
}
