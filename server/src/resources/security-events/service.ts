import type { SecurityEvent, SecurityEventType } from '@console/contract';
import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { type SecurityEventRow, securityEvents } from '../../db/schema';
import { containsPattern } from '../../http/list';

/** The list's filter (also the export's): type, admin, q in the username, and a time range. */
export function securityEventWhere(query: {
  type?: SecurityEventType | undefined;
  adminUserId?: number | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): SQL | undefined {
  return and(
    query.type === undefined ? undefined : eq(securityEvents.type, query.type),
    query.adminUserId === undefined ? undefined : eq(securityEvents.adminUserId, query.adminUserId),
    query.q ? ilike(securityEvents.username, containsPattern(query.q)) : undefined,
    query.from === undefined ? undefined : gte(securityEvents.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(securityEvents.at, new Date(query.to)),
  );
}

export const toSecurityEvent = (row: SecurityEventRow): SecurityEvent => ({
  ...row,
  type: row.type as SecurityEventType,
  details: row.details as SecurityEvent['details'],
  at: row.at.toISOString(),
});
