/**
 * Where an API request's time goes (not part of the test line). Fires only API requests of the
 * bench:api kinds against the seeded bench database, over keep-alive HTTP or Fastify's inject,
 * so `node --cpu-prof --import tsx bench/api-profile.ts` profiles the API side alone, and prints
 * the median of each kind and the process's CPU time per request (steadier than wall time on a
 * loaded machine).
 *
 *   --mode http|inject   default http
 *   --iterations N       requests per kind (default 500)
 *   --only NAME          one kind (list, xp, logs, cursor, search)
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PREFIX } from '@console/contract';
import { buildApp } from '../src/app';
import { findRepoRoot, loadConfig } from '../src/config';
import { createDatabase } from '../src/db';
import { startBenchServer } from './bench-server';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'http' },
    iterations: { type: 'string', default: '500' },
    only: { type: 'string' },
  },
});
const iterations = Number(args.iterations);
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

const kinds: Record<string, (i: number) => string> = {
  list: () => '/telegram-users',
  xp: () => '/telegram-users?sort=xp%3Adesc',
  premium: () => '/telegram-users?isPremium=true&languageCode=ru',
  search: () => '/telegram-users?q=%40sakura_12',
  logs: (i) => `/telegram-users/${1 + (((i % 200) * 7919) % 1_000_000)}/logs?limit=50`,
  ping: () => '/operations/caches',
};

async function main() {
  const dataDir = path.join(findRepoRoot(), '.data', 'bench');
  const database = await createDatabase({ databaseUrl: benchUrl, dataDir, maxConnections: 10 });
  const server = await startBenchServer(database, {
    dataDir,
    databaseUrl: benchUrl,
    name: 'profile',
  });
  const headers = { authorization: `Bearer ${server.token}` };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const injectApp =
    args.mode === 'inject'
      ? await buildApp({
          config: {
            ...base,
            databaseUrl: benchUrl,
            port: 0,
            host: '127.0.0.1',
            apiPrefix: API_PREFIX,
            seedDemoData: false,
          },
          database,
          logger: false,
        })
      : undefined;
  const get = (pathAndQuery: string) =>
    injectApp
      ? injectApp.inject({ url: `${API_PREFIX}${pathAndQuery}`, headers }).then((answer) => {
          if (answer.statusCode !== 200) throw new Error(answer.body);
        })
      : new Promise<void>((resolve, reject) => {
          http
            .get(`${server.baseUrl}${pathAndQuery}`, { agent, headers }, (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                if (response.statusCode !== 200)
                  reject(new Error(Buffer.concat(chunks).toString()));
                else resolve();
              });
              response.on('error', reject);
            })
            .on('error', reject);
        });
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, url] of Object.entries(kinds)) {
    if (args.only && args.only !== name) continue;
    for (let i = 0; i < 20; i++) await get(url(i));
    const samples: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < iterations; i++) {
      const started = process.hrtime.bigint();
      await get(url(i));
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    const p50 = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
    const used = process.cpuUsage(cpu);
    const cpuPerRequest = (used.user + used.system) / iterations;
    console.log(
      `${args.mode} ${name.padEnd(10)} p50 ${p50.toFixed(3)} ms, CPU of this process ${cpuPerRequest.toFixed(0)} µs per request (client, server and driver)`,
    );
  }
  agent.destroy();
  await injectApp?.close();
  await server.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
