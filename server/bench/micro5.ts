import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { securityHeaders } from '../src/app';
import { createDatabase } from '../src/db';
import { authenticate, SESSION_LOOKUP_STATEMENT, sessionLookupQuery } from '../src/http/authenticate';
import { loadConfig } from '../src/config';
import { RequestMetrics } from '../src/operations/monitoring';
import { startBenchServer } from './bench-server';

const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'micro' });
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' });
const services = { config, db: database.db } as never;
const pool = new pg.Pool({ connectionString: url, max: 10 });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${server.token}` };
const get = (u: string) => new Promise<void>((res, rej) => { http.get(u, { agent, headers }, (r) => { r.on('data', () => {}); r.on('end', () => { if (r.statusCode !== 200) rej(new Error(String(r.statusCode))); else res(); }); }).on('error', rej); });
async function make(level: number) {
  const app = Fastify({ logger: false, requestIdHeader: 'x-request-id', genReqId: () => randomUUID() });
  app.decorateRequest('actor', null);
  const h = securityHeaders([]);
  if (level >= 1) {
    app.addHook('onRequest', (_q, reply, done) => { reply.headers(h); done(); });
    app.addHook('onSend', async (request, reply) => { reply.header('x-request-id', request.id); if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store'); });
  }
  if (level >= 2) {
    app.addHook('preHandler', async (request) => { const id = (request.routeOptions.config as { routeId?: string }).routeId; if (id === 'zz') throw new Error(); });
    app.addHook('onSend', async (_q, _r, payload) => payload);
    const m = new RequestMetrics();
    app.addHook('onResponse', async (_q, reply) => { m.record(Date.now(), reply.elapsedTime, reply.statusCode); });
  }
  app.route({ method: 'GET', url: '/api/x', config: { routeId: 'x' },
    onRequest: level >= 3 ? async (request) => { const { actor } = await authenticate(services, request); request.actor = actor; } : undefined,
    handler: async () => ({ success: true, message: 'OK', data: [] }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/x`;
}
const [, claims] = server.token.split('.');
const { sub, sid } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
const lookup = sessionLookupQuery(database.db).toSQL();
const cases: [string, () => Promise<unknown>][] = [
  ['raw session lookup', () => pool.query({ name: SESSION_LOOKUP_STATEMENT, text: lookup.sql, values: fillPlaceholders(lookup.params, { adminUserId: Number(sub), sessionId: sid, now: new Date() }) })],
];
for (const level of [0, 1, 2, 3]) { const u = await make(level); cases.push([`fastify level ${level}`, () => get(u)]); }
cases.push(['app /operations/caches', () => get(`${server.baseUrl}/operations/caches`)]);
const samples = new Map<string, number[]>(cases.map(([n]) => [n, []]));
for (let round = 0; round < Number(process.env.ROUNDS ?? 20); round++) {
  for (const [name, f] of cases) {
    for (let i = 0; i < 10; i++) await f();
    for (let i = 0; i < 50; i++) { const t = process.hrtime.bigint(); await f(); samples.get(name)!.push(Number(process.hrtime.bigint() - t) / 1e3); }
  }
}
for (const [name, s] of samples) { s.sort((a, b) => a - b); console.log(name.padEnd(32), s[Math.floor(s.length / 2)]!.toFixed(0).padStart(6), 'µs'); }
process.exit(0);
