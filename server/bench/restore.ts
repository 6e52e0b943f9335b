/**
 * Backup and restore at scale (not part of the test line): `pnpm --filter @console/server bench:restore`.
 *
 * 1. Backup: streams the backup document of the source database (BENCH_DATABASE_URL, default
 *    …/bench: 1,000,000 Telegram users and 10,000,000 logs, see bench:api) into a file with the
 *    same code the download route runs (`streamBackup`: one read-only snapshot). The route itself is
 *    not called because it would write an admin and an audit row into the shared bench database,
 *    which this script leaves untouched.
 * 2. Restore: creates its own database (RESTORE_DATABASE_URL, default …/restore_scale; dropped
 *    first if it exists), applies as many migrations as the backup's schemaVersion (the bench
 *    database may be behind the repository), starts the real HTTP server on it on a random port and
 *    uploads the file to POST /operations/restore?confirm=RESTORE as a stream, reading the NDJSON
 *    progress lines.
 * 3. Checks every table has the same rows in both databases (count and a sum of row hashes; the
 *    restore's own audit row left out), then drops its database and deletes the file.
 *
 * Prints time, size, throughput and peak RSS of this process (the server, and a client that only
 * pipes the file) per phase. The machine is shared: run it once, niced (`nice -n 10`).
 *
 *   --keep   keep the restored database and the backup file
 */
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { RestoreLine } from '@console/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createDatabase } from '../src/db';
import { migrationsFolder } from '../src/db/migrations-folder';
import { backupTables, currentSchemaVersion, streamBackup } from '../src/operations/backup';
import { startBenchServer } from './bench-server';

const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const sourceUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const targetUrl =
  process.env.RESTORE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/restore_scale';
const workDir = path.join(tmpdir(), `console-restore-bench-${process.pid}`);
const file = path.join(workDir, 'backup.json');

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** The peak RSS since the last call. */
const takePeak = () => {
  const peak = Math.max(peakRss, process.memoryUsage().rss);
  peakRss = 0;
  return peak;
};

async function maintenance(query: string): Promise<void> {
  const url = new URL(targetUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
const targetName = new URL(targetUrl).pathname.slice(1);
if (targetName === new URL(sourceUrl).pathname.slice(1)) {
  throw new Error('RESTORE_DATABASE_URL must name another database than BENCH_DATABASE_URL');
}

/** A copy of the migrations folder listing only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const source = migrationsFolder();
  const folder = path.join(workDir, 'drizzle');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (journal.entries.length < count) {
    throw new Error(`The backup's schema version ${count} is newer than this repository`);
  }
  journal.entries = journal.entries.slice(0, count);
  for (const entry of journal.entries) {
    copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** Rows and a sum of row hashes per table (the restore's own audit row left out). */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    for (const table of backupTables()) {
      const where = table.name === 'audit_logs' ? `where action <> 'restore'` : '';
      const result = await client.query<{ rows: string; hash: string }>(
        `select count(*)::text as rows, coalesce(sum(hashtext(row_to_json(t)::text)::bigint), 0)::text as hash from "${table.name}" t ${where}`,
      );
      out[table.name] = `${result.rows[0]?.rows} rows, hash ${result.rows[0]?.hash}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** 1. The backup document of the source database into `file`; answers its schema version and size. */
async function backup(): Promise<{ schemaVersion: number; size: number }> {
  const source = await createDatabase({
    databaseUrl: sourceUrl,
    dataDir: workDir,
    maxConnections: 2,
  });
  try {
    const schemaVersion = await currentSchemaVersion(source.db);
    takePeak();
    const started = performance.now();
    await pipeline(await streamBackup(source.db, new Date()), createWriteStream(file));
    const ms = performance.now() - started;
    const size = statSync(file).size;
    console.log(
      `backup: ${mb(size)} in ${seconds(ms)} (${mb(size / (ms / 1000))}/s), schema version ${schemaVersion}, peak RSS ${mb(takePeak())}`,
    );
    return { schemaVersion, size };
  } finally {
    await source.close();
  }
}

/** Uploads `file` to the restore route, printing progress; answers the answer's lines. */
function upload(url: string, token: string, size: number, started: number): Promise<RestoreLine[]> {
  return new Promise<RestoreLine[]>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': size,
        },
      },
      (response) => {
        const received: RestoreLine[] = [];
        let rest = '';
        let lastPrint = 0;
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          const parts = (rest + text).split('\n');
          rest = parts.pop() ?? '';
          for (const part of parts.filter(Boolean)) {
            const line = JSON.parse(part) as RestoreLine;
            received.push(line);
            const now = performance.now();
            if (line.type === 'progress' && (line.done || now - lastPrint > 15_000)) {
              lastPrint = now;
              console.log(
                `  ${seconds(now - started)}: ${line.table} ${line.rows.toLocaleString('en-US')} rows${line.done ? ' (done)' : ''}, ${mb(line.bytes)} read, rss ${mb(process.memoryUsage().rss)}`,
              );
            } else if (line.type !== 'progress') {
              console.log(`  ${JSON.stringify(line).slice(0, 300)}`);
            }
          }
        });
        response.on('end', () => resolve(received));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    pipeline(createReadStream(file), request).catch(reject);
  });
}

/** 2. A fresh target database at the backup's schema version, restored through the HTTP route. */
async function restore(schemaVersion: number, size: number): Promise<boolean> {
  await maintenance(`drop database if exists "${targetName}" with (force)`);
  await maintenance(`create database "${targetName}"`);
  const migrator = new pg.Pool({ connectionString: targetUrl, max: 1 });
  await migrate(drizzle({ client: migrator }), { migrationsFolder: migrationsUpTo(schemaVersion) });
  await migrator.end();
  const target = await createDatabase({
    databaseUrl: targetUrl,
    dataDir: workDir,
    maxConnections: 10,
  });
  try {
    const server = await startBenchServer(target, {
      dataDir: workDir,
      databaseUrl: targetUrl,
      name: 'restore_bench',
    });
    try {
      takePeak();
      const started = performance.now();
      const lines = await upload(
        `${server.baseUrl}/operations/restore?confirm=RESTORE`,
        server.token,
        size,
        started,
      );
      const ms = performance.now() - started;
      const last = lines.at(-1);
      const rows =
        last?.type === 'result'
          ? last.result.tables.reduce((sum, table) => sum + table.rows, 0)
          : 0;
      console.log(
        `restore: ${last?.type === 'result' ? 'committed' : `FAILED ${JSON.stringify(last)}`}, ${rows.toLocaleString('en-US')} rows, ${mb(size)} in ${seconds(ms)} (${mb(size / (ms / 1000))}/s, ${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s), ${lines.length} answer lines, peak RSS ${mb(takePeak())}`,
      );
      return last?.type === 'result';
    } finally {
      await server.close();
    }
  } finally {
    await target.close();
  }
}

/** 3. The same rows in both databases. */
async function compare(): Promise<boolean> {
  const started = performance.now();
  const [before, after] = await Promise.all([fingerprint(sourceUrl), fingerprint(targetUrl)]);
  const different = Object.keys(before).filter((name) => before[name] !== after[name]);
  for (const name of Object.keys(before)) console.log(`  ${name}: ${after[name]}`);
  console.log(
    different.length === 0
      ? `identical: every table has the same rows (checked in ${seconds(performance.now() - started)})`
      : `DIFFERENT: ${different.map((name) => `${name} ${before[name]} → ${after[name]}`).join('; ')}`,
  );
  return different.length === 0;
}

mkdirSync(workDir, { recursive: true });
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
try {
  const { schemaVersion, size } = await backup();
  const committed = await restore(schemaVersion, size);
  const identical = committed && (await compare());
  if (!identical) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  if (args.keep) {
    console.log(`kept ${targetName} and ${file}`);
  } else {
    await maintenance(`drop database if exists "${targetName}" with (force)`);
    rmSync(workDir, { recursive: true, force: true });
  }
}
