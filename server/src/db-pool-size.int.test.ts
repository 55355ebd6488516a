// DATABASE_POOL_SIZE reaches the product's PostgreSQL pool: however many requests arrive at once, the server holds at
// most that many connections (the product's own are told apart by their application_name).
import { captureLogger, createTestUser } from '@matchdrop/api/testing';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { sql } from '@matchdrop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

const JWT_SECRET = 'pool-size-test-secret-pool-size-test';
const APPLICATION = 'matchdrop_pool_size_test';
const CONCURRENT = 16;

describe.runIf((await testBackends()).includes('postgres'))('DATABASE_POOL_SIZE on postgres', () => {
  let dirs: TestDirs;
  let testDb: TestDbHandle;
  let running: RunningServer;

  beforeAll(async () => {
    dirs = await testDirs('pool-size');
    testDb = await openTestDatabase('postgres');
    const url = new URL(testDb.databaseUrl!);
    url.searchParams.set('application_name', APPLICATION);
    const config = parseConfig({
      ...inProcessServerEnv(dirs),
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '2',
      JWT_SECRET,
    });
    running = await startServer(config, { logger: captureLogger('error').logger });
  });

  afterAll(async () => {
    await running?.close();
    await testDb?.close();
    await dirs?.remove();
  });

  it(`holds at most 2 connections with ${CONCURRENT} requests at once`, async () => {
    const users = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        createTestUser({ db: testDb.db, config: { jwtSecret: JWT_SECRET }, clock: { now: () => new Date() } }, { username: `pool_user_${i}` }),
      ),
    );
    const answers = await Promise.all(users.map((user) => fetch(`http://127.0.0.1:${running.port}/api/dictionaries`, { headers: { authorization: `Bearer ${user.token}` } })));
    expect(answers.map((res) => res.status)).toEqual(users.map(() => 200));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${APPLICATION}`.execute(testDb.db);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.n).toBeLessThanOrEqual(2);
  });
});
