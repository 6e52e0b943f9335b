import http from 'node:http';
import { createDatabase } from '../src/db';
import { startBenchServer } from './bench-server';
const url = 'postgres://postgres@127.0.0.1:5432/bench';
const database = await createDatabase({ databaseUrl: url, dataDir: '/tmp', maxConnections: 10 });
const server = await startBenchServer(database, { dataDir: '/tmp', databaseUrl: url, name: 'micro' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const headers = { authorization: `Bearer ${server.token}` };
const get = (u: string) => new Promise<void>((res, rej) => { http.get(u, { agent, headers }, (r) => { r.on('data', () => {}); r.on('end', () => res()); }).on('error', rej); });
const path = process.env.P ?? '/operations/caches';
const s: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 5000); i++) { const t = process.hrtime.bigint(); await get(`${server.baseUrl}${path}`); s.push(Number(process.hrtime.bigint() - t) / 1e3); }
s.sort((a, b) => a - b); console.log(path, 'p50', s[Math.floor(s.length / 2)]!.toFixed(0), 'µs');
agent.destroy(); await server.close(); await database.close();
