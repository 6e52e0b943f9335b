import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AuditOrigin, audit } from '../audit/audit';
import type { Database } from '../db';
import {
  nextSortOrder,
  setPositions,
  type VersionedResource,
  type VersionedTable,
} from './versioned';

/** One ordered list: all goals, one goal's challenges, one language's FAQ entries (as reordered). */
export interface PositionList {
  readonly where: SQL | undefined;
  /** What the `reorder` audit row says the list is, e.g. `{ goalId: 3 }`, as `reorderAudited`. */
  readonly label?: Record<string, unknown>;
}

/**
 * Makes room in `list` for the row `id` at position `wanted`, so that a position set by a create
 * or an update never repeats another: the other rows keep their order and take the positions
 * 0..n-1 around it (a position beyond the end becomes the end). With `wanted` null the row leaves
 * the list (it moves to another goal or language) and the rows after it close up. As a reorder
 * does, every row whose position changes gets a new version, and one `reorder` audit row records
 * the list's order before and after (a row being created, which has no id yet, is in neither).
 * Call inside the write's transaction, before writing the row itself (which the caller audits);
 * answers the position the row takes.
 */
export async function makeRoom<T extends VersionedTable & { sortOrder: PgColumn }, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  id: number | undefined,
  wanted: number | null,
): Promise<number> {
  const current = (await tx
    .select({ id: res.table.id, sortOrder: res.table.sortOrder })
    .from(res.table as PgTable)
    .where(list.where)
    .orderBy(res.table.sortOrder, res.table.id)
    .for('update')) as { id: number; sortOrder: number }[];
  const others = current.filter((row) => row.id !== id);
  const position = wanted === null ? others.length : Math.min(wanted, others.length);
  const moved = others
    .map((row, index) => ({ ...row, position: index < position ? index : index + 1 }))
    .filter((row) => row.sortOrder !== row.position);
  if (moved.length > 0) {
    await setPositions(tx, res, moved);
    const after = others.map((row) => row.id);
    if (wanted !== null && id !== undefined) after.splice(position, 0, id);
    await audit(tx, origin, {
      action: 'reorder',
      resource: res.resource,
      before: { ...list.label, ids: current.map((row) => row.id) },
      after: { ...list.label, ids: after },
    });
  }
  return position;
}

/**
 * The position of a row being created in `list`: `wanted` (room made for it, see `makeRoom`), or
 * without one the end of the list.
 */
export async function positionOfNew<T extends VersionedTable & { sortOrder: PgColumn }, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  wanted: number | undefined,
): Promise<number> {
  return wanted === undefined
    ? nextSortOrder(tx, res.table, res.table.sortOrder, list.where)
    : makeRoom(tx, origin, res, list, undefined, wanted);
}
