import type { Readable } from 'node:stream';
import {
  type BackupHead,
  errorRules,
  isRestorableSchemaVersion,
  type RestoreResult,
} from '@console/contract';
import { getTableName, sql } from 'drizzle-orm';
import { keepEndedSessions, liveSessions } from '../auth/sessions';
import type { Database } from '../db';
import { levels } from '../db/schema';
import { ApiError, ruleConflict, validationError } from '../http/errors';
import {
  type BackupTable,
  backupTables,
  continueIdentities,
  incompatibleVersionMessage,
  quoted,
  restorableVersions,
  truncateBackupTables,
} from './backup';
import { type BackupEvent, BackupReader, findMalformedRow } from './backup-reader';
import { assertRestoredRowsValid, levelXpProblem, valuesRefused } from './restore-checks';

/** Rows per INSERT, and the most characters of row text one INSERT carries. */
export const INSERT_ROWS = 1000;
const INSERT_CHARS = 4 * 1024 * 1024;

export interface RestoreOptions {
  /** The largest file accepted (RESTORE_MAX_BYTES); a larger one is refused with 413. */
  readonly maxBytes: number;
  /** Aborted when the client goes away: the restore rolls back at the next batch. */
  readonly signal: AbortSignal;
  readonly maxRowChars?: number;
}

export interface RestoreProgress {
  readonly table: string;
  /** Rows of this table written so far. */
  readonly rows: number;
  /** Bytes of the file read so far. */
  readonly bytes: number;
  /** The table is complete. */
  readonly done: boolean;
}

export interface RestoreHooks {
  onProgress(progress: RestoreProgress): void;
  /**
   * Runs in the restore's transaction after the last row, before the commit. `endedSessions`: the
   * admin sessions that were live when the restore began; the restore ends them all.
   */
  audit(tx: Database, result: RestoreResult, endedSessions: number): Promise<void>;
}

/** A restore whose file head was read and accepted; `run` replaces the data. */
export interface PendingRestore {
  readonly head: BackupHead;
  run(hooks: RestoreHooks): Promise<RestoreResult>;
}

export const restoreTooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The backup file is larger than this server accepts (${maxBytes} bytes, RESTORE_MAX_BYTES). Nothing was changed.`,
    undefined,
    { connection: 'close' },
    { rule: errorRules.restoreTooLarge, params: { maxBytes } },
  );

const interrupted = () =>
  new ApiError(
    400,
    'VALIDATION_ERROR',
    'The upload was interrupted before the end of the file. Nothing was changed.',
  );

/**
 * The file's events as its bytes arrive: one chunk is read only when the events of the previous
 * one have been handled, so a slow database slows the upload instead of filling memory.
 */
async function* backupEvents(
  source: Readable,
  reader: BackupReader,
  maxBytes: number,
  read: { bytes: number },
): AsyncGenerator<BackupEvent, void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The request stays open when reading stops early, so the answer can still be sent on it.
  const chunks = source.iterator({ destroyOnReturn: false });
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw validationError(
        [{ path: 'backup', message: 'Not UTF-8 text' }],
        `The backup file is not UTF-8 text (near byte ${read.bytes})`,
      );
    }
  };
  try {
    for (;;) {
      let next: IteratorResult<Buffer | string>;
      try {
        next = await chunks.next();
      } catch {
        throw interrupted();
      }
      if (next.done) break;
      const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      read.bytes += chunk.byteLength;
      if (read.bytes > maxBytes) throw restoreTooLarge(maxBytes);
      yield* reader.write(decode(chunk));
    }
  } finally {
    // Detaches from the request (without destroying it) when reading stops early.
    await chunks.return?.();
  }
  if (!source.readableEnded && source.readableAborted) throw interrupted();
  yield* reader.write(decode());
  yield* reader.end();
}

/**
 * Stops reading a request whose restore failed without closing its connection: the rest of the
 * body is read and dropped (at most up to the size limit) so the client, which is still sending,
 * reaches the answer. Beyond the limit the connection is closed.
 */
export function discardRest(source: Readable, alreadyRead: number, maxBytes: number): void {
  if (source.readableEnded || source.destroyed) return;
  let bytes = alreadyRead;
  source.on('error', () => {});
  source.on('data', (chunk: Buffer | string) => {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes) source.destroy();
  });
  source.resume();
}

interface DatabaseProblem {
  readonly code: string;
  readonly message: string;
  /** The column PostgreSQL names (a `not null` refusal names it). */
  readonly column?: string;
  /** `Key (goal_id)=(99) is not present in table "goals".` and the like. */
  readonly detail?: string;
}

/** A PostgreSQL error, on the error or its `cause` (Drizzle wraps driver errors). */
function databaseError(error: unknown): DatabaseProblem | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, message, column, detail } = current as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: typeof message === 'string' ? message : code,
        ...(typeof column === 'string' && column ? { column } : {}),
        ...(typeof detail === 'string' && detail ? { detail } : {}),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What the database refused in restored rows (`errorRules.restoreRowsRefused`). */
type RowsProblem = 'missingValue' | 'duplicate' | 'reference' | 'invalidValue';

const problemWords: Record<RowsProblem, (column: string | undefined) => string> = {
  missingValue: (column) => `column ${column} is empty, but it needs a value`,
  duplicate: (column) => `column ${column} repeats a value that must be unique`,
  reference: (column) => `column ${column} refers to a record that is not in the backup`,
  invalidValue: (column) =>
    column ? `column ${column} holds a value the database refuses` : 'a value the database refuses',
};

/**
 * The key of a key refusal's detail: `Key (goal_id)=(99) is not present…` → goal_id, 99. A key on
 * `lower(column)` (usernames and emails are unique in any case) is the column's, `caseless`.
 */
function refusedKey(
  detail: string | undefined,
): { column: string; value: string; caseless: boolean } | undefined {
  const found = /^Key \((.+?)\)=\((.*)\) (?:already exists|is not present)/s.exec(detail ?? '');
  if (!found?.[1] || found[2] === undefined) return undefined;
  const lowered = /^lower\(([a-z_]+)\)$/.exec(found[1]);
  return lowered?.[1]
    ? { column: lowered[1], value: found[2], caseless: true }
    : { column: found[1], value: found[2], caseless: false };
}

/** The indexes in `rows` of the rows that `matches`, parsing them (only after a refusal). */
function rowsWhere(
  rows: readonly string[],
  matches: (row: Record<string, unknown>) => boolean,
): number[] {
  const found: number[] = [];
  for (const [index, text] of rows.entries()) {
    try {
      const row: unknown = JSON.parse(text);
      if (row !== null && typeof row === 'object' && matches(row as Record<string, unknown>)) {
        found.push(index);
      }
    } catch {
      // A malformed row is reported as such elsewhere; it cannot be the refused one here.
    }
  }
  return found;
}

/** The value of a JSON cell as PostgreSQL writes it in a key's detail (`5`, `ann`, `true`). */
const keyText = (value: unknown) =>
  value === null || value === undefined
    ? undefined
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * A database refusal of a batch of rows as a 409 (keys) or 400 (values) with the rule
 * `restoreRowsRefused`: the table, the rows (the one row at fault when the refusal tells which),
 * what is wrong and the column, so the console says it in the admin's language. PostgreSQL's own
 * text stays on the detail.
 */
function rowsRefused(
  error: unknown,
  table: string,
  rows: readonly string[],
  before: number,
): unknown {
  const problem = databaseError(error);
  if (!problem || !(problem.code.startsWith('23') || problem.code.startsWith('22'))) return error;
  const key = refusedKey(problem.detail);
  let kind: RowsProblem = 'invalidValue';
  let column: string | undefined = problem.column;
  let index: number | undefined;
  if (problem.code === '23502' && column) {
    const name = column;
    kind = 'missingValue';
    index = rowsWhere(rows, (row) => row[name] === null || row[name] === undefined)[0];
  } else if ((problem.code === '23505' || problem.code === '23503') && key) {
    kind = problem.code === '23505' ? 'duplicate' : 'reference';
    column = key.column;
    // A key of one column names its value: the row that holds it is the one at fault (of two
    // rows of this batch with the same value, the later one).
    if (!key.column.includes(',')) {
      const holding = rowsWhere(rows, (row) => {
        const text = keyText(row[key.column]);
        return (key.caseless ? text?.toLowerCase() : text) === key.value;
      });
      index = kind === 'duplicate' ? holding.at(-1) : holding[0];
      const xpOrder = kind === 'duplicate' ? levelXpRepeated(table, key.column, rows, holding) : [];
      const [repeated] = xpOrder;
      if (repeated) return valuesRefused([repeated]);
    }
  }
  const first = before + (index ?? 0) + 1;
  const last = index === undefined ? before + rows.length : first;
  // A row is named by its id where it has one, as the checks after the inserts name it; else by
  // its place among the table's rows in the file.
  const id = index === undefined ? undefined : rowId(rows[index]);
  const row = id === undefined ? undefined : `id=${id}`;
  const where = row
    ? `row ${row}`
    : first === last
      ? `row ${first} of the file`
      : `rows ${first}–${last} of the file`;
  const message = `Table ${table}, ${where}: ${problemWords[kind](column)}. Nothing was changed.`;
  const rule = {
    rule: errorRules.restoreRowsRefused,
    params: {
      table,
      first,
      last,
      ...(row ? { row } : {}),
      problem: kind,
      ...(column ? { column } : {}),
    },
  };
  const details = [{ path: `backup.tables.${table}`, message: problem.message, ...rule }];
  const isKey = problem.code === '23505' || problem.code === '23503';
  return new ApiError(
    isKey ? 409 : 400,
    isKey ? 'CONFLICT' : 'VALIDATION_ERROR',
    message,
    details,
    undefined,
    rule,
  );
}

/** The whole-number `id` of a row's JSON text, if it has one. */
function rowId(text: string | undefined): number | undefined {
  try {
    const id: unknown = text === undefined ? undefined : JSON.parse(text)?.id;
    return Number.isSafeInteger(id) ? (id as number) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Levels sharing a required XP break the rule every level write keeps (it grows with the level
 * number), which says more than the unique key the database refused them by: the higher level of
 * two in `rows` (`holding` the value) is refused for the one below it.
 */
function levelXpRepeated(
  table: string,
  column: string,
  rows: readonly string[],
  holding: readonly number[],
) {
  if (table !== getTableName(levels) || column !== levels.requiredXp.name) return [];
  const found = holding.flatMap((index) => {
    const row = JSON.parse(rows[index] ?? 'null') as Record<string, unknown> | null;
    const { id, number, required_xp: xp } = row ?? {};
    return Number.isSafeInteger(id) && Number.isSafeInteger(number) && Number.isSafeInteger(xp)
      ? [{ id: id as number, number: number as number, xp: xp as number }]
      : [];
  });
  const [below, above] = found.sort((a, b) => a.number - b.number);
  if (!below || !above) return [];
  return levelXpProblem(above.id, above.xp, { number: below.number, requiredXp: below.xp });
}

async function insertRows(
  tx: Database,
  table: BackupTable,
  rows: readonly string[],
  before: number,
): Promise<void> {
  try {
    await tx.execute(
      sql`insert into ${quoted(table.name)} overriding system value select * from json_populate_recordset(null::${quoted(table.name)}, ${`[${rows.join(',')}]`}::json)`,
    );
  } catch (error) {
    const problem = databaseError(error);
    // PostgreSQL checks the rows' JSON; name the broken row rather than the batch.
    const malformed = problem?.code.startsWith('22')
      ? findMalformedRow(table.name, rows, before)
      : undefined;
    throw malformed ?? rowsRefused(error, table.name, rows, before);
  }
}

/**
 * Reads a backup file's head from `source` and checks it before anything changes: not a console
 * backup (400), larger than allowed (413), a schema version it cannot restore (409: newer than the
 * database's, or older than `OLDEST_RESTORABLE_SCHEMA_VERSION`). The rest of the file is
 * read by `run`, inside one transaction: every table emptied, then each table's rows inserted in
 * batches as they arrive (ids kept, identities continued after), the audit row written, commit.
 * Before the audit, every restored table is checked against the contract's rules (400 naming the
 * table, row and field). Any error — malformed JSON anywhere, an unknown table or column, a refused
 * row, the client gone — rolls it all back.
 */
export async function openRestore(
  db: Database,
  source: Readable,
  options: RestoreOptions,
): Promise<PendingRestore> {
  const tables = backupTables();
  const reader = new BackupReader(
    tables,
    options.maxRowChars ? { maxRowChars: options.maxRowChars } : {},
  );
  const read = { bytes: 0 };
  const events = backupEvents(source, reader, options.maxBytes, read);
  const stop = async (error: unknown): Promise<never> => {
    await events.return(undefined);
    discardRest(source, read.bytes, options.maxBytes);
    throw error;
  };
  let first: IteratorResult<BackupEvent, void>;
  try {
    first = await events.next();
  } catch (error) {
    return stop(error);
  }
  if (first.done || first.value.kind !== 'head') {
    return stop(validationError([{ path: 'backup', message: 'No head' }], 'Not a backup file'));
  }
  const head = first.value.head;
  const versions = await restorableVersions(db);
  if (!isRestorableSchemaVersion(head.schemaVersion, versions)) {
    return stop(
      ruleConflict(incompatibleVersionMessage(head.schemaVersion, versions), {
        rule: errorRules.restoreSchemaVersion,
        params: { backup: head.schemaVersion, ...versions },
      }),
    );
  }

  const run = async (hooks: RestoreHooks): Promise<RestoreResult> => {
    try {
      return await db.transaction(async (tx) => {
        // Read before the truncation takes the sessions with the admins they belong to.
        const ended = await liveSessions(tx);
        await truncateBackupTables(tx, tables);
        const counts = new Map<string, number>();
        let table: BackupTable | null = null;
        let batch: string[] = [];
        let batchChars = 0;
        let written = 0;
        const flush = async () => {
          if (!table || batch.length === 0) return;
          await insertRows(tx, table, batch, written);
          written += batch.length;
          batch = [];
          batchChars = 0;
          hooks.onProgress({ table: table.name, rows: written, bytes: read.bytes, done: false });
        };
        for (;;) {
          if (options.signal.aborted) throw interrupted();
          const next = await events.next();
          if (next.done) break;
          const event = next.value;
          if (event.kind === 'table') {
            table = event.table;
            written = 0;
          } else if (event.kind === 'rows') {
            for (const row of event.rows) {
              batch.push(row);
              batchChars += row.length;
              if (batch.length >= INSERT_ROWS || batchChars >= INSERT_CHARS) await flush();
            }
          } else if (event.kind === 'tableEnd') {
            await flush();
            counts.set(event.table.name, event.rows);
            hooks.onProgress({
              table: event.table.name,
              rows: event.rows,
              bytes: read.bytes,
              done: true,
            });
            table = null;
          }
        }
        await assertRestoredRowsValid(tx);
        await continueIdentities(tx, tables);
        // Their holders' next refresh is refused with the reason, so /login can say why.
        await keepEndedSessions(tx, ended, 'restored');
        const result: RestoreResult = {
          schemaVersion: head.schemaVersion,
          backupCreatedAt: head.createdAt,
          tables: tables.map((entry) => ({ name: entry.name, rows: counts.get(entry.name) ?? 0 })),
          sessionsEnded: true,
        };
        await hooks.audit(tx, result, ended.sessions.length);
        // The client that asked is gone: it cannot learn the outcome, so nothing is changed.
        if (options.signal.aborted) throw interrupted();
        return result;
      });
    } catch (error) {
      return stop(error);
    }
  };
  return { head, run };
}
