import type { AuditLog, auditLogListQuerySchema } from '@console/contract';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLogs } from '../../db/schema';

type AuditLogRow = typeof auditLogs.$inferSelect;

type AuditLogFilter = Pick<
  z.output<typeof auditLogListQuerySchema>,
  'actorId' | 'resource' | 'action' | 'recordId' | 'from' | 'to'
>;

/** The WHERE of the audit log list and of its export. */
export const auditLogWhere = (filter: AuditLogFilter): SQL | undefined =>
  and(
    filter.actorId === undefined ? undefined : eq(auditLogs.actorId, filter.actorId),
    filter.resource === undefined ? undefined : eq(auditLogs.resource, filter.resource),
    filter.action === undefined ? undefined : eq(auditLogs.action, filter.action),
    filter.recordId === undefined ? undefined : eq(auditLogs.recordId, filter.recordId),
    filter.from === undefined ? undefined : gte(auditLogs.at, new Date(filter.from)),
    filter.to === undefined ? undefined : lte(auditLogs.at, new Date(filter.to)),
  );

/** A stored audit row as the API answers it (list and export alike). */
export const toAuditLog = (row: AuditLogRow, actorUsername: string | null): AuditLog => ({
  ...row,
  actorUsername,
  at: row.at.toISOString(),
});
