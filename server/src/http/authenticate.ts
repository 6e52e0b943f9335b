import type { RouteAccess } from '@console/contract';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/tokens';
import type { Database } from '../db';
import { type AdminUserRow, adminSessions, adminUsers } from '../db/schema';
import { statementCache } from '../db/statement-cache';
import { forbidden, unauthorized } from './errors';
import type { AppServices } from './services';

const BEARER = /^Bearer\s+(\S+)$/i;

const { passwordHash: _passwordHash, ...actorColumns } = getTableColumns(adminUsers);

/**
 * The signed-in admin of a request: the admin's row without the password hash, which no request
 * but a password change needs (that one reads it itself).
 */
export type Actor = Omit<AdminUserRow, 'passwordHash'>;

/** The admin behind a token, if the admin is active and the token's session is live. */
export const sessionLookupQuery = (db: Database) =>
  db
    .select({ admin: actorColumns })
    .from(adminUsers)
    .innerJoin(adminSessions, eq(adminSessions.adminUserId, adminUsers.id))
    .where(
      and(
        eq(adminUsers.id, sql.placeholder('adminUserId')),
        eq(adminSessions.id, sql.placeholder('sessionId')),
        eq(adminUsers.isActive, true),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);

/** Every authenticated request runs it: prepared once per database (and per connection by the driver). */
export const SESSION_LOOKUP_STATEMENT = 'admin_session_lookup';
const sessionLookup = statementCache((db, _shape: 'session') =>
  sessionLookupQuery(db).prepare(SESSION_LOOKUP_STATEMENT),
);

/**
 * Resolves the admin behind the request's Bearer token. The admin must be active and the token's
 * session must be neither revoked nor expired, so revocation takes effect at once.
 */
export async function authenticate(
  services: AppServices,
  request: FastifyRequest,
): Promise<{ actor: Actor; sessionId: string }> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const claims = await verifyAccessToken(services.config.jwtSecret, match[1]);
  const [row] = await sessionLookup(services.db, 'session').execute({
    adminUserId: claims.adminUserId,
    sessionId: claims.sessionId,
    now: new Date(),
  });
  if (!row) throw unauthorized();
  return { actor: row.admin, sessionId: claims.sessionId };
}

/** Whether the admin may call a route with this access rule. Super users pass every rule. */
export function isAllowed(
  actor: Pick<AdminUserRow, 'isSuperUser' | 'permissions'>,
  access: RouteAccess,
) {
  if (actor.isSuperUser) return true;
  if (access === 'public' || access === 'authenticated') return true;
  if (access === 'superUser') return false;
  return access.every((permission) => actor.permissions.includes(permission));
}

export function assertAllowed(
  actor: Pick<AdminUserRow, 'isSuperUser' | 'permissions'>,
  access: RouteAccess,
): void {
  if (!isAllowed(actor, access)) throw forbidden();
}
