import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';

/**
 * Presence and room cache in Redis, so several server processes behind one address can
 * find and join each other's rooms (REDIS_URL). Without it both stay in-process.
 */
export function redisScaling(redisUrl: string): { presence: Presence; driver: MatchMakerDriver } {
  return { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl) };
}
