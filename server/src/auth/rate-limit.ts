import type { LoginRateLimitConfig } from '../config';

export interface RateLimitWindow {
  readonly count: number;
  /** Milliseconds since the epoch when the window ends and the count drops to zero. */
  readonly resetAt: number;
}

/**
 * Fixed-window counters by key. The in-memory store serves one process; several processes behind
 * a load balancer would share a Redis-backed implementation of this interface (INCR + PEXPIRE).
 */
export interface RateLimitStore {
  /** Adds one to the key's count, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<RateLimitWindow>;
  get(key: string): Promise<RateLimitWindow | undefined>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitWindow>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    const next =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    return next;
  }

  async get(key: string): Promise<RateLimitWindow | undefined> {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= this.now()) return undefined;
    return current;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows at most once a minute so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

/** Counts failed sign-ins per client IP and per username; either limit locks until its window ends. */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginRateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(ip: string, username: string) {
    return { ip: `login:ip:${ip}`, user: `login:user:${username.trim().toLowerCase()}` };
  }

  /** Seconds until sign-in is allowed again, or null when neither limit is reached. */
  async retryAfterSeconds(ip: string, username: string): Promise<number | null> {
    const keys = this.keys(ip, username);
    const [byIp, byUser] = await Promise.all([this.store.get(keys.ip), this.store.get(keys.user)]);
    const blockedUntil = Math.max(
      byIp && byIp.count >= this.limits.maxFailuresPerIp ? byIp.resetAt : 0,
      byUser && byUser.count >= this.limits.maxFailuresPerUsername ? byUser.resetAt : 0,
    );
    return blockedUntil > 0 ? Math.ceil((blockedUntil - this.now()) / 1000) : null;
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    const keys = this.keys(ip, username);
    await Promise.all([
      this.store.increment(keys.ip, this.limits.windowMs),
      this.store.increment(keys.user, this.limits.windowMs),
    ]);
  }

  /** A successful sign-in clears the username's count (not the IP's). */
  async recordSuccess(username: string): Promise<void> {
    await this.store.reset(this.keys('', username).user);
  }
}
