/**
 * API latency bench (not part of the test line): `pnpm --filter @console/server bench:api`.
 *
 * Seeds (or reuses) a large data set in a dedicated database, starts the real HTTP server on a
 * random port, and times list / sort / filter / search / log-page requests end to end, next to
 * the same SQL sent raw through `pg` (or PGlite). Prints p50 / p95 per endpoint and the API/raw
 * ratio of the medians.
 *
 *   --engine postgres|pglite   default postgres (BENCH_DATABASE_URL, default …/bench)
 *   --telegram-users N --logs N  default 1,000,000 / 10,000,000 (pglite: 100,000 / 1,000,000)
 *   --iterations N             timed requests per endpoint (default 100)
 *   --warmup N                 untimed requests per endpoint first (default 50)
 *
 * A line interleaves three sides, one of each per iteration in a rotating order, so all meet the
 * same moments of a shared machine: the API request, its statements raw, and "bare": the same
 * statements sent by a node:http server that answers a fixed body (what any HTTP server here
 * needs for them; the API's p50 cannot go below it).
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PREFIX, TOTAL_EXACT_LIMIT, type telegramUserListQuerySchema } from '@console/contract';
import { and, desc, eq, fillPlaceholders, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { z } from 'zod';
import { findRepoRoot, loadConfig } from '../src/config';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db';
import { goals, telegramUserLogs, telegramUsers } from '../src/db/schema';
import { SESSION_LOOKUP_STATEMENT, sessionLookupQuery } from '../src/http/authenticate';
import {
  logColumns,
  SEARCH_WALK_FROM,
  telegramUserOrder,
  telegramUserWhere,
} from '../src/resources/telegram-users/service';
import { clearDemoData, hasDemoData, seedDemo } from '../src/seed/demo';
import { startBenchServer } from './bench-server';

type TelegramUserListQuery = z.output<typeof telegramUserListQuerySchema>;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    'telegram-users': { type: 'string' },
    logs: { type: 'string' },
    iterations: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '50' },
  },
});
const engine = args.engine === 'pglite' ? 'pglite' : 'postgres';
const wantedUsers = Number(args['telegram-users'] ?? (engine === 'pglite' ? 100_000 : 1_000_000));
const wantedLogs = Number(args.logs ?? (engine === 'pglite' ? 1_000_000 : 10_000_000));
const iterations = Number(args.iterations);
/** Untimed requests per line first, so a line measures a warm JIT and warm connections. */
const warmup = Number(args.warmup);

const root = findRepoRoot();
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const pgliteDir = path.join(root, '.data', 'bench-pglite');

async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Reuses the data set when it has the wanted number of users, else re-seeds it. */
async function ensureData(handle: DatabaseHandle): Promise<void> {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::integer` }).from(telegramUsers);
  if (row?.n === wantedUsers) {
    console.log(`reusing ${wantedUsers.toLocaleString('en-US')} telegram users`);
    return;
  }
  if (await hasDemoData(handle.db)) await clearDemoData(handle.db);
  const started = Date.now();
  await seedDemo(
    handle.db,
    { telegramUsers: wantedUsers, logs: wantedLogs },
    {
      chunkRows: engine === 'postgres' ? 250_000 : 50_000,
      onProgress: (message) =>
        console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`),
    },
  );
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `name`: a prepared statement, as the server prepares it (pg prepares it once per connection). */
type RawQuery = { text: string; values: unknown[]; name?: string };
type RawRunner = (query: RawQuery) => Promise<unknown>;

interface Case {
  readonly name: string;
  /** Path and query below the API prefix; may vary per iteration. */
  readonly path: (iteration: number) => string;
  /** Runs the statements the handler runs, in the same order and parallelism. */
  readonly raw: (iteration: number, run: RawRunner) => Promise<void>;
}

/**
 * Time spent building raw statements with Drizzle: "raw" is the SQL on the wire, so a raw sample
 * leaves it out (building the SQL is the API's own cost, counted on its side).
 */
let statementBuildNs = 0n;

const toRaw = (build: () => { toSQL(): { sql: string; params: unknown[] } }): RawQuery => {
  const started = process.hrtime.bigint();
  const built = build().toSQL();
  statementBuildNs += process.hrtime.bigint() - started;
  return { text: built.sql, values: built.params };
};

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summary(samples: number[]) {
  samples.sort((a, b) => a - b);
  return {
    min: samples[0] ?? Number.NaN,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
  };
}

/** Wall time of `once`, less the time it spent building raw statements. */
async function elapsedMs(once: () => Promise<void>): Promise<number> {
  const building = statementBuildNs;
  const started = process.hrtime.bigint();
  await once();
  const elapsed = process.hrtime.bigint() - started - (statementBuildNs - building);
  return Number(elapsed) / 1e6;
}

async function time(runs: number, once: (iteration: number) => Promise<void>) {
  for (let i = 0; i < warmup; i++) await once(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await elapsedMs(() => once(i + warmup)));
  return summary(samples);
}

/**
 * The sides of a line, interleaved: each iteration times every side once, in an order that
 * rotates (a, b, c; b, c, a; …), so no side always follows another.
 */
async function timeInterleaved(
  runs: number,
  sides: readonly ((iteration: number) => Promise<void>)[],
) {
  for (let i = 0; i < warmup; i++) {
    for (const side of sides) await side(i);
  }
  const samples = sides.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    const iteration = i + warmup;
    for (let k = 0; k < sides.length; k++) {
      const index = (i + k) % sides.length;
      const side = sides[index] as (iteration: number) => Promise<void>;
      samples[index]?.push(await elapsedMs(() => side(iteration)));
    }
  }
  return samples.map(summary);
}

/**
 * The user-list handler's statements, run the way it runs them: the page (after the planner
 * estimate for a search), then the goal titles beside the total (estimate, then the capped count
 * when the estimate is small; nothing for a short page).
 */
async function rawList(db: Database, run: RawRunner, query: TelegramUserListQuery): Promise<void> {
  let where: ReturnType<typeof telegramUserWhere>;
  const probe = toRaw(() => {
    where = telegramUserWhere(query);
    return db.select({ one: sql`1` }).from(telegramUsers).where(where);
  });
  const explain = async () => {
    const plan = (await run({
      text: `explain (format json) ${probe.text}`,
      values: probe.values,
    })) as {
      rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
    };
    return plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  };
  const searchEstimate = query.q ? await explain() : undefined;
  const page = toRaw(() =>
    db
      .select()
      .from(telegramUsers)
      .where(where)
      .orderBy(
        ...telegramUserOrder(
          query,
          searchEstimate !== undefined && searchEstimate < SEARCH_WALK_FROM,
        ),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  );
  const rows = (await run(page)) as { rows: { current_goal_id: number | null }[] };
  // As boundedTotal: a short page is its own total; otherwise the estimate, then the capped count
  // when it is small, while the goal titles are read beside it (goalTitlesFor).
  const total = async () => {
    if (rows.rows.length > 0 && rows.rows.length < query.pageSize) return;
    const estimate = searchEstimate ?? (await explain());
    if (estimate > TOTAL_EXACT_LIMIT) return;
    const count = toRaw(() => {
      const capped = db
        .select({ one: sql`1` })
        .from(telegramUsers)
        .where(where)
        .limit(TOTAL_EXACT_LIMIT * 10 + 1)
        .as('capped');
      return db.select({ n: sql<number>`count(*)::integer` }).from(capped);
    });
    await run(count);
  };
  const goalIds = [
    ...new Set(
      rows.rows.flatMap((row) => (row.current_goal_id === null ? [] : [row.current_goal_id])),
    ),
  ];
  await Promise.all([
    total(),
    goalIds.length > 0
      ? run(
          toRaw(() =>
            db
              .select({ id: goals.id, title: goals.title })
              .from(goals)
              .where(inArray(goals.id, goalIds)),
          ),
        )
      : undefined,
  ]);
}

async function main(): Promise<void> {
  const dataDir = engine === 'pglite' ? pgliteDir : path.join(root, '.data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  if (engine === 'postgres') await ensurePostgresDatabase(benchUrl);
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    databaseUrl: engine === 'postgres' ? benchUrl : undefined,
    port: 0,
    host: '127.0.0.1',
    apiPrefix: API_PREFIX,
    seedDemoData: false,
  };
  const database = await createDatabase({ ...config, maxConnections: 10 });
  await database.migrate();
  await ensureData(database);

  const server = await startBenchServer(database, {
    dataDir,
    databaseUrl: config.databaseUrl,
    name: 'bench',
  });
  const { baseUrl } = server;
  const headers = { authorization: `Bearer ${server.token}` };
  // A keep-alive `node:http` client, as load generators use: `fetch` adds ~0.25 ms of its own
  // per request on this machine, which would be counted against the API.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (pathAndQuery: string, base = baseUrl) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${base}${pathAndQuery}`, { agent, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    });
  const getOk = async (name: string, pathAndQuery: string) => {
    const answer = await get(pathAndQuery);
    if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${answer.body}`);
    return answer.body;
  };

  let rawRunner: RawRunner;
  let closeRaw: () => Promise<void>;
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
    rawRunner = (query) =>
      pool.query(
        query.name
          ? { name: query.name, text: query.text, values: query.values }
          : { text: query.text, values: query.values },
      );
    closeRaw = () => pool.end();
  } else {
    // PGlite is in-process and single-connection: "raw" is the same SQL through its own client.
    rawRunner = (query) => database.db.execute(sql.raw(inlineParams(query)));
    closeRaw = async () => {};
  }

  const db = database.db;
  // Every API request first checks its token's session (a prepared statement): so does raw.
  const [, claims] = server.token.split('.');
  const { sub, sid } = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  const lookup = sessionLookupQuery(db).toSQL();
  const sessionLookup = (): RawQuery => ({
    name: SESSION_LOOKUP_STATEMENT,
    text: lookup.sql,
    values: fillPlaceholders(lookup.params, {
      adminUserId: Number(sub),
      sessionId: sid,
      now: new Date(),
    }),
  });
  const userIds = Array.from({ length: 200 }, (_, index) => 1 + ((index * 7919) % wantedUsers));
  const userAt = (iteration: number) => userIds[iteration % userIds.length] as number;
  const firstLogPage = async (userId: number) =>
    JSON.parse(await getOk('first log page', `/telegram-users/${userId}/logs?limit=5`)) as {
      data: { nextCursor: string | null; items: { id: string; createdAt: string }[] };
    };
  const cursors = new Map<number, { cursor: string; at: string; id: string }>();
  for (const userId of userIds) {
    const page = await firstLogPage(userId);
    const last = page.data.items.at(-1);
    if (page.data.nextCursor && last) {
      const [at] = JSON.parse(Buffer.from(page.data.nextCursor, 'base64url').toString()) as [
        string,
      ];
      cursors.set(userId, { cursor: page.data.nextCursor, at, id: last.id });
    }
  }
  const withCursor = [...cursors.keys()];
  // The seed gives users 1–10 a long history: walk user 1's log up to page 100 (pages of 50).
  let deep: { cursor: string; at: string; id: string; page: number } | undefined;
  for (let pageNumber = 1, cursor = ''; pageNumber < 100; pageNumber++) {
    const page = JSON.parse(
      await getOk('deep log page', `/telegram-users/1/logs?limit=50${cursor}`),
    ) as { data: { nextCursor: string | null; items: { id: string }[] } };
    const last = page.data.items.at(-1);
    if (!page.data.nextCursor || !last) break;
    const [at] = JSON.parse(Buffer.from(page.data.nextCursor, 'base64url').toString()) as [string];
    deep = { cursor: page.data.nextCursor, at, id: last.id, page: pageNumber + 1 };
    cursor = `&cursor=${page.data.nextCursor}`;
  }
  const cursorUserAt = (iteration: number) => withCursor[iteration % withCursor.length] as number;

  const listCase = (name: string, query: Record<string, string>): Case => {
    const parsed = {
      page: Number(query.page ?? 1),
      pageSize: Number(query.pageSize ?? 20),
      sort: query.sort as never,
      q: query.q,
      status: query.status as never,
      isPremium: query.isPremium === undefined ? undefined : query.isPremium === 'true',
      languageCode: query.languageCode,
      level: query.level === undefined ? undefined : Number(query.level),
    };
    return {
      name,
      path: () => `/telegram-users?${new URLSearchParams(query)}`,
      raw: (_, run) => rawList(db, run, parsed as TelegramUserListQuery),
    };
  };

  const logStatement = (userId: number, extra?: () => ReturnType<typeof sql>) =>
    toRaw(() =>
      db
        .select(logColumns)
        .from(telegramUserLogs)
        .where(and(eq(telegramUserLogs.telegramUserId, userId), extra?.()))
        .orderBy(desc(telegramUserLogs.createdAt), desc(telegramUserLogs.id))
        .limit(51),
    );
  const userExists = (userId: number) =>
    toRaw(() =>
      db.select({ id: telegramUsers.id }).from(telegramUsers).where(eq(telegramUsers.id, userId)),
    );

  const cases: Case[] = [
    listCase('list, newest first', {}),
    listCase('sort xp desc', { sort: 'xp:desc' }),
    listCase('sort username asc, page 50', { sort: 'username:asc', page: '50' }),
    listCase('sort name asc, page 50', { sort: 'name:asc', page: '50' }),
    listCase('filter blocked, by last activity', { status: 'blocked', sort: 'lastActiveAt:desc' }),
    listCase('filter premium + language', { isPremium: 'true', languageCode: 'ru' }),
    listCase('filter level 7, sort streak', { level: '7', sort: 'streak:desc' }),
    listCase('search name prefix "ann"', { q: 'ann' }),
    listCase('search CJK name family name first "赵娟"', { q: '赵娟' }),
    listCase('search CJK name "赵 娟"', { q: '赵 娟' }),
    listCase('search "@sakura_12"', { q: '@sakura_12' }),
    listCase('search telegram id prefix', { q: '1000819' }),
    {
      name: 'logs, first page',
      path: (i) => `/telegram-users/${userAt(i)}/logs?limit=50`,
      raw: async (i, run) => {
        await run(logStatement(userAt(i)));
      },
    },
    {
      name: 'logs, next page (cursor)',
      path: (i) =>
        `/telegram-users/${cursorUserAt(i)}/logs?limit=50&cursor=${cursors.get(cursorUserAt(i))?.cursor}`,
      raw: async (i, run) => {
        const at = cursors.get(cursorUserAt(i));
        await run(
          logStatement(
            cursorUserAt(i),
            () =>
              sql`(${telegramUserLogs.createdAt}, ${telegramUserLogs.id}) < (${at?.at}::timestamptz, ${at?.id}::bigint)`,
          ),
        );
      },
    },
    ...(deep
      ? [
          {
            name: `logs, busiest user, page ${deep.page}`,
            path: () => `/telegram-users/1/logs?limit=50&cursor=${deep.cursor}`,
            raw: async (_: number, run: RawRunner) => {
              await run(
                logStatement(
                  1,
                  () =>
                    sql`(${telegramUserLogs.createdAt}, ${telegramUserLogs.id}) < (${deep.at}::timestamptz, ${deep.id}::bigint)`,
                ),
              );
            },
          },
        ]
      : []),
    {
      name: 'logs, type filter',
      path: (i) => `/telegram-users/${userAt(i)}/logs?limit=50&type=message`,
      raw: async (i, run) => {
        const page = (await run(
          logStatement(userAt(i), () => eq(telegramUserLogs.type, 'message')),
        )) as {
          rows: unknown[];
        };
        if (page.rows.length === 0) await run(userExists(userAt(i)));
      },
    },
  ];

  console.log(
    `load average before the run: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${cpus().length} cores)`,
  );
  console.log(
    `\n${engine} — ${wantedUsers.toLocaleString('en-US')} telegram users, ${wantedLogs.toLocaleString('en-US')} logs, ${iterations} timed requests each (after ${warmup} warm-up; API, raw and bare interleaved)\n`,
  );
  // The bare line: a node:http server in this process whose handler sends a line's raw
  // statements (session lookup included) and answers a fixed body. What any HTTP server on this
  // machine needs for those statements: the API's p50 cannot go below it.
  let bareCase: Case | undefined;
  const bareServer = http.createServer((request, response) => {
    const iteration = Number(request.url?.slice(1));
    const answer = async () => {
      await rawRunner(sessionLookup());
      await bareCase?.raw(iteration, rawRunner);
    };
    answer().then(
      () => answerFixedBody(response),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  const bareBase = await listenLocally(bareServer);

  console.log(
    `${'endpoint'.padEnd(36)} ${'API min'.padStart(8)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'raw min'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)} ${'ratio'.padStart(6)} ${'bare p50'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const bench of cases) {
    bareCase = bench;
    const [api, raw, bare] = await timeInterleaved(iterations, [
      async (i) => {
        await getOk(bench.name, bench.path(i));
      },
      async (i) => {
        await rawRunner(sessionLookup());
        await bench.raw(i, rawRunner);
      },
      async (i) => {
        const answer = await get(`/${i}`, bareBase);
        if (answer.status !== 200) throw new Error(`${bench.name} (bare): ${answer.body}`);
      },
    ]);
    if (!api || !raw || !bare) throw new Error('three sides expected');
    console.log(
      `${bench.name.padEnd(36)} ${fmt(api.min)} ${fmt(api.p50)} ${fmt(api.p95)} ${fmt(raw.min)} ${fmt(raw.p50)} ${fmt(raw.p95)} ${(api.p50 / raw.p50).toFixed(2).padStart(6)} ${fmt(bare.p50)} ${(bare.p50 / raw.p50).toFixed(2).padStart(6)}`,
    );
  }
  bareServer.close();
  // What any HTTP answer costs here: the same client against a node:http server that answers at
  // once (no framework, no database).
  const floorServer = http.createServer((_, response) => answerFixedBody(response));
  const floorBase = await listenLocally(floorServer);
  const floor = await time(iterations, async () => {
    await get('/', floorBase);
  });
  floorServer.close();
  console.log(
    `${'HTTP floor (bare node:http answer)'.padEnd(36)} ${fmt(floor.min)} ${fmt(floor.p50)} ${fmt(floor.p95)}   (no database)`,
  );
  // The operations layer caches these two answers for a minute (x-cache: HIT | MISS); a
  // distinct URL per request measures the handler itself.
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const heavy: [string, (i: number) => string][] = [
    ['dashboard/stats, uncached', (i) => `/dashboard/stats?bench=${Date.now()}-${i}`],
    ['dashboard/stats, cached', () => '/dashboard/stats'],
    [
      'analytics 30 days, uncached',
      (i) => `/analytics?from=${day(29 + (i % 300))}&to=${day(i % 300)}`,
    ],
    ['analytics 30 days, cached', () => '/analytics'],
  ];
  for (const [name, url] of heavy) {
    const api = await time(Math.min(iterations, 20), async (i) => {
      await getOk(name, url(i));
    });
    console.log(`${name.padEnd(36)} ${fmt(api.min)} ${fmt(api.p50)} ${fmt(api.p95)}   (API only)`);
  }

  agent.destroy();
  await closeRaw();
  await server.close();
  await database.close();
}

/** What the bare and floor servers answer: an API success with no data. */
function answerFixedBody(response: http.ServerResponse): void {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end('{"success":true,"message":"OK","data":null}');
}

/** Starts `server` on a free local port; answers its base URL. */
async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const fmt = (ms: number) => `${ms.toFixed(2)}ms`.padStart(8);

/** PGlite's `execute(sql.raw)` takes no parameters: inline them as literals (numbers, strings, number arrays). */
function inlineParams(query: RawQuery): string {
  return query.text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.values[Number(index) - 1];
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (Array.isArray(value)) return `'{${value.join(',')}}'`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
