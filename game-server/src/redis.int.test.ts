import { requireRedis } from '@matchdrop/db/testing';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Room } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer } from './game-server.js';
import { redisScaling, watchRedis } from './redis.js';
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

describe('Redis connection logs', () => {
  it('logs one structured line when a connection goes down and one when it is back, whatever the retries between', async () => {
    const redis = await startRedisServer();
    const { logger, lines } = recordingLogger();
    const client = new Redis(redis.url, { retryStrategy: () => 50 });
    watchRedis(client, logger, 'rate limits');
    try {
      await client.ping();
      await redis.kill();
      await retries(client, 5);
      await redis.start();
      await expect.poll(() => client.status, { timeout: 10_000 }).toBe('ready');
      const states = lines.map((l) => [l.redis, l.state]);
      expect(states).toEqual([
        ['rate limits', 'up'],
        ['rate limits', 'down'],
        ['rate limits', 'up'],
      ]);
      expect(lines[1]).toMatchObject({ level: 40, msg: 'Redis (rate limits) unreachable, retrying' });
      expect(lines[2]!.downMs).toBeGreaterThan(0);
    } finally {
      client.disconnect();
      await redis.kill();
    }
  });

  it('gives every connection of the presence and the room cache one line while Redis is unreachable, not one per retry', async () => {
    const redis = await startRedisServer();
    await redis.kill(); // nothing listens on the port
    const { logger, lines } = recordingLogger();
    const { redisClients } = redisScaling(redis.url, logger);
    try {
      await Promise.all(redisClients.map((client) => retries(client, 3)));
      expect(lines.map((l) => l.redis).sort()).toEqual(['presence', 'presence subscriber', 'room cache']);
      expect(lines.every((l) => l.state === 'down' && l.code === 'ECONNREFUSED')).toBe(true);
    } finally {
      for (const client of redisClients) client.disconnect();
    }
  });
});
