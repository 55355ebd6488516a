import type { Redis } from 'ioredis';

/** A health check never waits longer than this for Redis. */
const PING_TIMEOUT_MS = 1_000;

export const REDIS_DEGRADED_DETAIL = 'Redis is unreachable: rooms on other server processes and shared rate limits are unavailable until it is back; everything else works';

export type RedisHealth = { redis: 'ok' } | { redis: 'degraded'; redisDetail: string };

/** Whether Redis answers a PING within a second (at once 'degraded' while the connection is not up). */
export async function redisHealth(redis: Redis): Promise<RedisHealth> {
  const degraded: RedisHealth = { redis: 'degraded', redisDetail: REDIS_DEGRADED_DETAIL };
  if (redis.status !== 'ready') return degraded;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RedisHealth>((resolve) => (timer = setTimeout(() => resolve(degraded), PING_TIMEOUT_MS)));
  const ping = redis.ping().then(
    (): RedisHealth => ({ redis: 'ok' }),
    () => degraded,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
