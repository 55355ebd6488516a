import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Room } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { Client } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import { createGameServer, matchmakingMiddleware, startGameServer, stopGameServer } from './game-server.js';
import { redisScaling } from './redis.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

class CounterRoom extends Room {
  override onCreate(): void {
    this.onMessage('count', (client) => client.send('count', this.clients.length));
  }
}

describe('redisScaling', () => {
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
