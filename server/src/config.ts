import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@console/contract';

export interface LoginRateLimitConfig {
  /** Length of the counting window and of the lock-out once a limit is hit. */
  readonly windowMs: number;
  /** Failed sign-ins allowed per username within the window. */
  readonly maxFailuresPerUsername: number;
  /** Failed sign-ins allowed per client IP within the window. */
  readonly maxFailuresPerIp: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where PGlite keeps its files and where the generated JWT secret is persisted. */
  readonly dataDir: string;
  /** `postgres://…` switches from the embedded PGlite to a node-postgres pool. */
  readonly databaseUrl: string | undefined;
  readonly apiPrefix: string;
  readonly jwtSecret: Uint8Array;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** A session (refresh-token family) ends this long after sign-in, however often it is refreshed. */
  readonly sessionMaxAgeSeconds: number;
  readonly loginRateLimit: LoginRateLimitConfig;
  readonly consoleAdmin: { readonly username: string; readonly password: string } | undefined;
  readonly staticDir: string;
  readonly bodyLimitBytes: number;
  /** The largest backup file a restore reads (streamed, so it is not held in memory). */
  readonly restoreMaxBytes: number;
  /** Trust `X-Forwarded-For` / `X-Forwarded-Proto` from a reverse proxy. */
  readonly trustProxy: boolean;
  readonly logLevel: string;
  /** Fill demo data on the first start of an empty database. */
  readonly seedDemoData: boolean;
}

export const defaultTokenLifetimes = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

export const defaultLoginRateLimit: LoginRateLimitConfig = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerUsername: 10,
  maxFailuresPerIp: 50,
};

/** 16 GiB: a backup of millions of users and tens of millions of activity logs fits. */
export const DEFAULT_RESTORE_MAX_BYTES = 16 * 1024 ** 3;

type Env = Record<string, string | undefined>;

/** The workspace root (the folder holding pnpm-workspace.yaml) above `start`, else `start` itself. */
export function findRepoRoot(start: string = process.cwd()): string {
  let current = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(current, 'pnpm-workspace.yaml'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return path.resolve(start);
    current = parent;
  }
}

function readInteger(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  }
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_BYTES = 32;

/**
 * The HS256 signing key: `JWT_SECRET` when given, else a random key generated once and kept in
 * the data directory so sessions survive restarts.
 */
export function resolveJwtSecret(env: Env, dataDir: string): Uint8Array {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (Buffer.byteLength(fromEnv) < MIN_SECRET_BYTES) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    }
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(stored) >= MIN_SECRET_BYTES) return new TextEncoder().encode(stored);
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return new TextEncoder().encode(generated);
}

function normalizePrefix(prefix: string): string {
  const trimmed = `/${prefix.trim().replace(/^\/+|\/+$/g, '')}`;
  return trimmed === '/' ? '' : trimmed;
}

/** Reads the server configuration from the environment (see server/README.md for every variable). */
export function loadConfig(env: Env = process.env): ServerConfig {
  const root = findRepoRoot();
  const dataDir = path.resolve(root, env.DATA_DIR || '.data');
  const username = env.CONSOLE_ADMIN_USERNAME?.trim();
  const password = env.CONSOLE_ADMIN_PASSWORD;
  if ((username && !password) || (!username && password)) {
    throw new Error('CONSOLE_ADMIN_USERNAME and CONSOLE_ADMIN_PASSWORD must be set together');
  }
  return {
    port: readInteger(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiPrefix: normalizePrefix(env.API_PREFIX || API_PREFIX),
    jwtSecret: resolveJwtSecret(env, dataDir),
    accessTokenTtlSeconds: readInteger(
      env,
      'ACCESS_TOKEN_TTL_SECONDS',
      defaultTokenLifetimes.accessTokenTtlSeconds,
      1,
    ),
    refreshTokenTtlSeconds: readInteger(
      env,
      'REFRESH_TOKEN_TTL_SECONDS',
      defaultTokenLifetimes.refreshTokenTtlSeconds,
      1,
    ),
    sessionMaxAgeSeconds: readInteger(
      env,
      'SESSION_MAX_AGE_SECONDS',
      defaultTokenLifetimes.sessionMaxAgeSeconds,
      1,
    ),
    loginRateLimit: {
      windowMs: readInteger(env, 'LOGIN_RATE_LIMIT_WINDOW_MS', defaultLoginRateLimit.windowMs, 1),
      maxFailuresPerUsername: readInteger(
        env,
        'LOGIN_RATE_LIMIT_PER_USERNAME',
        defaultLoginRateLimit.maxFailuresPerUsername,
        1,
      ),
      maxFailuresPerIp: readInteger(
        env,
        'LOGIN_RATE_LIMIT_PER_IP',
        defaultLoginRateLimit.maxFailuresPerIp,
        1,
      ),
    },
    consoleAdmin: username && password ? { username, password } : undefined,
    staticDir: path.resolve(root, env.STATIC_DIR || 'app/dist'),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    restoreMaxBytes: readInteger(env, 'RESTORE_MAX_BYTES', DEFAULT_RESTORE_MAX_BYTES, 1024),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemoData: readBoolean(env, 'SEED_DEMO_DATA', true),
  };
}
