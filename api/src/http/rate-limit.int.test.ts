import { requireRedis } from '@matchdrop/db/testing';
import { randomBytes } from 'node:crypto';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, jsonClient, movableClock, serve, type Served } from '../testing.js';
import { errorHandler } from './error-handler.js';
import { bodyKey, createRateLimitRedis, rateLimit } from './rate-limit.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WINDOW_MS = 60_000;

/** An app whose POST /hit is limited to 3 per `who` field and window. */
async function limitedApp(deps: { redis?: Redis; clock?: ReturnType<typeof movableClock> } = {}) {
  const clock = deps.clock ?? movableClock();
  const log = captureLogger('warn');
  const app = express();
  app.use(express.json());
  app.post(
    '/hit',
    rateLimit({ clock, logger: log.logger, redis: deps.redis }, { name: 'test', windowMs: WINDOW_MS, limit: 3, key: (req) => bodyKey(req, 'who'), message: 'Slow down' }),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  app.use(errorHandler(log.logger));
  const served: Served = await serve(app);
  return { ...jsonClient(served.url), clock, log, close: served.close };
}

describe('rateLimit with counters in memory', () => {
  let api: Awaited<ReturnType<typeof limitedApp>>;
  beforeAll(async () => {
    api = await limitedApp();
  });
  afterAll(() => api.close());

  it('answers the request over the limit with 429 { error } and Retry-After by the API clock', async () => {
    for (let i = 0; i < 3; i += 1) expect((await api.post('/hit', { who: 'Alice' })).status).toBe(200);
    api.clock.advance(20_000);
    const refused = await api.post('/hit', { who: 'alice' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Slow down', code: 'rate_limited', retryAfterSeconds: 40 });
    expect(refused.headers.get('retry-after')).toBe('40');
    // Others are not affected; the key itself is free again when the window ends.
    expect((await api.post('/hit', { who: 'bob' })).status).toBe(200);
    api.clock.advance(40_000);
    expect((await api.post('/hit', { who: 'alice' })).status).toBe(200);
  });

  it('does not count a request without a key', async () => {
    for (let i = 0; i < 5; i += 1) expect((await api.post('/hit', {})).status).toBe(200);
  });
});

describe('rateLimit with counters in Redis', () => {
  beforeAll(() => requireRedis(REDIS_URL));
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let first: Awaited<ReturnType<typeof limitedApp>>;
  let second: Awaited<ReturnType<typeof limitedApp>>;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { keyPrefix: prefix });
    first = await limitedApp({ redis });
    second = await limitedApp({ redis });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    await redis.quit();
  });

  it('shares one count between processes and expires it with the window', async () => {
    expect((await first.post('/hit', { who: 'carol' })).status).toBe(200);
    expect((await second.post('/hit', { who: 'carol' })).status).toBe(200);
    expect((await first.post('/hit', { who: 'carol' })).status).toBe(200);
    const refused = await second.post('/hit', { who: 'carol' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'Slow down', code: 'rate_limited' });
    expect(refused.body.retryAfterSeconds).toBe(Number(refused.headers.get('retry-after')));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(await redis.pttl('matchdrop:rl:test:carol')).toBeGreaterThan(55_000);
  });

  it("counts in this process's memory while Redis is unreachable: the limit still holds, nothing fails or is logged per request", async () => {
    const down = createRateLimitRedis('redis://127.0.0.1:1', captureLogger().logger);
    const api = await limitedApp({ redis: down });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await api.post('/hit', { who: 'dave' })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(api.log.records().filter((r) => r.level >= 40)).toEqual([]);
    } finally {
      await api.close();
      down.disconnect();
    }
  });
});
