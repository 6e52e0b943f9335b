import http from 'node:http';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { startBenchServer } from './bench-server';
const url = 'postgres://postgres@127.0.0.1:5432/bench';
const texts: string[] = [];
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...a: unknown[]) { const c = a[0] as { text?: string } | string; texts.push(typeof c === 'string' ? c : (c.text ?? '?')); return (orig as Function).apply(this, a); } as never;
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'count' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${server.token}` };
const get = (u: string) => new Promise<string>((res, rej) => { http.get(u, { agent, headers }, (r) => { let b = ''; r.on('data', (c) => (b += c)); r.on('end', () => res(b)); }).on('error', rej); });
for (const p of ['/telegram-users', '/telegram-users?sort=username%3Aasc&page=50', '/telegram-users?isPremium=true&languageCode=ru', '/telegram-users?level=7&sort=streak%3Adesc', '/telegram-users?q=ann', '/telegram-users?q=%40sakura_12', '/telegram-users?q=1000819', '/telegram-users/7920/logs?limit=50', '/telegram-users/7920/logs?limit=50&type=message']) {
  texts.length = 0;
  const body = JSON.parse(await get(`${server.baseUrl}${p}`));
  console.log(p, 'items', body.data.items.length, 'total', body.data.total, body.data.totalIsEstimate, 'statements', texts.length);
  for (const t of texts) console.log('   ', t.slice(0, 110));
}
agent.destroy(); await server.close(); await database.close();
