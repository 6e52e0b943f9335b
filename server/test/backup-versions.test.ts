import type { LoginResponse, TelegramUserPage } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db';
import { adminUsers } from '../src/db/schema';
import {
  backupTables,
  currentSchemaVersion,
  OLDEST_RESTORABLE_SCHEMA_VERSION,
  rowsOf,
  streamBackup,
} from '../src/operations/backup';
import type { Envelope } from '../src/resources/testing';
import { seedDemo } from '../src/seed/demo';
import { snapshot } from './backup-snapshot';
import { createTestServer, migrateTo, type TestServer, testDatabases } from './harness';
import { postRestore } from './restore-request';

/** The backed-up tables' columns as the database describes them: name, type, nullability. */
async function backedUpColumns(db: Database): Promise<string[]> {
  const names = backupTables().map((table) => table.name);
  const rows = await rowsOf<{ column: string }>(
    db,
    sql`select table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || is_identity as column
      from information_schema.columns
      where table_schema = current_schema() and table_name in (${sql.join(
        names.map((name): SQL => sql`${name}`),
        sql`, `,
      )})
      order by 1`,
  );
  return rows.map((row) => row.column);
}

async function backupText(db: Database): Promise<string> {
  let text = '';
  for await (const chunk of await streamBackup(db, new Date('2026-11-26T12:00:00Z'))) {
    text += String(chunk);
  }
  return text;
}

const PASSWORD = 'Older-Backup-7x!';

describe.each(testDatabases())('restoring backups of older schema versions ($name)', (database) => {
  let server: TestServer;
  let current: number;

  beforeAll(async () => {
    server = await createTestServer({ database });
    current = await currentSchemaVersion(server.db);
  });
  afterAll(() => server.close());

  /** A database migrated only to `schemaVersion`; closed after `use`. */
  const atVersion = async <T>(schemaVersion: number, use: (db: Database) => Promise<T>) => {
    const { handle, drop } = await database.open({ schemaVersion });
    try {
      return await use(handle.db);
    } finally {
      await drop();
    }
  };

  it('the oldest restorable schema has the tables and columns of the current one; the one before does not', {
    timeout: 120_000,
  }, async () => {
    const now = await backedUpColumns(server.db);
    expect(now.length).toBeGreaterThan(0);
    expect(await atVersion(OLDEST_RESTORABLE_SCHEMA_VERSION, backedUpColumns)).toEqual(now);
    expect(await atVersion(OLDEST_RESTORABLE_SCHEMA_VERSION - 1, backedUpColumns)).not.toEqual(now);
  });

  it('a backup made at every schema version from the oldest restorable one restores here, row for row', {
    timeout: 180_000,
  }, async () => {
    expect(current).toBeGreaterThan(OLDEST_RESTORABLE_SCHEMA_VERSION);
    const username = 'keeper';
    // One older database, upgraded a migration at a time as a real one would be.
    const older = await database.open({ schemaVersion: OLDEST_RESTORABLE_SCHEMA_VERSION });
    try {
      await older.handle.db.insert(adminUsers).values({
        name: 'Keeper',
        username,
        passwordHash: await hashPassword(PASSWORD),
        isSuperUser: true,
      });
      await seedDemo(
        older.handle.db,
        { goals: 2, levels: 3, faq: 2, appUsers: 3, telegramUsers: 4, logs: 12 },
        { now: new Date('2026-11-20T00:00:00Z') },
      );
      for (let version = OLDEST_RESTORABLE_SCHEMA_VERSION; version <= current; version++) {
        await migrateTo(older.handle, { schemaVersion: version });
        expect(await currentSchemaVersion(older.handle.db)).toBe(version);
        await restoresRowForRow(older.handle.db, version, username);
      }
    } finally {
      await older.drop();
    }
  });

  /** Restores a backup of `db` (at `version`) into the current server and compares every row. */
  async function restoresRowForRow(db: Database, version: number, username: string) {
    const file = await backupText(db);
    const rows = await snapshot(db);
    expect(JSON.parse(file)).toMatchObject({ schemaVersion: version });

    const { token } = await server.signIn({ isSuperUser: true });
    const answer = await postRestore(server, token, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.lines.at(-1)).toMatchObject({
      type: 'result',
      result: { schemaVersion: version },
    });
    expect(await snapshot(server.db)).toEqual(rows);

    // The restored admin signs in to the current server and reads through its routes.
    const login = await server.request<LoginResponse>('POST', '/auth/login', {
      body: { username, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const users = await server.request<Envelope<TelegramUserPage>>('GET', '/telegram-users', {
      token: login.body.data.token,
    });
    expect(users.status).toBe(200);
    expect(users.body.data.items).toHaveLength(4);
  }
});
