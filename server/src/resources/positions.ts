import { createHash } from 'node:crypto';
import { errorRules } from '@console/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type AuditOrigin, audit } from '../audit/audit';
import type { Database } from '../db';
import { ruleConflict, staleVersion } from '../http/errors';
import {
  bump,
  type UpdatePlan,
  updateVersioned,
  updateVersionedIn,
  type VersionedResource,
  type VersionedTable,
  type VersionTarget,
} from './versioned';

/** One ordered list: all goals, one goal's challenges, one language's FAQ entries. */
export interface PositionList {
  readonly where: SQL | undefined;
  /** What the `reorder` audit row says the list is, e.g. `{ goalId: 3 }`. */
  readonly label?: Record<string, unknown>;
  /** Names the list's lock (see `lockLists`): one key per list, e.g. `challenges of goal 3`. */
  readonly lockKey: string;
}

type PositionedTable = VersionedTable & { sortOrder: PgColumn };

/** The advisory lock id of a list's key: 64 bits of its SHA-256, as a signed bigint. */
function listLockId(lockKey: string): bigint {
  const digest = createHash('sha256').update(`console positions: ${lockKey}`).digest();
  return digest.readBigInt64BE(0);
}

/**
 * Takes the lock of each list for the rest of the transaction, waiting while another transaction
 * holds one. Every positioned write (create, move, reorder) takes its lists' locks before locking
 * any row, so two of them on one list wait for each other instead of each locking rows the other
 * needs (a deadlock, which PostgreSQL would end by failing one). Several lists are locked in the
 * order of their lock ids, so two moves in opposite directions between the same lists cannot
 * each hold the lock the other waits for. Row locks stay too: an edit that does not position
 * anything (a title) locks only its row.
 */
export async function lockLists(tx: Database, lists: readonly PositionList[]): Promise<void> {
  const ids = [...new Set(lists.map((list) => listLockId(list.lockKey)))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  if (ids.length === 0) return;
  // One statement: unnest hands the ids over in the array's order, each locked in turn.
  const array = sql.join(
    ids.map((id) => sql`${id.toString()}::bigint`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(id) from unnest(array[${array}]) as id`);
}

/**
 * Rows one statement of `setPositions` moves: each takes two bound parameters, and a statement
 * takes at most 65,535, which a long list moved whole (an import placing a row first) would pass.
 */
const POSITION_ROWS = 10_000;

/**
 * Sets each row's `sortOrder` to its `position`, joined to the list of moves (not a `case` per
 * row, which is read through for every row it updates); each row gets a new version.
 */
async function setPositions<T extends PositionedTable, R>(
  tx: Database,
  res: VersionedResource<T, R>,
  moved: readonly { readonly id: number; readonly position: number }[],
): Promise<void> {
  for (let start = 0; start < moved.length; start += POSITION_ROWS) {
    const moves = sql.join(
      moved
        .slice(start, start + POSITION_ROWS)
        .map(({ id, position }) => sql`(${id}::integer, ${position}::integer)`),
      sql`, `,
    );
    await tx
      .update(res.table)
      .set({ sortOrder: sql`moved.position`, ...bump(res.table) } as PgUpdateSetSource<T>)
      .from(sql`(values ${moves}) as moved(id, position)`)
      .where(sql`${res.table.id} = moved.id`);
  }
}

/** The rows of `list` in their order, each locked for the rest of the transaction. */
async function lockedOrder<T extends PositionedTable, R>(
  tx: Database,
  res: VersionedResource<T, R>,
  list: PositionList,
): Promise<{ id: number; sortOrder: number }[]> {
  return (await tx
    .select({ id: res.table.id, sortOrder: res.table.sortOrder })
    .from(res.table as PgTable)
    .where(list.where)
    .orderBy(res.table.sortOrder, res.table.id)
    .for('update')) as { id: number; sortOrder: number }[];
}

/**
 * Makes room in `list` for the row `id` at position `wanted`, so that a position set by a create
 * or an update never repeats another: the other rows keep their order and take the positions
 * 0..n-1 around it (a position beyond the end becomes the end). With `wanted` null the row leaves
 * the list (it moves to another goal or language) and the rows after it close up. As a reorder
 * does, every row whose position changes gets a new version, and one `reorder` audit row records
 * the list's order before and after (a row being created, which has no id yet, is in neither).
 * Call inside the write's transaction after `lockLists` (`updatePositioned` and `positionOfNew`
 * do), before writing the row itself (which the caller audits); answers the position it takes.
 */
export async function makeRoom<T extends PositionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  id: number | undefined,
  wanted: number | null,
): Promise<number> {
  const current = await lockedOrder(tx, res, list);
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

/** The next free position at the end of a scope (max + 1, or 0). */
export async function nextSortOrder(
  tx: Database,
  table: PgTable,
  sortOrder: PgColumn,
  scope?: SQL,
): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${sortOrder}) + 1, 0)::integer` })
    .from(table)
    .where(scope);
  return row?.next ?? 0;
}

/**
 * The position of a row being created in `list`, with the list locked until the transaction
 * ends (so a concurrent create waits and then goes after it): `wanted` (room made for it, see
 * `makeRoom`), or without one the end of the list.
 */
export async function positionOfNew<T extends PositionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  wanted: number | undefined,
): Promise<number> {
  await lockLists(tx, [list]);
  return wanted === undefined
    ? nextSortOrder(tx, res.table, res.table.sortOrder, list.where)
    : makeRoom(tx, origin, res, list, undefined, wanted);
}

/** Where the rows one write adds to a list go (see `placeNewRows`). */
export interface PlacedRows {
  /** Each new row's position, in the order the rows were given. */
  readonly positions: readonly number[];
  /**
   * Once the new rows are written (`ids` in the order given): the list's one `reorder` audit row,
   * its order before and after with the new rows in it, when placing them moved stored rows.
   */
  readonly audit: (ids: readonly number[]) => Promise<void>;
}

/**
 * Places rows one write adds to `list` (an import): each row with a wanted position ends at that
 * position of the list, the stored rows keeping their order around the new ones; rows that want
 * the same position keep the order given, and rows with a position beyond the end or none go
 * last, in the order given. So a list exported (in id order) and imported into an empty one comes
 * back in its order. Call after `lockLists`, before writing the rows.
 * Without any wanted position the rows go after the last stored one and nothing stored moves (as
 * `nextSortOrder`); otherwise the list ends dense 0..n-1 (as `makeRoom`) and every stored row
 * whose position changes gets a new version here. The list is read once and placed in memory,
 * so a large import costs one query per list, not per row.
 */
export async function placeNewRows<T extends PositionedTable, R>(
  tx: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  wanted: readonly (number | undefined)[],
): Promise<PlacedRows> {
  if (wanted.every((position) => position === undefined)) {
    const next = await nextSortOrder(tx, res.table, res.table.sortOrder, list.where);
    return { positions: wanted.map((_, index) => next + index), audit: async () => {} };
  }
  const stored = await lockedOrder(tx, res, list);
  type Slot = { readonly stored: { id: number; sortOrder: number } } | { readonly added: number };
  // The list as it will be: each row that asks for a position inside it takes that slot (rows
  // asking for the same one keep the order given, each right after the other); the stored rows fill
  // the free slots in their order, then the rows asking for none or for one beyond the end, in the
  // order given. A row never moves one placed before it, so every row ends where it asked to be.
  const total = stored.length + wanted.length;
  const slots: (Slot | undefined)[] = Array.from({ length: total }, () => undefined);
  const last: number[] = [];
  const inside = [...wanted.entries()]
    .filter((entry): entry is [number, number] => entry[1] !== undefined && entry[1] < total)
    .sort(([a, wantedA], [b, wantedB]) => wantedA - wantedB || a - b);
  let previous = -1;
  for (const [added, position] of inside) {
    const at = Math.max(position, previous + 1);
    if (at >= total) {
      last.push(added);
      continue;
    }
    slots[at] = { added };
    previous = at;
  }
  for (const [added, position] of wanted.entries()) {
    if (position === undefined || position >= total) last.push(added);
  }
  const rest: Slot[] = [
    ...stored.map((row) => ({ stored: row })),
    ...last.sort((a, b) => a - b).map((added) => ({ added })),
  ];
  let nextOfRest = 0;
  const order = slots.map((slot) => slot ?? (rest[nextOfRest++] as Slot));
  const positions: number[] = [];
  const moved: { id: number; position: number }[] = [];
  for (const [position, slot] of order.entries()) {
    if ('added' in slot) positions[slot.added] = position;
    else if (slot.stored.sortOrder !== position) moved.push({ id: slot.stored.id, position });
  }
  await setPositions(tx, res, moved);
  return {
    positions,
    audit: async (ids) => {
      if (moved.length === 0) return;
      await audit(tx, origin, {
        action: 'reorder',
        resource: res.resource,
        before: { ...list.label, ids: stored.map((row) => row.id) },
        after: {
          ...list.label,
          ids: order.map((slot) => ('added' in slot ? ids[slot.added] : slot.stored.id)),
        },
      });
    },
  };
}

/** The lock keys of some lists, each once, in one order: equal for the same lists. */
const keysOf = (lists: readonly PositionList[]) =>
  [...new Set(lists.map((list) => list.lockKey))].sort().join('\n');

/**
 * `updateVersioned` for an update that may move its row within its list or to another one.
 * `listsOf(row)` names the lists the update positions the row in, given the row as stored (its
 * list and, for a move, the new one); undefined when the update positions nothing. Those lists
 * are locked (`lockLists`) before the row, as every positioned write does. They are found from
 * the row read before locking it: a row moved meanwhile has a newer version than the client
 * read, and should a client send a version it never read, the row's lists are checked again once
 * it is locked (409 stale otherwise), so `plan` only ever positions in locked lists.
 */
export async function updatePositioned<T extends PositionedTable, R>(
  db: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  target: VersionTarget,
  listsOf: ((row: T['$inferSelect']) => readonly PositionList[]) | undefined,
  plan: UpdatePlan<T>,
): Promise<R> {
  if (!listsOf) return updateVersioned(db, origin, res, target, plan);
  return db.transaction(async (tx) => {
    const [stored] = (await tx
      .select()
      .from(res.table as PgTable)
      .where(eq(res.table.id, target.id))) as T['$inferSelect'][];
    // An absent row locks nothing; `updateVersionedIn` answers 404.
    const locked = stored ? listsOf(stored) : [];
    await lockLists(tx, locked);
    return updateVersionedIn(tx, origin, res, target, (planTx, before) => {
      if (keysOf(listsOf(before)) !== keysOf(locked)) throw staleVersion();
      return plan(planTx, before);
    });
  });
}

export const REORDER_STALE =
  'The list changed since you loaded it. Reload it and try the new order again.';

/**
 * Sets `sortOrder` = position for every row of `list` in one transaction, the list locked first
 * (`lockLists`). `ids` must name exactly the rows of the list (409 otherwise: someone added or
 * removed one meanwhile). Rows whose position changes get a new version; one audit row records
 * the old and new order.
 */
export async function reorderAudited<T extends PositionedTable, R>(
  db: Database,
  origin: AuditOrigin,
  res: VersionedResource<T, R>,
  list: PositionList,
  ids: readonly number[],
): Promise<R[]> {
  return db.transaction(async (tx) => {
    await lockLists(tx, [list]);
    const current = await lockedOrder(tx, res, list);
    const wanted = new Set(ids);
    if (current.length !== ids.length || current.some((row) => !wanted.has(row.id))) {
      throw ruleConflict(REORDER_STALE, { rule: errorRules.reorderStale });
    }
    const positionOf = new Map(current.map((row) => [row.id, row.sortOrder]));
    const moved = ids
      .map((id, position) => ({ id, position }))
      .filter(({ id, position }) => positionOf.get(id) !== position);
    if (moved.length > 0) {
      await setPositions(tx, res, moved);
      await audit(tx, origin, {
        action: 'reorder',
        resource: res.resource,
        before: { ...list.label, ids: current.map((row) => row.id) },
        after: { ...list.label, ids },
      });
    }
    const rows = (await tx
      .select()
      .from(res.table as PgTable)
      .where(and(list.where, inArray(res.table.id, [...ids])))
      .orderBy(res.table.sortOrder, res.table.id)) as T['$inferSelect'][];
    return rows.map(res.toRecord);
  });
}
