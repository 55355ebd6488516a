import type { RedisLink } from './redis-link.js';
import { isRedisUnavailable } from './redis-link.js';

/** The link of the shared room registry of this process's game server (unset without Redis; set by createGameServer). */
let registry: RedisLink | undefined;

export function setRoomRegistry(link: RedisLink | undefined): void {
  registry = link;
}

/** Whether the room registry is known away now; true counts one refused request (the caller answers 503). */
export function registryAway(): boolean {
  if (!registry || registry.isUp()) return false;
  registry.refused();
  return true;
}

/**
 * Runs a room request (create, join, read a room) unless the room registry is away: while the Redis that holds it
 * is unreachable, or when it fails on the way, the answer is `unavailable` (a 503), at once, counted for the link's
 * "reachable again" line. Any other failure is thrown as it came.
 */
export async function unlessRegistryAway<T, U>(unavailable: U, request: () => Promise<T>): Promise<T | U> {
  if (registryAway()) return unavailable;
  try {
    return await request();
  } catch (err) {
    if (!isRedisUnavailable(err)) throw err;
    registry?.refused();
    return unavailable;
  }
}
