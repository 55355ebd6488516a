import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * While Redis is away a command fails after a couple of reconnect attempts (about a second) instead of waiting in
 * ioredis's queue for 20, so nothing that needs Redis hangs; the connection itself keeps retrying forever.
 */
const CLIENT_OPTIONS: RedisOptions = { maxRetriesPerRequest: 2, connectTimeout: 5_000 };

/** What a REST call answers (503) when Redis, which holds the room list, cannot be reached. */
export const ROOMS_UNAVAILABLE = 'Rooms are temporarily unavailable, please try again';

/**
 * A failure of a Redis command because Redis is unreachable (ioredis gave up retrying, or the connection is closed),
 * also when Colyseus passed it on as its own error with the same message.
 */
export function isRedisUnavailable(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /Reached the max retries per request limit|Connection is closed|Stream isn't writeable|ECONNREFUSED/.test(message);
}

export type RedisConnectionState = 'connecting' | 'up' | 'down';

/**
 * One structured log line per change of a Redis connection's state — down (the first error, or the first
 * reconnect, after being up or while connecting) and up again (with how long it was down) — instead of a line per
 * retry. Also the error listener every ioredis client needs (without one, ioredis prints each error itself).
 * Returns the current state, for health checks.
 */
export function watchRedis(client: Redis, logger: Logger | undefined, connection: string): () => RedisConnectionState {
  let state: RedisConnectionState = 'connecting';
  let downSince = 0;
  const down = (err?: Error & { code?: string }): void => {
    if (state === 'down') return;
    state = 'down';
    downSince = Date.now();
    logger?.warn({ redis: connection, state, error: err?.message, code: err?.code }, `Redis (${connection}) unreachable, retrying`);
  };
  client.on('error', down);
  client.on('reconnecting', () => down());
  client.on('ready', () => {
    if (state === 'up') return;
    const downMs = state === 'down' ? Date.now() - downSince : undefined;
    state = 'up';
    logger?.info({ redis: connection, state, downMs }, `Redis (${connection}) connected`);
  });
  return () => state;
}

export interface RedisScaling {
  presence: Presence;
  driver: MatchMakerDriver;
  /** Every connection behind presence and driver (each watched), e.g. to act when Redis is back. */
  redisClients: Redis[];
}

/**
 * Presence and room cache in Redis, so several server processes behind one address can
 * find and join each other's rooms (REDIS_URL). Without it both stay in-process.
 */
export function redisScaling(redisUrl: string, logger?: Logger): RedisScaling {
  const pub = new Redis(redisUrl, CLIENT_OPTIONS);
  const presence = new RedisPresence(pub);
  const sub = (presence as unknown as { sub: Redis }).sub;
  const driverClient = new Redis(redisUrl, CLIENT_OPTIONS);
  const clients = { presence: pub, 'presence subscriber': sub, 'room cache': driverClient };
  for (const [name, client] of Object.entries(clients)) {
    // RedisPresence logs a line per failed retry; the watcher logs the changes only.
    client.removeAllListeners('error');
    watchRedis(client, logger, name);
  }
  return { presence, driver: new RedisDriver(driverClient), redisClients: Object.values(clients) };
}
