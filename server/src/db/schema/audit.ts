import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';

/** Every mutation: who, what, before/after, why and when; written in the mutation's transaction. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the trail outlives whatever it mentions. Null for system actions. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_at_idx').on(table.at),
    index('audit_logs_actor_id_idx').on(table.actorId),
    index('audit_logs_resource_record_idx').on(table.resource, table.recordId),
  ],
);

/** Sign-ins, failures, rate-limit hits, refresh-token reuse, password changes, revocations. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    adminUserId: integer('admin_user_id'),
    /** The username as typed at sign-in (may name no admin). */
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    index('security_events_at_idx').on(table.at),
    index('security_events_admin_user_id_idx').on(table.adminUserId),
  ],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;
