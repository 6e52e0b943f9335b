import { type AuditedRecordResource, STATUS_HISTORY_LIMIT } from '@console/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { adminUsers, auditLogs } from '../../db/schema';

/** A status change as the contract's `statusChangeSchemaOf` describes it. */
export interface StatusChange<Action extends string, Status extends string> {
  action: Action;
  from: Status;
  to: Status;
  reason: string | null;
  actorId: number | null;
  actor: { id: number; name: string; username: string } | null;
  at: string;
}

/** Whose status changes to read, and which audit actions and statuses count as such. */
export interface StatusHistorySource<Action extends string, Status extends string> {
  readonly resource: AuditedRecordResource;
  readonly recordId: number;
  readonly actions: readonly Action[];
  readonly statuses: readonly Status[];
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const statusIn = (record: unknown) => (record as { status?: unknown } | null)?.status;

/**
 * The latest status changes of one record, newest first, read back from the audit trail (where
 * every change is written in its own transaction, with its reason), with the admin who made each
 * one as that admin is named now. A row whose action or statuses are not known (an older trail)
 * is left out rather than guessed.
 */
export async function statusHistoryOf<Action extends string, Status extends string>(
  db: Database,
  source: StatusHistorySource<Action, Status>,
): Promise<StatusChange<Action, Status>[]> {
  const rows = await db
    .select({
      action: auditLogs.action,
      before: auditLogs.before,
      after: auditLogs.after,
      reason: auditLogs.reason,
      actorId: auditLogs.actorId,
      at: auditLogs.at,
      adminId: adminUsers.id,
      adminName: adminUsers.name,
      adminUsername: adminUsers.username,
    })
    .from(auditLogs)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLogs.actorId))
    .where(
      and(
        eq(auditLogs.resource, source.resource),
        eq(auditLogs.recordId, String(source.recordId)),
        inArray(auditLogs.action, [...source.actions]),
      ),
    )
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(STATUS_HISTORY_LIMIT);
  const isAction = oneOf(source.actions);
  const isStatus = oneOf(source.statuses);
  return rows.flatMap((row) => {
    const from = statusIn(row.before);
    const to = statusIn(row.after);
    if (!isAction(row.action) || !isStatus(from) || !isStatus(to)) return [];
    return [
      {
        action: row.action,
        from,
        to,
        reason: row.reason,
        actorId: row.actorId,
        actor:
          row.adminId === null || row.adminName === null || row.adminUsername === null
            ? null
            : { id: row.adminId, name: row.adminName, username: row.adminUsername },
        at: row.at.toISOString(),
      },
    ];
  });
}
