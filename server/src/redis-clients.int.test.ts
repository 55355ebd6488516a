// Each Redis client of the product outside the room registry (game-server/src/redis.int.test.ts has that one) against
// a redis-server of the test's own killed in the middle of its commands: no rejection is left unhandled (which ends
// the process), nothing is logged per command or retry, and each goes on without Redis as it should.
import { captureLogger, createTestUser, serve, startTestApi, type Served } from '@matchdrop/api/testing';
import { bodyKey, createPushHub, createRateLimitRedis, rateLimit } from '@matchdrop/api';
import { RECONNECT_OPTIONS, RedisLink } from '@matchdrop/game-server';
import { startRedisServer, type TestRedis } from '@matchdrop/game-server/testing';
import express from 'express';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('Redis clients whose server vanishes mid-command', () => {
  let redis: TestRedis;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

  beforeEach(async () => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    redis = await startRedisServer();
  });
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    await redis.kill();
  });

  /** Long enough for ioredis to give up on every command queued when the server went. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

  it('rate limits: counted in memory while Redis is away (the limit still holds), shared again once it is back', async () => {
    const log = captureLogger('debug');
    const client = createRateLimitRedis(redis.url, log.logger, RECONNECT_OPTIONS);
    const link = new RedisLink('rate limits', log.logger, { whileDown: 'counted in memory', degraded: 'requests counted in memory' }).watch(client);
    const app = express();
    app.use(express.json());
    const clock = { now: () => new Date() };
    const limiter = rateLimit({ clock, logger: log.logger, redis: client, redisLink: link }, { name: 'vanish', windowMs: 60_000, limit: 3, key: (req) => bodyKey(req, 'who') });
    app.post('/hit', limiter, (_req, res) => void res.json({ ok: true }));
    const served: Served = await serve(app);
    const hit = async (who: string): Promise<number> =>
      (await fetch(`${served.url}/hit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ who }) })).status;
    try {
      await link.whenUp();
      expect(await hit('ana')).toBe(200);
      const killed = redis.kill();
      const during = await Promise.all([hit('bea'), hit('bea'), hit('bea'), hit('bea')]);
      await killed;
      expect(during.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
      await limiter.resetKey('ana');
      await settle();
      await redis.start();
      await link.whenUp();
      expect(await hit('cid')).toBe(200);
      expect(unhandled).toEqual([]);
      expect(log.records().map((r) => [r.component, r.state])).toEqual([
        ['rate limits', 'up'],
        ['rate limits', 'down'],
        ['rate limits', 'up'],
      ]);
      expect(log.records()[2]!.degraded).toBeGreaterThanOrEqual(4);
    } finally {
      await served.close();
      client.disconnect();
    }
  });

  it('push: open streams end and new ones are refused (the pages poll) while Redis is away, and are accepted again once it is back', async () => {
    const log = captureLogger('debug');
    let link: RedisLink | undefined;
    const push = createPushHub({
      logger: log.logger,
      redisUrl: redis.url,
      redisOptions: RECONNECT_OPTIONS,
      watch: (publisher: Redis, subscriber: Redis) =>
        (link = new RedisLink('push', log.logger, { whileDown: 'streams refused', refused: 'streams refused' }).watch(publisher).watch(subscriber)),
    });
    const api = await startTestApi('pglite', { push });
    try {
      await link!.whenUp();
      const user = await createTestUser({ db: api.handle.db, config: api.deps.config, clock: { now: () => new Date() } });
      const open = await fetch(`${api.url}/api/events`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(open.status).toBe(200);
      const ended = open.body!.pipeTo(new WritableStream());
      push.send(user.id, { type: 'unread' });
      const killed = redis.kill();
      push.send(user.id, { type: 'unread' });
      await killed;
      await ended;
      await expect.poll(() => push.available(), { timeout: 5_000 }).toBe(false);
      push.send(user.id, { type: 'unread' });
      const refused = await fetch(`${api.url}/api/events`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('temporarily unavailable'), code: 'live_events_unavailable' });
      await settle();
      await redis.start();
      await expect.poll(() => push.available(), { timeout: 5_000 }).toBe(true);
      // The hub takes streams once its subscriber is back; the link's line waits for the publisher too, a moment later.
      await expect
        .poll(() => log.records().map((r) => [r.component, r.state]), { timeout: 5_000 })
        .toEqual([
          ['push', 'up'],
          ['push', 'down'],
          ['push', 'up'],
        ]);
      expect(unhandled).toEqual([]);
      expect(log.records()[2]!.refused).toBe(1);
    } finally {
      await push.close();
      await api.close();
    }
  });
});
