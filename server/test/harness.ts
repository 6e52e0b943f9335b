import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Permission } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { MemoryRateLimitStore } from '../src/auth/rate-limit';
import { openSession } from '../src/auth/sessions';
import { nowInSeconds, signAccessToken } from '../src/auth/tokens';
import {
  DEFAULT_RESTORE_MAX_BYTES,
  defaultLoginRateLimit,
  defaultTokenLifetimes,
  type ServerConfig,
} from '../src/config';
import { createDatabase, type Database, type DatabaseHandle, IN_MEMORY } from '../src/db';
import { migrationsFolder } from '../src/db/migrations-folder';
import { type AdminUserRow, adminUsers } from '../src/db/schema';

export interface OpenOptions {
  /** Applies only the first this many migrations (an older schema); all of them when absent. */
  readonly schemaVersion?: number;
}

/** One database engine the server suites run on. */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database; `drop` closes and removes it. */
  open(options?: OpenOptions): Promise<{ readonly handle: DatabaseHandle; drop(): Promise<void> }>;
}

/**
 * A copy of the migrations folder holding only its first `schemaVersion` migrations, so a
 * database can be brought to an older schema version.
 */
function migrationsUpTo(schemaVersion: number): string {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (schemaVersion > journal.entries.length) {
    throw new Error(`There are only ${journal.entries.length} migrations`);
  }
  const entries = journal.entries.slice(0, schemaVersion);
  const copy = mkdtempSync(path.join(tmpdir(), `console-migrations-${schemaVersion}-`));
  mkdirSync(path.join(copy, 'meta'));
  writeFileSync(path.join(copy, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    copyFileSync(path.join(folder, `${tag}.sql`), path.join(copy, `${tag}.sql`));
  }
  return copy;
}

/** Migrates a new database to the schema version asked for (all migrations by default). */
export async function migrateTo(handle: DatabaseHandle, options: OpenOptions): Promise<void> {
  if (options.schemaVersion === undefined) return handle.migrate();
  const folder = migrationsUpTo(options.schemaVersion);
  try {
    await handle.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A migrated, empty PGlite data directory, dumped once per migration set and reused by every
 * test file: loading a dump takes a fraction of the time PGlite's initdb takes.
 */
async function pgliteTemplate(): Promise<Blob> {
  const folder = migrationsFolder();
  const digest = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) digest.update(file).update(readFileSync(full));
  }
  const file = path.join(
    tmpdir(),
    `console-pglite-template-${digest.digest('hex').slice(0, 16)}.tar`,
  );
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await createDatabase({ dataDir: IN_MEMORY });
  await handle.migrate();
  if (!handle.pglite) throw new Error('expected a PGlite database');
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const pgliteDatabase: TestDatabase = {
  name: 'pglite',
  async open(options = {}) {
    // The template is the whole schema: an older one starts from an empty database.
    const handle = await createDatabase(
      options.schemaVersion === undefined
        ? { dataDir: IN_MEMORY, pgliteTemplate: await pgliteTemplate() }
        : { dataDir: IN_MEMORY },
    );
    await migrateTo(handle, options);
    return { handle, drop: () => handle.close() };
  },
};

function postgresDatabase(baseUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open(options = {}) {
      const databaseName = `console_test_${process.pid}_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${databaseName}"`);
      } finally {
        await admin.end();
      }
      const url = new URL(baseUrl);
      url.pathname = `/${databaseName}`;
      const handle = await createDatabase({
        databaseUrl: url.toString(),
        dataDir: IN_MEMORY,
        // Dropping the database terminates connections that are still closing; that is expected.
        onPoolError: () => {},
      });
      await migrateTo(handle, options);
      return {
        handle,
        async drop() {
          await handle.close();
          const dropper = new pg.Client({ connectionString: baseUrl });
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      };
    },
  };
}

/**
 * PGlite always; PostgreSQL too when `TEST_DATABASE_URL` is set (each suite gets its own freshly
 * created database there, dropped afterwards). Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteDatabase, postgresDatabase(url)] : [pgliteDatabase];
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: IN_MEMORY,
    databaseUrl: undefined,
    apiPrefix: '/api/admin',
    jwtSecret: new TextEncoder().encode(randomBytes(32).toString('hex')),
    ...defaultTokenLifetimes,
    loginRateLimit: defaultLoginRateLimit,
    consoleAdmin: undefined,
    staticDir: '/nonexistent-console-build',
    bodyLimitBytes: 1024 * 1024,
    restoreMaxBytes: DEFAULT_RESTORE_MAX_BYTES,
    trustProxy: false,
    logLevel: 'silent',
    seedDemoData: false,
    ...overrides,
  };
}

export interface TestResponse<T = unknown> {
  readonly status: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  /** The parsed JSON answer (undefined when the answer is not JSON). */
  readonly body: T;
  readonly text: string;
}

export interface RequestOptions {
  readonly token?: string;
  readonly body?: unknown;
  /** A raw payload sent as is (e.g. malformed JSON). */
  readonly rawBody?: string;
  readonly query?: Record<string, string | number | boolean>;
  readonly headers?: Record<string, string>;
  /** The client address the server sees (default 127.0.0.1). */
  readonly remoteAddress?: string;
}

export interface AdminOptions {
  readonly username?: string;
  readonly name?: string;
  readonly password?: string;
  readonly permissions?: readonly Permission[];
  readonly isSuperUser?: boolean;
  readonly isActive?: boolean;
}

export interface SignedInAdmin {
  readonly admin: AdminUserRow;
  readonly password: string;
  readonly token: string;
  readonly refreshToken: string;
  readonly sessionId: string;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: DatabaseHandle;
  readonly config: ServerConfig;
  readonly engine: TestDatabase['name'];
  /** A request to `apiPrefix + path`, e.g. `request('GET', '/goals', { token })`. */
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  /** A request to an absolute URL path (no API prefix), e.g. `/healthz`. */
  raw<T = unknown>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Inserts an admin directly (no HTTP, no audit). Usernames default to unique ones. */
  createAdmin(options?: AdminOptions): Promise<{ admin: AdminUserRow; password: string }>;
  /** An admin with a session and tokens, made directly (no HTTP, so no rate limit). */
  signIn(options?: AdminOptions): Promise<SignedInAdmin>;
  /** A correctly signed access token for a real session that expired a minute ago. */
  expiredTokenFor(signedIn: Pick<SignedInAdmin, 'admin' | 'sessionId'>): Promise<string>;
  close(): Promise<void>;
}

let adminCounter = 0;
const uniqueUsername = () => `admin_${process.pid}_${++adminCounter}`;

export interface TestServerOptions {
  readonly database?: TestDatabase;
  readonly config?: Partial<ServerConfig>;
}

/** A server on a fresh database. Call `close()` in `afterAll`. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const engine = options.database ?? pgliteDatabase;
  const { handle, drop } = await engine.open();
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    rateLimitStore: new MemoryRateLimitStore(),
  });
  await app.ready();

  const send = async <T>(method: string, url: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload !== undefined ? { payload } : {}),
      ...(options.query
        ? {
            query: Object.fromEntries(
              Object.entries(options.query).map(([key, value]) => [key, String(value)]),
            ),
          }
        : {}),
    });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: body as T,
      text: response.body,
    };
  };

  const createAdmin = async (admin: AdminOptions = {}) => {
    const password = admin.password ?? `pw-${randomBytes(9).toString('base64url')}`;
    const [row] = await handle.db
      .insert(adminUsers)
      .values({
        name: admin.name ?? 'Test Admin',
        username: admin.username ?? uniqueUsername(),
        passwordHash: await hashPassword(password),
        isSuperUser: admin.isSuperUser ?? false,
        permissions: [...(admin.permissions ?? [])],
        isActive: admin.isActive ?? true,
      })
      .returning();
    if (!row) throw new Error('admin insert returned no row');
    return { admin: row, password };
  };

  return {
    app,
    db: handle.db,
    database: handle,
    config,
    engine: engine.name,
    request: (method, path, requestOptions) =>
      send(method, `${config.apiPrefix}${path}`, requestOptions),
    raw: (method, url, requestOptions) => send(method, url, requestOptions),
    createAdmin,
    async signIn(admin = {}) {
      const created = await createAdmin(admin);
      const tokens = await openSession(handle.db, config, created.admin.id, {
        ip: '127.0.0.1',
        userAgent: 'test',
      });
      return { ...created, ...tokens };
    },
    expiredTokenFor: (signedIn) =>
      signAccessToken(
        config.jwtSecret,
        { adminUserId: signedIn.admin.id, sessionId: signedIn.sessionId },
        { ttlSeconds: 60, issuedAt: nowInSeconds() - 120 },
      ),
    async close() {
      await app.close();
      await drop();
    },
  };
}
