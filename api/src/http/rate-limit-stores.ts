import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Clock } from '../deps.js';

/**
 * Fixed-window counters in memory, timed by the API's clock (so tests can move time) instead of
 * express-rate-limit's MemoryStore timers. Expired windows are swept at most once per window.
 */
export class ClockMemoryStore implements Store {
  readonly localKeys = true;
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();
  private lastSweep: number;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
    readonly prefix: string,
  ) {
    this.lastSweep = clock.now().getTime();
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.clock.now().getTime()) return undefined;
    return { totalHits: window.hits, resetTime: new Date(window.resetAt) };
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.clock.now().getTime();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { totalHits: window.hits, resetTime: new Date(window.resetAt) };
  }

  decrement(key: string): void {
    const window = this.windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
  }

  resetKey(key: string): void {
    this.windows.delete(key);
  }

  resetAll(): void {
    this.windows.clear();
  }
}

// One round trip, atomic: the first hit of a window starts its expiry, later hits keep it.
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/** Statuses of an ioredis connection that has lost its server. */
const AWAY = new Set(['reconnecting', 'close', 'end']);

/**
 * Fixed-window counters in Redis, shared by every process of the product. Redis's own clock
 * times the windows (key expiry); the API's clock only turns the remaining time into a date.
 * While Redis is away (its connection not ready, or a command failing) the counters are kept in this process's
 * memory instead, so limits still hold per process and no request waits or fails for Redis; each such request is
 * counted by `servedInMemory` (the host's link reports the count once Redis is back) rather than logged.
 */
export class RedisStore implements Store {
  readonly localKeys = false;
  private readonly memory: ClockMemoryStore;

  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly windowMs: number,
    readonly prefix: string,
    private readonly servedInMemory: () => void = () => undefined,
  ) {
    this.memory = new ClockMemoryStore(clock, windowMs, prefix);
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.orInMemory(
      async () => {
        const [hits, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
        if (hits === null || ttl < 0) return undefined;
        return { totalHits: Number(hits), resetTime: new Date(this.clock.now().getTime() + ttl) };
      },
      () => this.memory.get(key),
    );
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.orInMemory(
      async () => {
        const [hits, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(this.windowMs))) as [number, number];
        return { totalHits: hits, resetTime: new Date(this.clock.now().getTime() + ttl) };
      },
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.orInMemory(
      async () => void (await this.redis.decr(this.prefix + key)),
      () => this.memory.decrement(key),
    );
  }

  /** Both counters: one kept in memory during an outage must not outlive a reset either. */
  async resetKey(key: string): Promise<void> {
    this.memory.resetKey(key);
    await this.orInMemory(
      async () => void (await this.redis.del(this.prefix + key)),
      () => undefined,
    );
  }

  private async orInMemory<T>(shared: () => Promise<T>, local: () => T): Promise<T> {
    // Known away (retrying): not even tried. Otherwise a command sent while the connection is not ready fails at once.
    if (!AWAY.has(this.redis.status)) {
      try {
        return await shared();
      } catch {
        // Redis went away during the command (a reply error cannot come from these commands): counted here instead.
      }
    }
    this.servedInMemory();
    return local();
  }
}
