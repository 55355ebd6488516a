import { requireRedis } from '@matchdrop/db/testing';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Room } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer } from './game-server.js';
import { RedisLink } from './redis-link.js';
import { redisScaling } from './redis.js';
import { startRedisServer } from './testing/redis-server.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

class CounterRoom extends Room {
  override onCreate(): void {
    this.onMessage('count', (client) => client.send('count', this.clients.length));
  }
}

describe('redisScaling', () => {
  beforeAll(() => requireRedis(REDIS_URL));
  it('runs matchmaking through Redis: two clients of one room type land in the same room', async () => {
    const matchmaking = matchmakingMiddleware();
    const httpServer = createServer((req, res) => matchmaking(req, res, () => res.writeHead(404).end()));
    const gameServer = createGameServer({ httpServer, ...redisScaling(REDIS_URL) });
    // Unique per run: the Redis room cache is shared with any other process using this server.
    const roomName = `counter_${randomBytes(4).toString('hex')}`;
    gameServer.define(roomName, CounterRoom);
    await startGameServer();
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    try {
      const first = await new Client(url).joinOrCreate(roomName);
      const second = await new Client(url).joinOrCreate(roomName);
      expect(second.roomId).toBe(first.roomId);
      // Another process (here: an independent connection) sees the room in Redis.
      const observer = new RedisDriver(REDIS_URL);
      try {
        expect(await observer.has(first.roomId)).toBe(true);
      } finally {
        await observer.shutdown();
      }
      const count = new Promise<unknown>((resolve) => second.onMessage('count', resolve));
      second.send('count');
      expect(await count).toBe(2);
      await first.leave();
      await second.leave();
    } finally {
      await stopGameServer(gameServer);
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    }
  });
});

/** A logger whose lines are kept as objects. */
function recordingLogger(): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }), lines };
}

/** Resolves once the client has scheduled this many reconnects (each one a failed retry). */
const retries = (client: Redis, count: number): Promise<void> =>
  new Promise((resolve) => {
    let seen = 0;
    const onRetry = (): void => {
      if (++seen < count) return;
      client.off('reconnecting', onRetry);
      resolve();
    };
    client.on('reconnecting', onRetry);
  });

describe('RedisLink', () => {
  it('logs one line when a connection goes down and one when it is back, with what was refused meanwhile, whatever the retries between', async () => {
    const redis = await startRedisServer();
    const { logger, lines } = recordingLogger();
    const client = new Redis(redis.url, { retryStrategy: () => 50 });
    const link = new RedisLink('rate limits', logger, { whileDown: 'counted in memory', degraded: 'requests counted in memory' }).watch(client);
    try {
      await client.ping();
      await redis.kill();
      await retries(client, 5);
      link.degraded();
      link.degraded();
      await redis.start();
      await expect.poll(() => link.isUp(), { timeout: 10_000 }).toBe(true);
      expect(lines.map((l) => [l.component, l.state])).toEqual([
        ['rate limits', 'up'],
        ['rate limits', 'down'],
        ['rate limits', 'up'],
      ]);
      expect(lines[1]).toMatchObject({ level: 40, msg: 'Redis (rate limits) unreachable: counted in memory' });
      expect(lines[2]).toMatchObject({ degraded: 2, refused: 0 });
      expect(lines[2]!.msg).toMatch(/^Redis \(rate limits\) reachable again after \d+\.\d s; meanwhile 2 requests counted in memory$/);
      // Closed on purpose (shutdown): not an outage, no line.
      await client.quit();
      expect(lines).toHaveLength(3);
    } finally {
      client.disconnect();
      await redis.kill();
    }
  });

  it('gives the three connections of the room registry one line while Redis is unreachable, not one per connection or retry', async () => {
    const redis = await startRedisServer();
    await redis.kill(); // nothing listens on the port
    const { logger, lines } = recordingLogger();
    const { presence } = redisScaling(redis.url, logger);
    const clients = [(presence as unknown as { pub: Redis }).pub, (presence as unknown as { sub: Redis }).sub];
    try {
      await Promise.all(clients.map((client) => retries(client, 3)));
      expect(lines).toEqual([expect.objectContaining({ component: 'rooms', state: 'down', code: 'ECONNREFUSED' })]);
    } finally {
      presence.shutdown();
    }
  });
});

describe('the room registry while its Redis vanishes', () => {
  /** Rejections nobody handled during the test: a command the registry let fail unawaited. */
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('fails no command unawaited, refuses reads at once, keeps writes for the rewrite, and never fails a subscription', async () => {
    const redis = await startRedisServer();
    const { presence, driver, registry } = redisScaling(redis.url);
    try {
      await registry.whenUp();
      const listing = { roomId: 'ABCDEF', name: 'test', processId: 'p', clients: 0, locked: false, private: false, maxClients: 2, metadata: {} };
      await driver.persist(listing as never, true);
      // Commands sent as the server goes: what Colyseus sends and forgets (stats, removals, replies, unsubscriptions).
      const killed = redis.kill();
      void presence.hset('roomcount', 'p', '1,0');
      void presence.publish('p:other', ['healthcheck', 'x', []]);
      void driver.remove('ABCDEF');
      void presence.unsubscribe('some-channel');
      await killed;
      await expect.poll(() => registry.isUp(), { timeout: 5_000 }).toBe(false);
      void presence.hset('roomcount', 'p', '1,0');
      const started = Date.now();
      await expect(driver.findOne({ roomId: 'ABCDEF' })).rejects.toThrow('Redis is unreachable (rooms)');
      await expect(presence.hgetall('roomcaches')).rejects.toThrow('Redis is unreachable (rooms)');
      await expect(driver.query({})).rejects.toThrow('Redis is unreachable (rooms)');
      expect(Date.now() - started).toBeLessThan(100);
      await expect(presence.subscribe('ipc:request', () => undefined)).resolves.toBeDefined();
      await expect(driver.update(listing as never, { $inc: { clients: 1 } })).resolves.toBe(false);
      // Long enough for ioredis to give up on every command queued when the server went.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(unhandled).toEqual([]);
      await redis.start();
      await registry.whenUp();
      // Reads answer again (RedisDriver would have kept a failed read of its listing for good).
      expect(await driver.query({})).toEqual([]);
    } finally {
      presence.shutdown();
      await redis.kill();
    }
  });

  it('shuts down without a failure left uncaught when Redis went away just before', async () => {
    const redis = await startRedisServer();
    const { presence, driver, registry } = redisScaling(redis.url);
    await registry.whenUp();
    const killed = redis.kill();
    presence.shutdown();
    await driver.shutdown();
    await killed;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(unhandled).toEqual([]);
  });
});
