import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from '../competitive/testing/processes.js';

/**
 * Test support (not a test file): a redis-server of the test's own on a free port, without persistence, so the test
 * can kill it (SIGKILL) and start it again empty on the same port, as after a crash.
 */
export interface TestRedis {
  url: string;
  port: number;
  /** kill -9, then a fresh empty server on the same port. */
  restart(): Promise<void>;
  /** kill -9 (no restart). */
  kill(): Promise<void>;
  /** A fresh empty server on the same port, after kill(). */
  start(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start in time')), READY_TIMEOUT_MS);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error('redis-server is not installed: this suite starts its own (apt-get install -y redis-server)') : error),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      resolve(child);
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await kill(child);
      child = await launch(port);
    },
    kill: () => kill(child),
    async start() {
      child = await launch(port);
    },
  };
}
