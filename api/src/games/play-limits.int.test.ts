import { randomBytes } from 'node:crypto';
import { requireRedis } from '@matchdrop/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, startTestApi, type TestApi, type TestUser } from '../testing.js';
import { PLAY_LIMITS } from './play-limits.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const UPLOAD = { one: 'uno', two: 'dos', three: 'tres' };

/**
 * R-JUDGE-8: each source of deals and plays (games the server stores, uploaded games, reviews) has counters of its
 * own name, so an account's budgets are the same whether the counters are in memory or in Redis. Limiters sharing a
 * name were one budget in Redis (one key) and separate ones in memory.
 */
describe.each(['memory', 'redis'] as const)('play limits per source, counted in %s', (store) => {
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let redis: Redis | undefined;
  let api: TestApi;
  let player: TestUser;

  beforeAll(async () => {
    if (store === 'redis') {
      await requireRedis(REDIS_URL);
      redis = new Redis(REDIS_URL, { keyPrefix: prefix });
    }
    api = await startTestApi('pglite', { clock: movableClock(new Date('2030-05-06T09:00:00Z')), redis });
    player = await api.createUser();
  });
  afterAll(async () => {
    await api.close();
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    await redis.quit();
  });

  const post = (path: string, body: unknown) => api.call('POST', path, { token: player.token, body });

  it('R-JUDGE-8: an account at its deal limit on a built-in game may still start an uploaded game and a review, the same in memory and Redis', async () => {
    const builtin = () => post('/api/v2/builtin-games/animals/deals', { pairs: 3 });
    const started = await Promise.all(Array.from({ length: PLAY_LIMITS.perAccount.limit }, builtin));
    expect(started.map((a) => a.status)).toEqual(started.map(() => 201));
    expect((await builtin()).status).toBe(429);
    expect((await post('/api/v2/uploaded-games/deals', { pairs: 3, data: UPLOAD })).status).toBe(201);
    expect((await post('/api/review/deals', {})).status).not.toBe(429);
  });
});
