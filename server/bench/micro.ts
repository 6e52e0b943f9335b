import http from 'node:http';
import { telegramUserRoutes } from '@console/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { telegramUserLogs, telegramUsers } from '../src/db/schema';
import { goalTitlesFor, logColumns, toTelegramLog, toTelegramUser } from '../src/resources/telegram-users/service';
import { signAccessToken, verifyAccessToken } from '../src/auth/tokens';

const median = async (n: number, f: () => unknown) => {
  for (let i = 0; i < 50; i++) await f();
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t = process.hrtime.bigint(); await f(); s.push(Number(process.hrtime.bigint() - t) / 1e3); }
  s.sort((a, b) => a - b);
  return s[Math.floor(n / 2)]!.toFixed(1).padStart(8) + ' µs';
};
const N = Number(process.env.N ?? 1000);
const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const db = database.db;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const rows = await db.select().from(telegramUsers).orderBy(desc(telegramUsers.joinedAt), desc(telegramUsers.id)).limit(20);
const titles = await goalTitlesFor(db, rows);
const listData = { items: rows.map((r) => toTelegramUser(r, titles)), total: 1000000, totalIsEstimate: true, page: 1, pageSize: 20 };
const logRows = await db.select(logColumns).from(telegramUserLogs).where(eq(telegramUserLogs.telegramUserId, 7920)).orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id)).limit(51);
const logData = { items: logRows.slice(0, 50).map(toTelegramLog), nextCursor: 'abc' };
console.log('log rows', logRows.length, 'list json bytes', JSON.stringify(listData).length, 'log json bytes', JSON.stringify(logData).length);
function toJsonShape(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonShape);
  if (value !== null && typeof value === 'object') { const out: Record<string, unknown> = {}; for (const [k, e] of Object.entries(value)) out[k] = toJsonShape(e); return out; }
  return value;
}
console.log('list query parse      ', await median(N, () => telegramUserRoutes.list.query.safeParse({})));
console.log('list q parse (3 keys) ', await median(N, () => telegramUserRoutes.list.query.safeParse({ isPremium: 'true', languageCode: 'ru', sort: 'xp:desc' })));
console.log('logs query+params     ', await median(N, () => { telegramUserRoutes.logs.query.safeParse({ limit: '50' }); telegramUserRoutes.logs.params!.safeParse({ id: '7920' }); }));
console.log('list toJsonShape      ', await median(N, () => toJsonShape(listData)));
console.log('list response parse   ', await median(N, () => telegramUserRoutes.list.response.safeParse(toJsonShape(listData))));
console.log('list stringify        ', await median(N, () => JSON.stringify({ success: true, message: 'OK', data: listData })));
console.log('logs toJsonShape      ', await median(N, () => toJsonShape(logData)));
console.log('logs response parse   ', await median(N, () => telegramUserRoutes.logs.response.safeParse(toJsonShape(logData))));
console.log('logs stringify        ', await median(N, () => JSON.stringify({ success: true, message: 'OK', data: logData })));
const secret = new TextEncoder().encode('x'.repeat(64));
const token = await signAccessToken(secret, { adminUserId: 1, sessionId: '00000000-0000-0000-0000-000000000000' }, { ttlSeconds: 900 });
console.log('verify token          ', await median(N, () => verifyAccessToken(secret, token)));
const listQ = db.select().from(telegramUsers).orderBy(desc(telegramUsers.joinedAt), desc(telegramUsers.id)).limit(20);
console.log('drizzle build list    ', await median(N, () => db.select().from(telegramUsers).orderBy(desc(telegramUsers.joinedAt), desc(telegramUsers.id)).limit(20).toSQL()));
const built = listQ.toSQL();
console.log('list page via drizzle ', await median(N, () => db.select().from(telegramUsers).orderBy(desc(telegramUsers.joinedAt), desc(telegramUsers.id)).limit(20)));
console.log('list page raw pg      ', await median(N, () => pool.query({ text: built.sql, values: built.params })));
console.log('list page raw pg arr  ', await median(N, () => pool.query({ text: built.sql, values: built.params, rowMode: 'array' })));
console.log('select 1 raw pg       ', await median(N, () => pool.query('select 1')));
const logQ = () => db.select(logColumns).from(telegramUserLogs).where(and(eq(telegramUserLogs.telegramUserId, 7920))).orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id)).limit(51);
const lb = logQ().toSQL();
console.log('logs via drizzle      ', await median(N, () => logQ()));
console.log('logs raw pg           ', await median(N, () => pool.query({ text: lb.sql, values: lb.params })));
// HTTP floors
const server = http.createServer((_q, r) => { r.setHeader('content-type', 'application/json'); r.end('{"a":1}'); });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (port: number, path = '/') => new Promise<void>((res, rej) => { http.get(`http://127.0.0.1:${port}${path}`, { agent, headers: { authorization: 'Bearer x' } }, (r) => { r.on('data', () => {}); r.on('end', () => res()); }).on('error', rej); });
const port = (server.address() as { port: number }).port;
console.log('bare node http rt     ', await median(N, () => get(port)));
const app = Fastify({ logger: false });
app.get('/x', async () => ({ a: 1 }));
app.get('/big', async () => ({ success: true, message: 'OK', data: listData }));
await app.listen({ port: 0, host: '127.0.0.1' });
const fport = (app.server.address() as { port: number }).port;
console.log('bare fastify rt       ', await median(N, () => get(fport, '/x')));
console.log('bare fastify list body', await median(N, () => get(fport, '/big')));
agent.destroy(); server.close(); await app.close(); await pool.end(); await database.close();
