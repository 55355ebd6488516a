import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How every Redis connection of the product reconnects: at most 200 ms apart (ioredis's default grows to 2 s), so a
 * Redis that answers again is noticed, and the rooms listed again, well within a second. A refused connection costs
 * next to nothing to try.
 */
export const RECONNECT_OPTIONS: RedisOptions = { retryStrategy: (times: number) => Math.min(times * 50, 200), connectTimeout: 5_000 };

/** The error of a command refused at once because its component's Redis is known to be unreachable. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
  /** Colyseus's matchmaking route answers a failure with its `status` (400 without one): a 503, not the client's fault. */
  readonly status = 503;
  constructor(component: string) {
    super(`Redis is unreachable (${component})`);
  }
}

/**
 * A failure of a Redis command because Redis is unreachable (refused at once, ioredis gave up retrying, or the
 * connection is closed), also when Colyseus passed it on as its own error with the same message.
 */
export function isRedisUnavailable(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /Redis is unreachable|Reached the max retries per request limit|Connection is closed|Stream isn't writeable|ECONNREFUSED/.test(message);
}

/**
 * The Redis connections of one component of the product (the room registry, rate limits, the push channel, the
 * data-change channel), seen as one link: up while every connection answers, down from the first that does not.
 * It writes one log line per change of state — "unreachable", then "reachable again" with how long it was away and
 * how many operations were refused or served without Redis meanwhile — never one per retry or per request. It is
 * also the `error` listener every ioredis client needs (without one, ioredis prints each error itself).
 */
export interface RedisLinkWording {
  /** What the component does while Redis is away, e.g. "room requests are answered 503". */
  whileDown: string;
  /** What `refused()` counts, e.g. "room requests answered 503". */
  refused?: string;
  /** What `degraded()` counts, e.g. "requests counted in memory". */
  degraded?: string;
}

export class RedisLink {
  private readonly clients: Redis[] = [];
  private readonly listeners: ((up: boolean) => void)[] = [];
  private state: 'connecting' | 'up' | 'down' = 'connecting';
  private downSince = 0;
  private refusedCount = 0;
  private degradedCount = 0;
  private lastError: { message?: string; code?: string } = {};
  private closed = false;

  /**
   * @param component the `component` key of its log lines (added here, so the logger passed must not carry one)
   */
  constructor(
    readonly component: string,
    private readonly logger: Logger | undefined,
    private readonly wording: RedisLinkWording,
  ) {}

  /** Watches one more connection of the component (its own error listeners are replaced by this one). */
  watch(client: Redis): this {
    this.clients.push(client);
    client.removeAllListeners('error');
    client.on('error', (err: Error & { code?: string }) => {
      this.lastError = { message: err.message, code: err.code };
      this.update(true);
    });
    client.on('ready', () => this.update(false));
    for (const event of ['close', 'reconnecting', 'end']) {
      client.on(event, () => {
        // Closed on purpose (quit or disconnect at shutdown): not an outage, nothing to log from now on.
        if ((client as unknown as { manuallyClosing?: boolean }).manuallyClosing || client.status === 'end') this.closed = true;
        this.update(true);
      });
    }
    return this;
  }

  /** Whether every connection of the component answers now. */
  isUp(): boolean {
    return this.state === 'up';
  }

  /** One operation refused (e.g. a 503) because Redis is away; reported in the next "reachable again" line. */
  refused(): void {
    this.refusedCount += 1;
  }

  /** One operation served without Redis (e.g. counted in this process's memory); reported likewise. */
  degraded(): void {
    this.degradedCount += 1;
  }

  /** Called with false once the link is down, with true once every connection answers again. */
  onChange(listener: (up: boolean) => void): void {
    this.listeners.push(listener);
  }

  /** Resolves once every connection answers (at once when they do). */
  whenUp(): Promise<void> {
    if (this.state === 'up') return Promise.resolve();
    return new Promise((resolve) => {
      const listener = (up: boolean): void => {
        if (!up) return;
        this.listeners.splice(this.listeners.indexOf(listener), 1);
        resolve();
      };
      this.listeners.push(listener);
    });
  }

  /** `failure`: an error, a closed connection or a retry (while connecting at start, only these make it down). */
  private update(failure: boolean): void {
    if (this.closed) return;
    const allReady = this.clients.every((client) => client.status === 'ready');
    if (allReady && this.state !== 'up') {
      const downMs = this.state === 'down' ? Date.now() - this.downSince : undefined;
      const counts = { refused: this.refusedCount, degraded: this.degradedCount };
      this.state = 'up';
      this.refusedCount = 0;
      this.degradedCount = 0;
      if (downMs === undefined) this.logger?.info({ component: this.component, state: 'up' }, `Redis (${this.component}) connected`);
      else
        this.logger?.info(
          { component: this.component, state: 'up', downMs, ...counts },
          `Redis (${this.component}) reachable again after ${(downMs / 1000).toFixed(1)} s${this.countsText(counts)}`,
        );
      this.tell(true);
    } else if (!allReady && failure && this.state !== 'down') {
      this.state = 'down';
      this.downSince = Date.now();
      const { message: error, code } = this.lastError;
      this.logger?.warn({ component: this.component, state: 'down', error, code }, `Redis (${this.component}) unreachable: ${this.wording.whileDown}`);
      this.tell(false);
    }
  }

  private countsText(counts: { refused: number; degraded: number }): string {
    const parts: string[] = [];
    if (this.wording.refused) parts.push(`${counts.refused} ${this.wording.refused}`);
    if (this.wording.degraded) parts.push(`${counts.degraded} ${this.wording.degraded}`);
    return parts.length === 0 ? '' : `; meanwhile ${parts.join(', ')}`;
  }

  private tell(up: boolean): void {
    for (const listener of [...this.listeners]) listener(up);
  }
}
