// Graceful shutdown of the real process (node server/src/main.ts in a child): one client that never
// finishes its request body must not hold it up. After the grace period the remaining connections
// are destroyed, the database is closed, and the process exits 0.
import net from 'node:net';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductProcess, testDirs, type TestDirs } from './testing.js';

/** Grace period (SHUTDOWN_GRACE_MS) plus the database's close and the process's own start-up of the exit. */
const EXIT_WITHIN_MS = 12_000;

/** A client that sends the headers of a POST and part of its body, then nothing more. */
function slowClient(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":');
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

describe.each(await testBackends())('shutdown of the process on %s', (kind) => {
  let dirs: TestDirs;
  let testDb: TestDbHandle | undefined;

  beforeAll(async () => {
    dirs = await testDirs('shutdown');
    if (kind === 'postgres') testDb = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await testDb?.close();
    await dirs?.remove();
  });

  it('finishes despite a client whose request body never ends: connections destroyed, database closed, exit 0', async () => {
    const child = await startProductProcess({
      DATA_DIR: dirs.dataDir,
      CLIENT_DIST: dirs.clientDist,
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      ...(testDb?.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    });
    const lines = (): string => child.lines.map((line) => line.text).join('\n');
    try {
      const slow = await slowClient(child.port);
      const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      slow.on('error', () => undefined);
      // A normal request still works while the slow one hangs.
      expect((await fetch(`http://127.0.0.1:${child.port}/api/health`)).status).toBe(200);

      const started = performance.now();
      child.signal('SIGTERM');
      const code = await Promise.race([child.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), EXIT_WITHIN_MS))]);
      expect(code, lines()).toBe(0);
      await slowClosed;
      console.info(`shutdown on ${kind} with a stuck client: exit 0 after ${Math.round(performance.now() - started)} ms`);
      const log = lines();
      expect(log).toContain('shutdown: database closed');
      expect(log).toContain('MatchDrop stopped');
    } finally {
      if (child.alive()) child.signal('SIGKILL');
    }
  }, 90_000);
});
