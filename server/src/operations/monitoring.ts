import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Monitoring, PerformanceLabel } from '@console/contract';
import pg from 'pg';
import type { DatabaseHandle } from '../db';

/** Requests older than this leave the rates and percentiles. */
export const METRICS_WINDOW_MS = 5 * 60 * 1000;
/** At most this many recent requests are kept (a ring buffer; the oldest are overwritten). */
export const METRICS_CAPACITY = 10_000;

/**
 * p95 latency thresholds of the performance label (docs/decisions.md): below 100 ms excellent,
 * below 300 ms good, below 1,000 ms fair, otherwise poor. No requests yet counts as excellent.
 */
export const PERFORMANCE_THRESHOLDS_MS = { excellent: 100, good: 300, fair: 1000 } as const;

export function performanceLabel(p95Ms: number | null): PerformanceLabel {
  if (p95Ms === null || p95Ms < PERFORMANCE_THRESHOLDS_MS.excellent) return 'excellent';
  if (p95Ms < PERFORMANCE_THRESHOLDS_MS.good) return 'good';
  if (p95Ms < PERFORMANCE_THRESHOLDS_MS.fair) return 'fair';
  return 'poor';
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? null;
}

export interface RequestWindow {
  readonly count: number;
  readonly perMinute: number;
  readonly errorRate: number;
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
}

/** Durations and outcomes of recent requests in a fixed-size ring buffer (no allocation per request). */
export class RequestMetrics {
  private readonly at: Float64Array;
  private readonly durationMs: Float64Array;
  private readonly failed: Uint8Array;
  private next = 0;
  private size = 0;

  constructor(
    private readonly capacity = METRICS_CAPACITY,
    readonly windowMs = METRICS_WINDOW_MS,
  ) {
    this.at = new Float64Array(capacity);
    this.durationMs = new Float64Array(capacity);
    this.failed = new Uint8Array(capacity);
  }

  /** A 5xx answer counts as an error; 4xx answers are the client's mistakes. */
  record(at: number, durationMs: number, statusCode: number): void {
    this.at[this.next] = at;
    this.durationMs[this.next] = durationMs;
    this.failed[this.next] = statusCode >= 500 ? 1 : 0;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  summary(now: number): RequestWindow {
    const durations: number[] = [];
    let errors = 0;
    for (let index = 0; index < this.size; index++) {
      if (now - (this.at[index] ?? 0) > this.windowMs) continue;
      durations.push(this.durationMs[index] ?? 0);
      errors += this.failed[index] ?? 0;
    }
    durations.sort((a, b) => a - b);
    const count = durations.length;
    return {
      count,
      perMinute: count / (this.windowMs / 60_000),
      errorRate: count === 0 ? 0 : errors / count,
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
    };
  }
}

/** The server's package.json version, found by walking up from this module (source or bundle). */
function readServerVersion(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'package.json');
    if (existsSync(candidate)) {
      const json = JSON.parse(readFileSync(candidate, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === '@console/server' && json.version) return json.version;
    }
    const parent = path.dirname(directory);
    if (parent === directory) return 'unknown';
    directory = parent;
  }
}

const serverVersion = readServerVersion();
const round = (value: number) => Math.round(value * 100) / 100;

export async function collectMonitoring(
  database: DatabaseHandle,
  metrics: RequestMetrics,
  now: number,
): Promise<Monitoring> {
  const started = performance.now();
  let reachable = true;
  try {
    await database.ping();
  } catch {
    reachable = false;
  }
  const pingMs = reachable ? round(performance.now() - started) : null;
  const client = (database.db as unknown as { $client?: unknown }).$client;
  const pool =
    client instanceof pg.Pool
      ? {
          total: client.totalCount,
          idle: client.idleCount,
          waiting: client.waitingCount,
          max: client.options.max ?? 10,
        }
      : { total: 1, idle: 1, waiting: 0, max: 1 };
  const memory = process.memoryUsage();
  const requests = metrics.summary(now);
  return {
    uptimeSeconds: Math.round(process.uptime()),
    version: serverVersion,
    nodeVersion: process.version,
    database: { kind: database.kind, pingMs, reachable, pool },
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
    },
    requests: {
      windowSeconds: metrics.windowMs / 1000,
      count: requests.count,
      perMinute: round(requests.perMinute),
      errorRate: round(requests.errorRate * 10_000) / 10_000,
      p50Ms: requests.p50Ms === null ? null : round(requests.p50Ms),
      p95Ms: requests.p95Ms === null ? null : round(requests.p95Ms),
    },
    performance: performanceLabel(requests.p95Ms),
  };
}
