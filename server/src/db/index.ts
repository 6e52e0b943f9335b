import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/** The typed database, the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback; also usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The embedded engine itself (kind `pglite` only), e.g. for dumping its data directory. */
  readonly pglite?: PGlite;
  /** Applies the pending SQL migrations from `server/drizzle/` (or the folder given). */
  migrate(folder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`: node-postgres pool. Unset: PGlite under `dataDir`. */
  readonly databaseUrl?: string | undefined;
  /** A folder for PGlite's files, or `memory://` for a throw-away in-memory database. */
  readonly dataDir: string;
  /** Pool size for PostgreSQL. */
  readonly maxConnections?: number;
  /**
   * Errors of idle pooled PostgreSQL connections (server restart, terminated backend). The pool
   * drops the broken connection itself; without a listener Node would crash on the 'error' event.
   */
  readonly onPoolError?: (error: Error) => void;
  /** A PGlite data-directory dump to start from (tests use a migrated template; skips initdb). */
  readonly pgliteTemplate?: Blob;
}

export const IN_MEMORY = 'memory://';

const pingQuery = sql`select 1`;

/** Opens the database named by the options. Call `migrate()` before serving. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    pool.on(
      'error',
      options.onPoolError ??
        ((error) => process.emitWarning(`PostgreSQL idle connection error: ${error.message}`)),
    );
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: (folder = migrationsFolder()) => migrateNodePg(db, { migrationsFolder: folder }),
      ping: async () => {
        await db.execute(pingQuery);
      },
      close: () => pool.end(),
    };
  }

  const dataDir =
    options.dataDir === IN_MEMORY ? IN_MEMORY : path.join(path.resolve(options.dataDir), 'pglite');
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    options.pgliteTemplate ? { dataDir, loadDataDir: options.pgliteTemplate } : { dataDir },
  );
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: (folder = migrationsFolder()) => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(pingQuery);
    },
    close: () => client.close(),
  };
}
