import type { IRoomCache, MatchMakerDriver, Presence, SortOptions } from '@colyseus/core';
import type { RedisDriver } from '@colyseus/redis-driver';
import type { Redis } from 'ioredis';
import type { RedisLink } from './redis-link.js';
import { isRedisUnavailable, RedisUnreachableError } from './redis-link.js';

/**
 * The room registry of several processes (Colyseus's Redis presence and room cache) made safe for a Redis outage.
 *
 * Colyseus calls both without waiting for or catching many of their promises (its stats, a room's removal from the
 * listing when it is disposed, unsubscriptions, replies on its process channel), and awaits others inside promises
 * whose own failure nobody catches (the subscription of an IPC request, a disposing room's removal from the
 * listing): any of them failing while Redis is away used to end the process with an unhandled rejection. So:
 *  - a command that needs an answer is refused at once while the link is down (the caller answers 503 fast rather
 *    than after ioredis's retries), and every failure is marked as handled, so an unawaited one ends nothing;
 *  - subscribing and unsubscribing never fail: the listener is (un)registered at once, and RedisPresence subscribes
 *    its topics again whenever Redis is back;
 *  - the presence's plain writes never fail either (Colyseus's process stats, this process taken out of them at
 *    shutdown, heartbeats, room-code claims renewed or released): what an outage lost is written again when Redis is
 *    back (Liveness) or expires by itself; a failure there would stop a shutdown before the rooms are told;
 *  - the room cache's writes never fail: a write lost to an outage is repaired when Redis is back (Liveness rewrites
 *    every listing of this process; a lost removal is retried by `retryLostRemovals`).
 */

/** RedisPresence methods that are not Redis commands, or must not fail (see above). */
const PASSED_THROUGH = new Set(['setMaxListeners', 'resubscribeAll', 'handleSubscription', 'subscriptions']);
const NEVER_FAIL = new Set(['subscribe', 'unsubscribe', 'set', 'setex', 'expire', 'del', 'sadd', 'srem', 'hset', 'hdel']);

const noop = (): void => undefined;

/** A rejected promise nobody has to catch. */
function refused(component: string): Promise<never> {
  const promise = Promise.reject(new RedisUnreachableError(component));
  promise.catch(noop);
  return promise;
}

function handled<T>(result: T): T {
  if (result instanceof Promise) result.catch(noop);
  return result;
}

/** Closes a connection without a promise left to fail (RedisPresence's own shutdown leaves its QUITs uncaught). */
function close(client: Redis): void {
  client.quit().catch(() => client.disconnect());
}

/** `clients`: the connections behind the presence, closed by its shutdown. */
export function registryPresence(presence: Presence, link: RedisLink, clients: Redis[]): Presence {
  return new Proxy(presence, {
    get(target, name, receiver) {
      if (name === 'shutdown') return () => clients.forEach(close);
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || typeof name !== 'string' || PASSED_THROUGH.has(name)) return value;
      const method = value as (...args: unknown[]) => unknown;
      if (NEVER_FAIL.has(name)) {
        const subscription = name === 'subscribe' || name === 'unsubscribe';
        return async (...args: unknown[]) => {
          // A write is not even tried while the link is down (it would wait for ioredis's retries).
          if (!subscription && !link.isUp()) return undefined;
          try {
            return await method.apply(target, args);
          } catch (err) {
            if (!isRedisUnavailable(err)) throw err;
            return subscription ? target : undefined;
          }
        };
      }
      return (...args: unknown[]) => (link.isUp() ? handled(method.apply(target, args)) : refused(link.component));
    },
  });
}

/** The room cache (RedisDriver) of the registry; see above. */
export class RegistryRoomCache implements MatchMakerDriver {
  private readonly lostRemovals = new Set<string>();

  constructor(
    private readonly driver: RedisDriver,
    private readonly link: RedisLink,
  ) {}

  has(roomId: string): Promise<boolean> {
    return this.read(() => this.driver.has(roomId));
  }

  query(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache[]> {
    return this.read(() => this.driver.query(conditions, sortOptions)).catch((err: unknown) => {
      // RedisDriver keeps a failed read of its listing as the answer of every later query: forget it.
      const cache = this.driver as unknown as { _concurrentRoomCacheRequest?: unknown; _roomCacheRequestByName: Record<string, unknown> };
      cache._concurrentRoomCacheRequest = undefined;
      cache._roomCacheRequestByName = {};
      throw err;
    });
  }

  findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    return this.read(() => this.driver.findOne(conditions, sortOptions));
  }

  findByIds(roomIds: string[]): Promise<Map<string, IRoomCache>> {
    return this.read(() => this.driver.findByIds(roomIds));
  }

  /** Another process's listings (a process found dead, or this one at shutdown): left to the others' sweep if lost. */
  cleanup(processId: string): Promise<void> {
    return this.write(() => this.driver.cleanup(processId), undefined);
  }

  update(room: IRoomCache, operations: Parameters<MatchMakerDriver['update']>[1]): Promise<boolean> {
    // Called even while Redis is away: RedisDriver applies the operations to the listing first, which the rewrite keeps.
    return this.write(() => this.driver.update(room, operations), false);
  }

  persist(room: IRoomCache, create?: boolean): Promise<boolean> {
    if (room.roomId) this.lostRemovals.delete(room.roomId);
    return this.write(() => this.driver.persist(room, create), false);
  }

  async remove(roomId: string): Promise<boolean> {
    try {
      return await this.driver.remove(roomId);
    } catch (err) {
      if (!isRedisUnavailable(err)) throw err;
      this.lostRemovals.add(roomId);
      return false;
    }
  }

  /** Removes the listings whose removal an outage lost, but for rooms that live here (again). */
  async retryLostRemovals(live: ReadonlySet<string>): Promise<void> {
    for (const roomId of [...this.lostRemovals]) {
      this.lostRemovals.delete(roomId);
      if (!live.has(roomId)) await this.remove(roomId);
    }
  }

  clear(): Promise<void> {
    return this.driver.clear();
  }

  async shutdown(): Promise<void> {
    close((this.driver as unknown as { _client: Redis })._client);
  }

  private read<T>(run: () => Promise<T>): Promise<T> {
    return this.link.isUp() ? handled(run()) : refused(this.link.component);
  }

  private async write<T>(run: () => Promise<T>, lost: T): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!isRedisUnavailable(err)) throw err;
      return lost;
    }
  }
}
