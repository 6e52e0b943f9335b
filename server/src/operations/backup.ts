import { PassThrough } from 'node:stream';
import {
  BACKUP_FORMAT,
  type BackupDocument,
  backupDocumentSchema,
  type RestoreResult,
} from '@console/contract';
import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';
import * as schema from '../db/schema';
import { conflict, validationError, zodIssuesToDetails } from '../http/errors';

/**
 * Tables that never leave the server: sign-in sessions and their refresh-token hashes. A restore
 * empties them too (every admin signs in again), since the restored admins may differ.
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

/** The number of applied migrations: a backup restores only into the same schema. */
export async function currentSchemaVersion(db: Database): Promise<number> {
  const [row] = await rowsOf<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Number(row?.applied ?? 0);
}

const quoted = (name: string) => sql.identifier(name);

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
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

/** 400 with per-field details for anything that is not a complete backup of these tables. */
export function parseBackup(value: unknown): BackupDocument {
  const parsed = backupDocumentSchema.safeParse(value);
  if (!parsed.success) {
    throw validationError(
      zodIssuesToDetails(parsed.error.issues).map((detail) => ({
        ...detail,
        path: detail.path ? `backup.${detail.path}` : 'backup',
      })),
      'This is not a console backup file',
    );
  }
  const document = parsed.data;
  const known = backupTables();
  const problems: { path: string; message: string }[] = [];
  for (const name of Object.keys(document.tables)) {
    if (!known.some((table) => table.name === name)) {
      problems.push({ path: `backup.tables.${name}`, message: 'Unknown table' });
    }
  }
  for (const table of known) {
    const rows = document.tables[table.name];
    if (!rows) {
      problems.push({ path: `backup.tables.${table.name}`, message: 'Table is missing' });
      continue;
    }
    for (const [index, row] of rows.entries()) {
      for (const column of Object.keys(row)) {
        if (!table.columns.has(column)) {
          problems.push({
            path: `backup.tables.${table.name}.${index}.${column}`,
            message: 'Unknown column',
          });
        }
      }
      if (problems.length >= 100) break;
    }
  }
  if (problems.length > 0) throw validationError(problems, 'The backup file is not valid');
  return document;
}

export const incompatibleVersionMessage = (backup: number, current: number) =>
  `The backup was made with schema version ${backup}; this database is at version ${current}. Restore it into a server of the same version.`;

const INSERT_ROWS = 1000;

/**
 * Replaces every backed-up table with the backup's rows in the caller's transaction: one
 * TRUNCATE (identities restarted, sessions cascaded), inserts parents first keeping the ids, then
 * each identity sequence continues after the highest restored id. Any failure rolls it all back.
 */
export async function restoreBackup(
  tx: Database,
  document: BackupDocument,
): Promise<RestoreResult['tables']> {
  const current = await currentSchemaVersion(tx);
  if (document.schemaVersion !== current) {
    throw conflict(incompatibleVersionMessage(document.schemaVersion, current));
  }
  const tables = backupTables();
  await tx.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => quoted(table.name)),
      sql`, `,
    )} restart identity cascade`,
  );
  const counts: RestoreResult['tables'] = [];
  for (const table of tables) {
    const rows = document.tables[table.name] ?? [];
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      const batch = JSON.stringify(rows.slice(start, start + INSERT_ROWS));
      await tx.execute(
        sql`insert into ${quoted(table.name)} overriding system value select * from json_populate_recordset(null::${quoted(table.name)}, ${batch}::json)`,
      );
    }
    counts.push({ name: table.name, rows: rows.length });
  }
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
  return counts;
}
