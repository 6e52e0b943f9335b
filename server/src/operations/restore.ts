import type { Readable } from 'node:stream';
import type { BackupHead, RestoreResult } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { ApiError, conflict, validationError } from '../http/errors';
import {
  type BackupTable,
  backupTables,
  continueIdentities,
  currentSchemaVersion,
  incompatibleVersionMessage,
  quoted,
  truncateBackupTables,
} from './backup';
import { type BackupEvent, BackupReader, findMalformedRow } from './backup-reader';
import { assertRestoredRowsValid } from './restore-checks';

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
  /** Runs in the restore's transaction after the last row, before the commit. */
  audit(tx: Database, result: RestoreResult): Promise<void>;
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

/** The code of a PostgreSQL error, on the error or its `cause` (Drizzle wraps driver errors). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: (current as { message?: string }).message ?? code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A database refusal of some rows as a 409 (keys) or 400 (values) naming the table and rows. */
function rowsRefused(error: unknown, table: string, first: number, last: number): unknown {
  const problem = databaseError(error);
  if (!problem) return error;
  const where = `Table ${table}, rows ${first}–${last}`;
  const path = `backup.tables.${table}`;
  if (problem.code === '23505' || problem.code === '23503') {
    return conflict(`${where}: ${problem.message}. Nothing was changed.`, [
      { path, message: problem.message },
    ]);
  }
  if (problem.code.startsWith('23') || problem.code.startsWith('22')) {
    return validationError(
      [{ path, message: problem.message }],
      `${where}: ${problem.message}. Nothing was changed.`,
    );
  }
  return error;
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
    throw malformed ?? rowsRefused(error, table.name, before + 1, before + rows.length);
  }
}

/**
 * Reads a backup file's head from `source` and checks it before anything changes: not a console
 * backup (400), larger than allowed (413), another schema version (409). The rest of the file is
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
  const current = await currentSchemaVersion(db);
  if (head.schemaVersion !== current) {
    return stop(conflict(incompatibleVersionMessage(head.schemaVersion, current)));
  }

  const run = async (hooks: RestoreHooks): Promise<RestoreResult> => {
    try {
      return await db.transaction(async (tx) => {
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
        const result: RestoreResult = {
          schemaVersion: head.schemaVersion,
          backupCreatedAt: head.createdAt,
          tables: tables.map((entry) => ({ name: entry.name, rows: counts.get(entry.name) ?? 0 })),
          sessionsEnded: true,
        };
        await hooks.audit(tx, result);
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
