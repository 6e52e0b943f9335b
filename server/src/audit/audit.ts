import type { AuditAction, AuditResource } from '@console/contract';
import type { Database } from '../db';
import { auditLogs } from '../db/schema';

/** Who did it and from where; a route's `ctx` fits, and so does `{ actor: null }` for system work. */
export interface AuditOrigin {
  readonly actor: { readonly id: number } | null;
  readonly ip?: string | null;
}

export interface AuditEntry {
  /** One of the contract's `auditActions`, e.g. `create`, `resetPassword`. */
  readonly action: AuditAction;
  /** One of the contract's `auditResources`, e.g. `goals`, `adminUsers`. */
  readonly resource: AuditResource;
  readonly recordId?: string | number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string | null;
}

/** Plain JSON for the jsonb columns: Dates become ISO strings, undefined becomes null. */
const toJson = (value: unknown): unknown =>
  value === undefined ? null : JSON.parse(JSON.stringify(value));

/**
 * Writes one audit row. Call it with the transaction of the change it records, so a write that
 * fails leaves no audit row and an audit row that fails undoes the write.
 */
export async function audit(tx: Database, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    actorId: origin.actor?.id ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId:
      entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    before: toJson(entry.before),
    after: toJson(entry.after),
    reason: entry.reason ?? null,
    ip: origin.ip ?? null,
  });
}
