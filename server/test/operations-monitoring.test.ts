import type { CacheInfo, Monitoring } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheHealth, TtlCache } from '../src/operations/cache';
import { percentile, performanceLabel, RequestMetrics } from '../src/operations/monitoring';
import { createTestServer, type TestServer, testDatabases } from './harness';

describe('performance label and request window', () => {
  it('labels p95 latency by the documented thresholds', () => {
    expect(performanceLabel(null)).toBe('excellent');
    expect(performanceLabel(99.9)).toBe('excellent');
    expect(performanceLabel(100)).toBe('good');
    expect(performanceLabel(299)).toBe('good');
    expect(performanceLabel(300)).toBe('fair');
    expect(performanceLabel(999)).toBe('fair');
    expect(performanceLabel(1000)).toBe('poor');
  });

  it('computes rate, error rate and percentiles over the sliding window only', () => {
    const metrics = new RequestMetrics(100, 60_000);
    metrics.record(0, 5000, 500); // outside the window at now = 120 000
    for (let index = 1; index <= 20; index++) {
      metrics.record(100_000, index * 10, index === 20 ? 503 : 200);
    }
    const summary = metrics.summary(120_000);
    expect(summary.count).toBe(20);
    expect(summary.perMinute).toBe(20);
    expect(summary.errorRate).toBe(0.05);
    expect(summary.p95Ms).toBe(190);
    expect(percentile([], 0.95)).toBeNull();
  });

  it('overwrites the oldest requests when the ring buffer is full', () => {
    const metrics = new RequestMetrics(3, 60_000);
    for (const duration of [1000, 1, 2, 3]) metrics.record(0, duration, 200);
    expect(metrics.summary(0)).toMatchObject({ count: 3, p95Ms: 3 });
  });
});

describe('TTL cache', () => {
  it('counts hits and misses, expires entries, bounds its size and purges', () => {
    const cache = new TtlCache('c', 'test', 1000, 2);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('a', 'A', 0);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    cache.set('c', 'C', 0);
    expect(cache.info(0)).toMatchObject({ entries: 2, hits: 1, misses: 2 });
    expect(cache.get('a', 0)).toBeUndefined();
    cache.purge();
    expect(cache.info(0)).toMatchObject({ entries: 0, hits: 0, misses: 0, hitRate: null });
  });

  it('derives health from the hit rate thresholds', () => {
    expect(cacheHealth(0, 5, 0, 10)).toBe('optimal'); // too few lookups to judge
    expect(cacheHealth(80, 20, 1, 10)).toBe('optimal');
    expect(cacheHealth(79, 21, 1, 10)).toBe('warning');
    expect(cacheHealth(50, 50, 1, 10)).toBe('warning');
    expect(cacheHealth(49, 51, 1, 10)).toBe('critical');
    expect(cacheHealth(90, 10, 10, 10)).toBe('warning'); // full
  });
});

describe.each(testDatabases())('operations: monitoring and caches ($name)', (database) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    token = (await server.signIn({ isSuperUser: true })).token;
  });
  afterAll(() => server.close());

  it('reports uptime, version, database, pool, memory and request figures', async () => {
    await server.request('GET', '/operations/caches', { token });
    const response = await server.request<{ data: Monitoring }>('GET', '/operations/monitoring', {
      token,
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.database).toMatchObject({ kind: server.database.kind, reachable: true });
    expect(data.database.pingMs).toBeGreaterThanOrEqual(0);
    expect(data.database.pool.max).toBeGreaterThanOrEqual(1);
    expect(data.memory.rssBytes).toBeGreaterThan(0);
    expect(data.requests.count).toBeGreaterThanOrEqual(1);
    expect(data.performance).toBe(performanceLabel(data.requests.p95Ms));
  });

  it('serves the dashboard from the cache after the first call, and purges it', async () => {
    const caches = async () =>
      (await server.request<{ data: CacheInfo[] }>('GET', '/operations/caches', { token })).body
        .data;
    const first = await server.request('GET', '/dashboard/stats', { token });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await server.request('GET', '/dashboard/stats', { token });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect((await server.request('GET', '/dashboard/stats')).status).toBe(401);

    const dashboard = (await caches()).find((cache) => cache.name === 'dashboard.stats');
    expect(dashboard).toMatchObject({ entries: 1, hits: 1, misses: 1, hitRate: 0.5 });

    const purged = await server.request<{ data: CacheInfo }>(
      'POST',
      '/operations/caches/dashboard.stats/purge',
      { token },
    );
    expect(purged.status).toBe(200);
    expect(purged.body.data).toMatchObject({ entries: 0, hits: 0, misses: 0 });
    const third = await server.request('GET', '/dashboard/stats', { token });
    expect(third.headers['x-cache']).toBe('MISS');
    const unknown = await server.request('POST', '/operations/caches/nope/purge', { token });
    expect(unknown.status).toBe(404);
  });

  it('forgets cached answers when a write lands, not when one is refused', async () => {
    const stats = () =>
      server.request<{ data: { totals: { goals: number } } }>('GET', '/dashboard/stats', {
        token,
      });
    const before = await stats();
    expect((await stats()).headers['x-cache']).toBe('HIT');

    const refused = await server.request('POST', '/goals', { token, body: { title: '' } });
    expect(refused.status).toBe(400);
    expect((await stats()).headers['x-cache']).toBe('HIT');

    const created = await server.request('POST', '/goals', {
      token,
      body: { title: 'Counted at once', category: 'health' },
    });
    expect(created.status).toBe(201);
    const after = await stats();
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body.data.totals.goals).toBe(before.body.data.totals.goals + 1);
    const dashboard = (
      await server.request<{ data: CacheInfo[] }>('GET', '/operations/caches', { token })
    ).body.data.find((cache) => cache.name === 'dashboard.stats');
    // The write emptied the entries; the hit and miss counts of the cache's use go on.
    expect(dashboard?.hits).toBeGreaterThanOrEqual(2);
  });

  it('caches only the cached routes; a HEAD fills the entry its GET then hits', async () => {
    const other = await server.request('GET', '/operations/caches', { token });
    expect(other.status).toBe(200);
    expect(other.headers['x-cache']).toBeUndefined();

    const path = '/analytics?from=2026-01-01&to=2026-01-03';
    const head = await server.request('HEAD', path, { token });
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBeUndefined();
    const get = await server.request('GET', path, { token });
    expect(get.status).toBe(200);
    expect(get.headers['x-cache']).toBe('HIT');
  });
});
