import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';
import { adminUsers } from './admin-users';

/**
 * One sign-in: the family of refresh tokens that descend from it. Revoking the session ends
 * every token of the family and every access token that names it (`sid` claim).
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('admin_sessions_admin_user_id_idx').on(table.adminUserId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and then rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token was exchanged; presenting it again is reuse. */
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
