import type { Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { RECONNECT_OPTIONS, RedisLink } from './redis-link.js';
import { registryPresence, RegistryRoomCache } from './room-registry.js';

/**
 * While Redis is away a command is refused at once (room-registry.ts); one sent just before the connection noticed
 * fails after a couple of reconnect attempts instead of waiting in ioredis's queue for 20, so nothing that needs
 * Redis hangs; the connection itself keeps retrying forever.
 */
const CLIENT_OPTIONS: RedisOptions = { ...RECONNECT_OPTIONS, maxRetriesPerRequest: 2 };

/** What a REST call answers (503) when Redis, which holds the room list, cannot be reached. */
export const ROOMS_UNAVAILABLE = 'Rooms are temporarily unavailable, please try again';

export interface RedisScaling {
  presence: Presence;
  driver: RegistryRoomCache;
  /** The connections behind presence and driver, as one link: refusals counted, rooms re-announced when it is back. */
  registry: RedisLink;
}

/**
 * Presence and room cache in Redis, so several server processes behind one address can
 * find and join each other's rooms (REDIS_URL). Without it both stay in-process.
 * `logger` must not carry a `component` key: the link's lines add theirs ("rooms").
 */
export function redisScaling(redisUrl: string, logger?: Logger): RedisScaling {
  const registry = new RedisLink('rooms', logger, {
    whileDown: 'creating and joining rooms is answered 503, running rounds go on',
    refused: 'room requests answered 503',
  });
  const pub = new Redis(redisUrl, CLIENT_OPTIONS);
  const presence = new RedisPresence(pub);
  const sub = (presence as unknown as { sub: Redis }).sub;
  const driverClient = new Redis(redisUrl, CLIENT_OPTIONS);
  // RedisPresence logs a line per failed retry; the link logs the changes only.
  for (const client of [pub, sub, driverClient]) registry.watch(client);
  return { presence: registryPresence(presence, registry, [pub, sub]), driver: new RegistryRoomCache(new RedisDriver(driverClient), registry), registry };
}
