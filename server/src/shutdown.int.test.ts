// Graceful shutdown of the real process (node server/src/main.ts in a child): one client that never
// finishes its request body must not hold it up. After the grace period the remaining connections
// are destroyed, the database is closed, and the process exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDirs, type TestDirs } from './testing.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// The game-server test kit's resolve hook lets a child run the TypeScript sources directly.
const HOOKS = fileURLToPath(new URL('../../game-server/src/competitive/testing/source-hooks.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** Grace period (SHUTDOWN_GRACE_MS) plus the database's close and the process's own start-up of the exit. */
const EXIT_WITHIN_MS = 12_000;

interface Child {
  process: ChildProcess;
  port: number;
  lines: string[];
  exited: Promise<number | null>;
}

async function startMain(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', '--conditions=@matchdrop/source', '--import', HOOKS, MAIN], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`)), START_TIMEOUT_MS);
    void exited.then((code) => reject(new Error(`exited with ${code} before listening:\n${lines.join('\n')}`)));
    const onLine = (line: string): void => {
      lines.push(line);
      const match = /listening on http:\/\/localhost:(\d+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
  });
  return { process: child, port, lines, exited };
}

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
    const child = await startMain({
      DATA_DIR: dirs.dataDir,
      CLIENT_DIST: dirs.clientDist,
      ...(testDb?.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    });
    try {
      const slow = await slowClient(child.port);
      const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
      slow.on('error', () => undefined);
      // A normal request still works while the slow one hangs.
      expect((await fetch(`http://127.0.0.1:${child.port}/api/health`)).status).toBe(200);

      const started = performance.now();
      child.process.kill('SIGTERM');
      const code = await Promise.race([child.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), EXIT_WITHIN_MS))]);
      expect(code, child.lines.join('\n')).toBe(0);
      await slowClosed;
      console.info(`shutdown on ${kind} with a stuck client: exit 0 after ${Math.round(performance.now() - started)} ms`);
      const log = child.lines.join('\n');
      expect(log).toContain('shutdown: database closed');
      expect(log).toContain('MatchDrop stopped');
    } finally {
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    }
  }, 90_000);
});
