import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { authenticate, SESSION_LOOKUP_STATEMENT, sessionLookupQuery } from '../src/http/authenticate';
import { loadConfig } from '../src/config';
import { verifyAccessToken } from '../src/auth/tokens';
import { startBenchServer } from './bench-server';

const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'micro' });
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' });
const services = { config, db: database.db } as never;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const [, claims] = server.token.split('.');
const { sub, sid } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
const lookup = sessionLookupQuery(database.db).toSQL();
const prepared = sessionLookupQuery(database.db).prepare('lookup2');
const request = { headers: { authorization: `Bearer ${server.token}` } } as never;
const cases: [string, () => Promise<unknown>][] = [
  ['raw session lookup', () => pool.query({ name: SESSION_LOOKUP_STATEMENT, text: lookup.sql, values: fillPlaceholders(lookup.params, { adminUserId: Number(sub), sessionId: sid, now: new Date() }) })],
  ['drizzle prepared', () => prepared.execute({ adminUserId: Number(sub), sessionId: sid, now: new Date() })],
  ['authenticate', () => authenticate(services, request)],
  ['verify token', () => verifyAccessToken(config.jwtSecret, server.token)],
];
const samples = new Map<string, number[]>(cases.map(([n]) => [n, []]));
for (let round = 0; round < 20; round++) {
  for (const [name, f] of cases) {
    for (let i = 0; i < 10; i++) await f();
    for (let i = 0; i < 50; i++) { const t = process.hrtime.bigint(); await f(); samples.get(name)!.push(Number(process.hrtime.bigint() - t) / 1e3); }
  }
}
for (const [name, s] of samples) { s.sort((a, b) => a - b); console.log(name.padEnd(32), s[Math.floor(s.length / 2)]!.toFixed(1).padStart(6), 'µs'); }
console.log(lookup.sql);
process.exit(0);
