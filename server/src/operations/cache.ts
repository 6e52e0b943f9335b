import type { CacheHealth, CacheInfo } from '@console/contract';

/**
 * Hit-rate thresholds of a cache's health (docs/decisions.md): at least 80 % optimal, at least
 * 50 % warning, below that critical. Fewer than `MIN_LOOKUPS_FOR_HEALTH` lookups say nothing yet
 * and count as optimal; a cache full to its entry bound is at least a warning.
 */
export const CACHE_HEALTH_THRESHOLDS = { optimal: 0.8, warning: 0.5 } as const;
export const MIN_LOOKUPS_FOR_HEALTH = 20;

export function cacheHealth(
  hits: number,
  misses: number,
  entries: number,
  maxEntries: number,
): CacheHealth {
  const lookups = hits + misses;
  const rate = lookups === 0 ? 1 : hits / lookups;
  const byRate: CacheHealth =
    lookups < MIN_LOOKUPS_FOR_HEALTH || rate >= CACHE_HEALTH_THRESHOLDS.optimal
      ? 'optimal'
      : rate >= CACHE_HEALTH_THRESHOLDS.warning
        ? 'warning'
        : 'critical';
  return byRate === 'optimal' && entries >= maxEntries ? 'warning' : byRate;
}

interface Entry {
  readonly value: string;
  readonly expiresAt: number;
}

/** A small in-memory TTL cache of serialized answers, bounded by entry count (oldest out first). */
export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;

  constructor(
    readonly name: string,
    readonly description: string,
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  get(key: string, now: number): string | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      this.hits++;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  set(key: string, value: string, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry; the counters go on (a write made them stale, not the cache's use). */
  clear(): void {
    this.entries.clear();
  }

  /** Empties the cache and restarts its counters. */
  purge(): void {
    this.entries.clear();
    this.hits = 0;
    this.misses = 0;
  }

  info(now: number): CacheInfo {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    let bytes = 0;
    const keys: CacheInfo['keys'] = [];
    for (const [key, entry] of this.entries) {
      bytes += (key.length + entry.value.length) * 2;
      keys.push({ key, expiresAt: new Date(entry.expiresAt).toISOString() });
    }
    const lookups = this.hits + this.misses;
    return {
      name: this.name,
      description: this.description,
      ttlSeconds: this.ttlMs / 1000,
      maxEntries: this.maxEntries,
      entries: this.entries.size,
      approximateBytes: bytes,
      hits: this.hits,
      misses: this.misses,
      hitRate: lookups === 0 ? null : this.hits / lookups,
      health: cacheHealth(this.hits, this.misses, this.entries.size, this.maxEntries),
      keys,
    };
  }
}
