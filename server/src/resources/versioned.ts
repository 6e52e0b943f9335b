import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditedRecordResource } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type AuditOrigin, audit } from '../audit/audit';
import type { Database } from '../db';
import { recordNotFound, staleVersion } from '../http/errors';

/** A table with the `id` / `version` / `updatedAt` columns every mutable record has. */
export type VersionedTable = PgTable & {
  readonly id: PgColumn;
  readonly version: PgColumn;
  readonly updatedAt: PgColumn;
};

/** How one resource maps between its table and the contract record, for the shared writes. */
export interface VersionedResource<T extends VersionedTable, R> {
  readonly table: T;
  /** The audit trail's resource name (`goals`, `telegramUsers`, …). */
  readonly resource: AuditedRecordResource;
  /** Used in messages: `Goal not found`. */
  readonly label: string;
  readonly toRecord: (row: T['$inferSelect']) => R;
}

/** Reads one row and locks it for the rest of the transaction; 404 when absent. */
export async function lockRow<T extends VersionedTable, R>(
  tx: Database,
  res: VersionedResource<T, R>,
  id: number,
): Promise<T['$inferSelect']> {
  const rows = (await tx
    .select()
    .from(res.table as PgTable)
    .where(eq(res.table.id, id))
    .for('update')) as T['$inferSelect'][];
  const [row] = rows;
  if (!row) throw recordNotFound(res.resource, res.label);
  return row;
}

/** Reads one row as its record; 404 when absent. */
export async function findRecord<T extends VersionedTable, R>(
  db: Database,
  res: VersionedResource<T, R>,
  id: number,
): Promise<R> {
  const rows = (await db
    .select()
    .from(res.table as PgTable)
    .where(eq(res.table.id, id))
    .limit(1)) as T['$inferSelect'][];
  const [row] = rows;
  if (!row) throw recordNotFound(res.resource, res.label);
  return res.toRecord(row);
}

/** 409 (and nothing written) unless the client read the current version. */
export function assertCurrentVersion(row: { version: number }, expected: number): void {
  if (row.version !== expected) throw staleVersion();
}

/** Drops `undefined` entries so a partial update only sets what the client sent. */
export function definedOnly<V extends Record<string, unknown>>(values: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<V>;
}

/** `version + 1` and `updated_at = now()` for any versioned table. */
export const bump = (table: VersionedTable) => ({
  version: sql`${table.version} + 1`,
  updatedAt: sql`now()`,
});

export interface AuditedChange {
  readonly action: AuditAction;
  readonly reason?: string | null;
}

/**
 * Inserts one row and its audit row in the caller's transaction; answers the new record.
 */
export async function insertAudited<T extends VersionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  values: T['$inferInsert'],
): Promise<R> {
  const rows = (await tx
    .insert(res.table as PgTable)
    .values(values)
    .returning()) as T['$inferSelect'][];
  const [row] = rows;
  if (!row) throw new Error(`${res.label} insert returned no row`);
  const record = res.toRecord(row);
  await audit(tx, origin, {
    action: 'create',
    resource: res.resource,
    recordId: (row as { id: number }).id,
    after: record,
  });
  return record;
}

/** The entries of `values` that differ from the stored `row` (an SQL expression always does). */
export function changedValues<V extends Record<string, unknown>>(
  row: Record<string, unknown>,
  values: V,
): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([column, value]) => !isDeepStrictEqual(row[column], value)),
  ) as Partial<V>;
}

/**
 * Applies `values` to a row already locked in `tx`, bumps its version and writes the audit row
 * with the before and after records. When no value differs from the row nothing is written: the
 * record is answered as it is, with its version and `updatedAt` unchanged and no audit row.
 */
export async function updateAudited<T extends VersionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  before: T['$inferSelect'],
  values: Record<string, unknown>,
  change: AuditedChange = { action: 'update' },
): Promise<R> {
  const changes = changedValues(before as Record<string, unknown>, values);
  if (Object.keys(changes).length === 0) return res.toRecord(before);
  const id = (before as { id: number }).id;
  const rows = (await tx
    .update(res.table)
    .set({ ...changes, ...bump(res.table) } as PgUpdateSetSource<T>)
    .where(eq(res.table.id, id))
    .returning()) as T['$inferSelect'][];
  const [row] = rows;
  if (!row) throw new Error(`${res.label} ${id} vanished inside its transaction`);
  const after = res.toRecord(row);
  await audit(tx, origin, {
    action: change.action,
    resource: res.resource,
    recordId: id,
    before: res.toRecord(before),
    after,
    reason: change.reason ?? null,
  });
  return after;
}

/** The record an update is for: its id and the version the client read. */
export interface VersionTarget {
  readonly id: number;
  readonly version: number;
}

/** The values an update sets, given the locked row; throws to refuse (a conflict, a field error). */
export type UpdatePlan<T extends VersionedTable> = (
  tx: Database,
  before: T['$inferSelect'],
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/**
 * A whole versioned update in one transaction: locks the row, checks the version the client read,
 * asks `plan` for the values to set (it throws to refuse: a conflict, a field error), then
 * applies them with `updateAudited` (which writes nothing when they change nothing).
 */
export async function updateVersioned<T extends VersionedTable, R>(
  db: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  target: VersionTarget,
  plan: UpdatePlan<T>,
  change?: AuditedChange,
): Promise<R> {
  return db.transaction((tx) => updateVersionedIn(tx, origin, res, target, plan, change));
}

/** `updateVersioned` inside the caller's transaction (which may hold other locks first). */
export async function updateVersionedIn<T extends VersionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  target: VersionTarget,
  plan: UpdatePlan<T>,
  change?: AuditedChange,
): Promise<R> {
  const before = await lockRow(tx, res, target.id);
  assertCurrentVersion(before as { version: number }, target.version);
  return updateAudited(tx, origin, res, before, await plan(tx, before), change);
}

/** Locks, checks the version, optionally vetoes (`guard` throws), deletes and audits. */
export async function deleteAudited<T extends VersionedTable, R>(
  db: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  id: number,
  version: number,
  guard?: (tx: Database, row: T['$inferSelect']) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockRow(tx, res, id);
    assertCurrentVersion(before as { version: number }, version);
    if (guard) await guard(tx, before);
    await tx.delete(res.table).where(eq(res.table.id, id));
    await audit(tx, origin, {
      action: 'delete',
      resource: res.resource,
      recordId: id,
      before: res.toRecord(before),
    });
  });
}
