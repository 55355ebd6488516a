// A PostgreSQL outage played with a TCP proxy between the server and the database: during the cut
// every request that needs the database (competitive REST calls included) is answered 503 "temporarily unavailable" with
// Retry-After within 5 s (none hangs), every write among them; what the process holds in memory (a signed-in user's row, a read
// it already answered, nothing having been written since) may still be answered. Writes acknowledged before the cut are all
// kept, and the first request after the restore succeeds.
import { captureLogger, createTestUser } from '@matchdrop/api/testing';
import { openTestDatabase, startTcpProxy, testBackends, type TcpProxy, type TestDbHandle } from '@matchdrop/db/testing';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

const JWT_SECRET = 'outage-test-secret-outage-test-secret';
const ANSWER_WITHIN_MS = 5_000;
/** How long each cut lasts: longer than every deadline, so stuck waits would show. */
const CUT_MS = 7_000;

interface Timed {
  status: number;
  /** A save, which cannot be answered without the database. */
  write?: boolean;
  ms: number;
  body: { error?: string };
  retryAfter: string | null;
}

describe.runIf((await testBackends()).includes('postgres'))('a database outage on postgres', () => {
  let dirs: TestDirs;
  let testDb: TestDbHandle;
  let proxy: TcpProxy;
  let running: RunningServer;
  let token: string;
  const acknowledged: number[] = [];

  beforeAll(async () => {
    dirs = await testDirs('outage');
    testDb = await openTestDatabase('postgres');
    const url = new URL(testDb.databaseUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const config = parseConfig({
      ...inProcessServerEnv(dirs),
      DATABASE_URL: proxy.via(testDb.databaseUrl!),
      JWT_SECRET,
    });
    running = await startServer(config, { logger: captureLogger('error').logger });
    const user = await createTestUser({ db: testDb.db, config: { jwtSecret: JWT_SECRET }, clock: { now: () => new Date() } }, { username: 'outage_player' });
    token = user.token;
  });

  afterAll(async () => {
    await running?.close();
    await proxy?.close();
    await testDb?.close();
    await dirs?.remove();
  });

  const call = async (method: string, path: string, body?: unknown): Promise<Timed> => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${running.port}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Far beyond the promise, so a hang shows as a failure rather than a stuck test.
      signal: AbortSignal.timeout(20_000),
    });
    const answer = (await res.json()) as { error?: string };
    return { status: res.status, ms: performance.now() - started, body: answer, retryAfter: res.headers.get('retry-after') };
  };
  let written = 0;
  const write = async () => ({ ...(await call('POST', '/api/v2/dictionaries', { name: `Game ${(written += 1)}`, data: { a: 'b', c: 'd' } })), write: true });
  // The competitive calls are the API's routes too: the same 503, not a failure of their own.
  const createRoom = () => call('POST', '/api/competitive/create-room', { dictionaryType: 'builtin', dictionaryId: 'animals' });
  const requests = [write, () => call('GET', '/api/auth/profile'), () => call('GET', '/api/dictionaries'), createRoom];
  const someRequest = (i: number): Promise<Timed> => requests[i % requests.length]!();

  /** Requests started every 100 ms while the link is cut, 10 at once at the start (the pool size). */
  async function duringCut(): Promise<Timed[]> {
    const pending: Array<Promise<Timed>> = [];
    for (let i = 0; i < 10; i++) pending.push(someRequest(i));
    const until = performance.now() + CUT_MS;
    for (let i = 0; performance.now() < until; i++) {
      pending.push(someRequest(i));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Promise.all(pending);
  }

  async function writeBefore(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const res = await write();
      expect(res.status).toBe(201);
      acknowledged.push((res.body as { dictionary: { id: number } } & Timed['body']).dictionary.id);
    }
  }

  it.each(['refuse', 'blackhole'] as const)(
    'answers 503 within 5 s while the link is cut (%s) and recovers without a restart',
    async (mode) => {
      await writeBefore(10);
      await proxy.cut(mode);
      const answers = await duringCut();
      await proxy.restore();
      const first = await call('GET', '/api/dictionaries');

      const slowest = Math.max(...answers.map((a) => a.ms));
      // The figures for the report: how many requests, how slow the slowest.
      console.info(
        `outage (${mode}): ${answers.length} requests, slowest ${Math.round(slowest)} ms, median ${Math.round(answers.map((a) => a.ms).sort((a, b) => a - b)[answers.length >> 1]!)} ms`,
      );
      const unavailable = answers.filter((answer) => answer.status === 503);
      for (const answer of unavailable) {
        expect(answer.body).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'service_unavailable' });
        expect(answer.retryAfter).toMatch(/^\d+$/);
      }
      // Every save needs the database; anything else is a 503 or an answer the process could give from memory.
      expect(answers.filter((answer) => answer.write).every((answer) => answer.status === 503)).toBe(true);
      expect(answers.filter((answer) => answer.status !== 503).map((answer) => answer.status >= 200 && answer.status < 300)).not.toContain(false);
      expect(unavailable.length).toBeGreaterThan(answers.length / 4);
      expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
      expect(first.status).toBe(200);

      // Every write acknowledged before a cut is there; writing works again.
      const rows = await testDb.db.selectFrom('dictionaries').select('id').where('id', 'in', acknowledged).execute();
      expect(rows).toHaveLength(acknowledged.length);
      expect((await write()).status).toBe(201);
    },
    60_000,
  );
});
