import { openTestDatabase, requireRedis, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import { captureLogger, serve, testConfig } from '../testing.js';
import { REDIS_DEGRADED_DETAIL } from './redis.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
beforeAll(() => requireRedis(REDIS_URL));

/** A port nothing listens on: Redis is away. */
const NO_REDIS_URL = 'redis://127.0.0.1:1';

describe.each(await testBackends())('GET /api/health with Redis (%s)', (kind) => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  /** The API with the same kind of Redis client as the product's rate limits (no offline queue). */
  async function healthWith(redisUrl: string): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
    const { logger } = captureLogger();
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const app = createApp({
      db: handle.db,
      dbKind: handle.kind,
      mailer: createMailer({ from: 'test@example.com', logger }),
      clock: { now: () => new Date() },
      config: testConfig,
      logger,
      redis,
    });
    const served = await serve(app);
    try {
      if (redisUrl === REDIS_URL && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const started = Date.now();
      const res = await fetch(`${served.url}/api/health`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - started };
    } finally {
      await served.close();
      redis.disconnect();
    }
  }

  it('reports Redis ok when it answers', async () => {
    const { status, body } = await healthWith(REDIS_URL);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, db: kind, redis: 'ok' });
  });

  it('reports Redis degraded, at once and still 200, when it cannot reach it', async () => {
    const { status, body, ms } = await healthWith(NO_REDIS_URL);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, db: kind, redis: 'degraded', redisDetail: REDIS_DEGRADED_DETAIL });
    expect(ms).toBeLessThan(2_000);
  });
});
