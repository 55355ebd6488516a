// Start-up with PostgreSQL not reachable yet (compose or systemd start order): the server retries with
// backoff, one log line per attempt, and starts as soon as the database answers; it gives up after the wait.
import { captureLogger } from '@matchdrop/api/testing';
import { openTestDatabase, startTcpProxy, testBackends, type TcpProxy, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from './config.js';
import { startServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

const RETRY_LINE = /^Database not reachable \(attempt \d+\): .+; retrying in \d+ s$/;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf((await testBackends()).includes('postgres'))('start-up while postgres is unreachable', () => {
  let dirs: TestDirs;
  let testDb: TestDbHandle;
  let proxy: TcpProxy;
  let config: Config;

  beforeAll(async () => {
    dirs = await testDirs('startup');
    testDb = await openTestDatabase('postgres');
    const url = new URL(testDb.databaseUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    config = parseConfig({
      ...inProcessServerEnv(dirs),
      DATABASE_URL: proxy.via(testDb.databaseUrl!),
      JWT_SECRET: 'startup-test-secret-startup-test-secret',
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await testDb?.close();
    await dirs?.remove();
  });

  const retryLines = (log: ReturnType<typeof captureLogger>) => log.records().filter((r) => RETRY_LINE.test(r.msg ?? ''));

  it('retries with backoff, one line per attempt, and starts when the database comes up', async () => {
    await proxy.cut('refuse');
    const log = captureLogger();
    const starting = startServer(config, { logger: log.logger });
    await until(() => retryLines(log).length >= 2, 20_000);
    await proxy.restore();
    const running = await starting;
    try {
      const health = await fetch(`http://127.0.0.1:${running.port}/api/health`);
      expect(health.status).toBe(200);
      const lines = retryLines(log).map((r) => r.msg);
      expect(lines[0]).toMatch(/attempt 1\b.*retrying in 1 s$/);
      expect(lines[1]).toMatch(/attempt 2\b.*retrying in 2 s$/);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('gives up with the reason once the wait is over', async () => {
    await proxy.cut('refuse');
    const log = captureLogger();
    const started = Date.now();
    await expect(startServer(config, { logger: log.logger, databaseWaitMs: 2_500 })).rejects.toThrow(/Cannot open the database \(PostgreSQL at/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(retryLines(log).length).toBeGreaterThanOrEqual(1);
    await proxy.restore();
  }, 30_000);
});
