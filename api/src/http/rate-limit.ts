import type { ErrorAnswer, ErrorCode } from '@matchdrop/shared';
import type { Request } from 'express';
import { ipKeyGenerator, rateLimit as expressRateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { Redis, type RedisOptions } from 'ioredis';
import type { ApiDeps } from '../deps.js';
import { ClockMemoryStore, RedisStore } from './rate-limit-stores.js';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait before trying again.';

export interface RateLimitOptions {
  /** Names the counter (its storage prefix): one name per limiter. */
  name: string;
  windowMs: number;
  /** Requests allowed per key and window; the next one gets 429. */
  limit: number;
  /**
   * What is counted: an account, an e-mail, a code request, or `clientIp(req)`. Undefined skips the
   * request (e.g. a missing body field: validation will answer it).
   */
  key: (req: Request) => string | undefined;
  /** The `error` text of the 429 answer. */
  message?: string;
  /** The `code` of the 429 answer: 'rate_limited' unless the limit is more specific. */
  code?: ErrorCode;
}

/**
 * The client's address as rate limits count it: IPv6 clients by their /56 network, because one
 * client usually controls that many addresses. Behind a reverse proxy, TRUST_PROXY must be set or
 * every client has the proxy's address.
 */
export function clientIp(req: Request): string {
  return ipKeyGenerator(req.ip ?? 'unknown');
}

/** Normalizes a body field used as a key (username, e-mail): trimmed and lower-cased, or undefined. */
export function bodyKey(req: Request, field: string): string | undefined {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  return key === '' ? undefined : key.slice(0, 320);
}

/**
 * express-rate-limit with the product's conventions: counters in Redis when the API has a Redis
 * client (several processes share them), in memory otherwise; a 429 `{ error, code, retryAfterSeconds }` answer with
 * Retry-After in seconds. While Redis is away the counters are kept in this process's memory (RedisStore).
 */
export function rateLimit(deps: Pick<ApiDeps, 'clock' | 'logger' | 'redis' | 'redisLink'>, options: RateLimitOptions): RateLimitRequestHandler {
  const prefix = `matchdrop:rl:${options.name}:`;
  const link = deps.redisLink;
  const store = deps.redis ? new RedisStore(deps.redis, deps.clock, options.windowMs, prefix, () => link?.degraded()) : new ClockMemoryStore(deps.clock, options.windowMs, prefix);
  const error = options.message ?? TOO_MANY_REQUESTS;
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store,
    skip: (req) => options.key(req) === undefined,
    keyGenerator: (req) => options.key(req) ?? '',
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Seconds until the window ends by the API's clock (the library would use the real time).
    retryAfter: (req) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const ms = resetTime ? resetTime.getTime() - deps.clock.now().getTime() : options.windowMs;
      return Math.max(1, Math.ceil(ms / 1000));
    },
    handler: (_req, res) => {
      // The seconds the Retry-After header says, also in the body for the client's message.
      const retryAfterSeconds = Number(res.getHeader('Retry-After'));
      const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? { retryAfterSeconds } : {};
      res.status(429).json({ ...seconds, error, code: options.code ?? 'rate_limited' } satisfies ErrorAnswer & { retryAfterSeconds?: number });
    },
    passOnStoreError: true,
    logger: {
      error: (err, message) => deps.logger.error({ err, limiter: options.name }, message ?? 'rate limiter error'),
      warn: (err, message) => deps.logger.warn({ err, limiter: options.name }, message ?? 'rate limiter warning'),
    },
  });
}

/**
 * The Redis connection for shared rate-limit counters (REDIS_URL). Commands fail fast instead of
 * queueing while Redis is unreachable, so a request is counted in memory rather than held up.
 * Its connection errors are only logged at debug level: the host's link (`options` its reconnect strategy) logs
 * the changes of state. The caller closes it with `quit()` at shutdown.
 */
export function createRateLimitRedis(url: string, logger: ApiDeps['logger'], options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { connectTimeout: 5_000, ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err: unknown) => logger.debug({ err }, 'rate-limit Redis connection error'));
  return redis;
}
