import { PassThrough } from 'node:stream';
import { BACKUP_FORMAT, type RestorableVersions } from '@console/contract';
import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';
import * as schema from '../db/schema';

/**
 * Tables that never leave the server: sign-in sessions and their refresh-token hashes. A restore
 * empties them too (every admin signs in again), since the restored admins may differ; the ended
 * sessions of admins the restored data still has are written back as ended (`restored`).
 */
const EXCLUDED_TABLES: readonly unknown[] = [schema.adminSessions, schema.refreshTokens];

export interface BackupTable {
  readonly name: string;
  readonly columns: ReadonlySet<string>;
}

/**
 * Every table of the schema except the excluded ones, parents before children (foreign keys),
 * so inserting in this order never references a row that is not there yet.
 */
export function backupTables(): BackupTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && !EXCLUDED_TABLES.includes(value),
  );
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: ReadonlySet<PgTable>) => {
    if (ordered.includes(table) || path.has(table)) return;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = foreignKey.reference().foreignTable;
      if (parent !== table && tables.includes(parent)) visit(parent, new Set([...path, table]));
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.map((table) => ({
    name: getTableName(table),
    columns: new Set(getTableConfig(table).columns.map((column) => column.name)),
  }));
}

/**
 * The oldest schema version whose backups restore into the current schema as they are: every
 * migration since then changed indexes only, so such a backup holds the same tables and columns
 * (`backup-versions.test.ts` compares the two schemas and restores a backup made at each version).
 * A migration that changes a backed-up table or column must raise this, or teach the restore to
 * convert older rows.
 */
export const OLDEST_RESTORABLE_SCHEMA_VERSION = 2;

/** The number of applied migrations, written in every backup's head. */
export async function currentSchemaVersion(db: Database): Promise<number> {
  const [row] = await rowsOf<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}

/** The schema versions whose backups this database restores. */
export const restorableVersions = async (db: Database): Promise<RestorableVersions> => ({
  oldest: OLDEST_RESTORABLE_SCHEMA_VERSION,
  current: await currentSchemaVersion(db),
});

export const quoted = (name: string) => sql.identifier(name);

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
const CURSOR_ROWS = 1000;

/** Writes a chunk, waiting while the client is slower than the database; fails once it has gone. */
async function write(stream: PassThrough, chunk: string): Promise<void> {
  if (stream.destroyed) throw new Error('backup download aborted');
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('backup download aborted'));
    };
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * Streams `{ format, schemaVersion, createdAt, tables: { name: [rows…] } }`. Every table is read
 * in one read-only repeatable-read transaction (a consistent snapshot) through a server-side
 * cursor, 1,000 rows at a time; rows are PostgreSQL's own `row_to_json` (column names, ISO
 * timestamps, exact numbers).
 */
export async function streamBackup(db: Database, now: Date): Promise<PassThrough> {
  const schemaVersion = await currentSchemaVersion(db);
  const stream = new PassThrough();
  const tables = backupTables();
  const run = db.transaction(
    async (tx) => {
      const head = JSON.stringify({ format: BACKUP_FORMAT, schemaVersion, createdAt: now });
      await write(stream, `${head.slice(0, -1)},"tables":{`);
      for (const [index, table] of tables.entries()) {
        await write(stream, `${index === 0 ? '' : ','}${JSON.stringify(table.name)}:[`);
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table.name)} t`,
        );
        let first = true;
        for (;;) {
          const fetched = await rowsOf<{ row: string }>(
            tx,
            sql.raw(`fetch ${CURSOR_ROWS} from backup_rows`),
          );
          if (fetched.length === 0) break;
          const rows = fetched.map((entry) => entry.row).join(',');
          await write(stream, first ? rows : `,${rows}`);
          first = false;
        }
        await tx.execute(sql`close backup_rows`);
        await write(stream, ']');
      }
      await write(stream, '}}\n');
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  run.then(
    () => stream.end(),
    (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}

/** Why a backup of another schema version is refused, and what the admin can do about it. */
export const incompatibleVersionMessage = (
  backup: number,
  { oldest, current }: RestorableVersions,
) =>
  `The backup was made with schema version ${backup}; this server restores backups of schema versions ${oldest} to ${current}. ${
    backup > current
      ? `Update this server to schema version ${backup} or later, then restore it.`
      : `Restore it into a server of schema version ${backup}, update that server to schema version ${oldest} or later, then make a new backup there.`
  }`;

/**
 * Empties every backed-up table in one statement: identities restarted, and the sign-in sessions
 * (which reference the admins) cascaded, since the restored admins may differ.
 */
export async function truncateBackupTables(tx: Database, tables: readonly BackupTable[]) {
  await tx.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => quoted(table.name)),
      sql`, `,
    )} restart identity cascade`,
  );
}

/** Each identity sequence of a restored table continues after the highest restored id. */
export async function continueIdentities(tx: Database, tables: readonly BackupTable[]) {
  const identities = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`,
  );
  for (const identity of identities) {
    if (!tables.some((table) => table.name === identity.table_name)) continue;
    const table = quoted(identity.table_name);
    const column = quoted(identity.column_name);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${identity.table_name}"`}, ${identity.column_name}), coalesce(max(${column}), 0) + 1, false) from ${table}`,
    );
  }
}
