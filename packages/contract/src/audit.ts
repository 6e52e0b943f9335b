import { z } from 'zod';
import { isoDateTime, listQueryBase, pageOf, recordId, wholeNumberParam } from './envelope';
import { fromToRange, instantQuery, sortParam, withDateRanges } from './list-params';
import { defineRoute } from './route';

/**
 * The audit trail's `resource` of each kind of record that has a page of its own. The server
 * writes its audit rows under these names and a record page's "History" link filters the audit
 * log by them (with the record's id).
 */
export const auditedRecordResources = [
  'goals',
  'levels',
  'challenges',
  'faq',
  'appUsers',
  'telegramUsers',
  'adminUsers',
] as const;
export type AuditedRecordResource = (typeof auditedRecordResources)[number];

/** Every `action` the server writes to the audit trail; the server's audit entry takes no other. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'reorder',
  'activate',
  'deactivate',
  'ban',
  'unban',
  'block',
  'unblock',
  'resetPassword',
  'changePassword',
  'updateProfile',
  'revokeSessions',
  'bootstrap',
  'import',
  'export',
  'backup',
  'restore',
  'purge',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Every `resource` of the audit trail: the records, the exports (each audited under its export's
 * name), the database (backup and restore) and the caches; the server's audit entry takes no other.
 */
export const auditResources = [
  ...auditedRecordResources,
  'users',
  'telegramUserLogs',
  'auditLogs',
  'securityEvents',
  'database',
  'caches',
] as const;
export type AuditResource = (typeof auditResources)[number];

export const auditLogSchema = z.object({
  id: z.number().int().positive(),
  actorId: z.number().int().nullable(),
  /** The actor's current username, null for system actions or unknown admins. */
  actorUsername: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  recordId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  at: isoDateTime,
});
export type AuditLog = z.infer<typeof auditLogSchema>;

const filterText = z.string().trim().min(1).max(100);

export const auditLogSortFields = ['at'] as const;

/** Newest first unless `sort=at:asc`. `from`/`to` bound `at` (inclusive). */
/** The list query without the check of its date range, to derive other queries from (the export). */
export const auditLogListQueryFields = listQueryBase.extend({
  sort: sortParam(auditLogSortFields).optional(),
  actorId: wholeNumberParam(recordId).optional(),
  resource: filterText.optional(),
  action: filterText.optional(),
  recordId: filterText.optional(),
  from: instantQuery.optional(),
  to: instantQuery.optional(),
});
export const auditLogListQuerySchema = withDateRanges(auditLogListQueryFields, fromToRange);
export type AuditLogListQuery = z.input<typeof auditLogListQuerySchema>;

export const auditRoutes = {
  list: defineRoute({
    id: 'auditLogs.list',
    method: 'GET',
    path: '/audit-logs',
    access: 'superUser',
    tag: 'audit',
    summary: 'The audit trail of every change',
    query: auditLogListQuerySchema,
    response: pageOf(auditLogSchema),
  }),
} as const;
