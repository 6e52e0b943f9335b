/** Interleaves API over HTTP, API through inject and raw pg for one list and one log request; medians. */
import http from 'node:http';
import { API_PREFIX } from '@console/contract';
import { and, desc, eq, fillPlaceholders, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db';
import { goals, telegramUserLogs, telegramUsers } from '../src/db/schema';
import { SESSION_LOOKUP_STATEMENT, sessionLookupQuery } from '../src/http/authenticate';
import { startBenchServer } from './bench-server';

const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'split' });
const config = { ...loadConfig({ ...process.env, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' }), databaseUrl: url, apiPrefix: API_PREFIX, seedDemoData: false };
const app = await buildApp({ config, database, logger: false });
await app.ready();
const pool = new pg.Pool({ connectionString: url, max: 10 });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${server.token}` };
const get = (u: string) => new Promise<void>((res, rej) => { http.get(`${server.baseUrl}${u}`, { agent, headers }, (r) => { r.on('data', () => {}); r.on('end', () => (r.statusCode === 200 ? res() : rej(new Error(String(r.statusCode))))); }).on('error', rej); });
const inject = async (u: string) => { const a = await app.inject({ url: `${API_PREFIX}${u}`, headers }); if (a.statusCode !== 200) throw new Error(a.body); };
const db = database.db;
const [, claims] = server.token.split('.');
const { sub, sid } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
const lookup = sessionLookupQuery(db).toSQL();
const run = (q: { text: string; values: unknown[]; name?: string }) => pool.query(q);
const session = () => run({ name: SESSION_LOOKUP_STATEMENT, text: lookup.sql, values: fillPlaceholders(lookup.params, { adminUserId: Number(sub), sessionId: sid, now: new Date() }) });
const toRaw = (q: { toSQL(): { sql: string; params: unknown[] } }) => { const b = q.toSQL(); return { text: b.sql, values: b.params }; };
const rawList = async () => {
  await session();
  const rows = await run(toRaw(db.select().from(telegramUsers).orderBy(desc(telegramUsers.joinedAt), desc(telegramUsers.id)).limit(20).offset(0)));
  const ids = [...new Set(rows.rows.map((r) => r.current_goal_id).filter(Boolean))];
  const probe = toRaw(db.select({ one: sql`1` }).from(telegramUsers));
  await Promise.all([run({ text: `explain (format json) ${probe.text}`, values: probe.values }), run({ text: 'select "id", "title" from "goals" where "id" = any($1)', values: [ids] })]);
};
const logSql = () => toRaw(db.select({ id: sql`${telegramUserLogs.id}::text`, telegramUserId: telegramUserLogs.telegramUserId, type: telegramUserLogs.type, payload: telegramUserLogs.payload, createdAt: telegramUserLogs.createdAt, cursorAt: sql`to_char(${telegramUserLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` }).from(telegramUserLogs).where(and(eq(telegramUserLogs.telegramUserId, 7920))).orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id)).limit(51));
const rawLogs = async () => { await session(); await run(logSql()); };
void goals;
const cases: [string, () => Promise<unknown>][] = [
  ['list http', () => get('/telegram-users')], ['list inject', () => inject('/telegram-users')], ['list raw', rawList],
  ['logs http', () => get('/telegram-users/7920/logs?limit=50')], ['logs inject', () => inject('/telegram-users/7920/logs?limit=50')], ['logs raw', rawLogs],
  ['session raw', session], ['caches http', () => get('/operations/caches')],
];
const samples = new Map<string, number[]>(cases.map(([n]) => [n, []]));
const rounds = Number(process.env.ROUNDS ?? 300);
for (let r = 0; r < rounds; r++) for (const [name, f] of cases) { const t = process.hrtime.bigint(); await f(); if (r >= 20) samples.get(name)!.push(Number(process.hrtime.bigint() - t) / 1e3); }
for (const [name, s] of samples) { s.sort((a, b) => a - b); console.log(name.padEnd(14), s[Math.floor(s.length / 2)]!.toFixed(0).padStart(6), 'µs p50', s[Math.floor(s.length * 0.25)]!.toFixed(0).padStart(6), 'p25'); }
process.exit(0);
