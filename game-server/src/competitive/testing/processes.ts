import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Test support (not a test file): game-server child processes (see game-process.ts). */

const ENTRY = fileURLToPath(new URL('./game-process.ts', import.meta.url));
const HOOKS = fileURLToPath(new URL('./source-hooks.ts', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export interface GameProcess {
  url: string;
  port: number;
  /** Writes one command line to the process (see game-process.ts). */
  command(line: string): void;
  stop(): Promise<void>;
  /** kill -9: no shutdown, nothing cleaned up. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game process did not start in time')), READY_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the game process exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"ready":true')) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function startGameProcess(env: { databaseUrl: string; redisUrl: string; extra?: Record<string, string> }): Promise<GameProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', '--conditions=@matchdrop/source', '--import', HOOKS, ENTRY], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, ...env.extra },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await ready(child);
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    command: (line) => child.stdin!.write(`${line}\n`),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
