import http from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { SESSION_LOOKUP_STATEMENT, sessionLookupQuery } from '../src/http/authenticate';
import { startBenchServer } from './bench-server';

const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'micro' });
const pool = new pg.Pool({ connectionString: url, max: 10 });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${server.token}` };
const get = (u: string) => new Promise<void>((res, rej) => { http.get(u, { agent, headers }, (r) => { r.on('data', () => {}); r.on('end', () => res()); }).on('error', rej); });
const app = Fastify({ logger: false });
app.get('/x', async () => ({ a: 1 }));
await app.listen({ port: 0, host: '127.0.0.1' });
const fport = (app.server.address() as { port: number }).port;
const [, claims] = server.token.split('.');
const { sub, sid } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
const lookup = sessionLookupQuery(database.db).toSQL();
const sessionLookup = () => pool.query({ name: SESSION_LOOKUP_STATEMENT, text: lookup.sql, values: fillPlaceholders(lookup.params, { adminUserId: Number(sub), sessionId: sid, now: new Date() }) });
const cases: [string, () => Promise<unknown>][] = [
  ['bare fastify', () => get(`http://127.0.0.1:${fport}/x`)],
  ['app /operations/caches', () => get(`${server.baseUrl}/operations/caches`)],
  ['app /healthz (no auth, ping)', () => get(`${server.baseUrl.replace('/api/admin', '')}/healthz`)],
  ['raw session lookup', sessionLookup],
  ['raw select 1', () => pool.query('select 1')],
];
const samples = new Map<string, number[]>(cases.map(([n]) => [n, []]));
for (let round = 0; round < Number(process.env.ROUNDS ?? 20); round++) {
  for (const [name, f] of cases) {
    for (let i = 0; i < 10; i++) await f();
    for (let i = 0; i < 50; i++) { const t = process.hrtime.bigint(); await f(); samples.get(name)!.push(Number(process.hrtime.bigint() - t) / 1e3); }
  }
}
for (const [name, s] of samples) { s.sort((a, b) => a - b); console.log(name.padEnd(32), s[Math.floor(s.length / 2)]!.toFixed(0).padStart(6), 'µs'); }
agent.destroy(); await app.close(); await server.close(); await pool.end(); await database.close();
