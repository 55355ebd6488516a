// The whole server's routes (the competitive calls and the API, as mounted by the composition), found by
// walking its router stack and fed random and malformed input on each database: never a 5xx, every
// 4xx a JSON { error }. The API's routes get more requests in api/src/http/fuzz.int.test.ts.
import { captureLogger, createTestUser, fuzzRoutes, listRoutes } from '@matchdrop/api/testing';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

const SEED = process.env.FUZZ_SEED ?? 'matchdrop-server-fuzz-1';
const JWT_SECRET = 'fuzz-test-secret-fuzz-test-secret-fuzz';
const COMPETITIVE_PER_ROUTE = 25;
const OTHER_PER_ROUTE = 3;

describe.each(await testBackends())('fuzzing every route of the server on %s', (kind) => {
  let dirs: TestDirs;
  let testDb: TestDbHandle | undefined;
  let running: RunningServer;
  let tokens: Array<string | undefined>;

  beforeAll(async () => {
    dirs = await testDirs('fuzz');
    if (kind === 'postgres') testDb = await openTestDatabase('postgres');
    const config = parseConfig({
      ...inProcessServerEnv(dirs),
      DATABASE_URL: testDb?.databaseUrl,
      JWT_SECRET,
    });
    running = await startServer(config, { logger: captureLogger('error').logger });
    const user = await createTestUser({ db: running.db.db, config: { jwtSecret: JWT_SECRET }, clock: { now: () => new Date() } }, { username: 'fuzz_player' });
    tokens = [undefined, user.token, user.token, 'garbage'];
  });
  afterAll(async () => {
    await running?.close();
    await testDb?.close();
    await dirs?.remove();
  });

  it(`answers random input on every route with a 4xx JSON { error } or a success, never a 5xx (seed ${SEED})`, async () => {
    // The API is a router inside the host app: one walk finds both.
    const routes = listRoutes(running.app);
    const competitive = routes.filter((route) => route.path.startsWith('/api/competitive/'));
    expect(competitive.length).toBeGreaterThanOrEqual(4);
    const others = routes.filter((route) => !competitive.includes(route));
    const seed = `${SEED}:${kind}`;
    const first = await fuzzRoutes({ baseUrl: `http://127.0.0.1:${running.port}`, routes: competitive, tokens, seed, perRoute: COMPETITIVE_PER_ROUTE });
    const second = await fuzzRoutes({ baseUrl: `http://127.0.0.1:${running.port}`, routes: others, tokens, seed, perRoute: OTHER_PER_ROUTE });
    const failures = [...first.failures, ...second.failures];
    expect(failures, `seed ${SEED}: ${failures.length} bad answers of ${first.sent + second.sent}`).toEqual([]);
  }, 240_000);
});
