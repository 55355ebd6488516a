// Helpers shared by the benches that run bench/rooms/server.ts in a process of its own.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The game server (built packages) in its own process, once it listens; `env` e.g. BENCH_REDIS_URL. */
export function startServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the game server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      // Colyseus prints lines of its own there (with Redis: its health checks of other processes).
      if (!line.startsWith('{')) return;
      const ready = JSON.parse(line) as { ready?: boolean; port?: number };
      if (ready.ready) resolve({ child, url: `http://127.0.0.1:${ready.port}` });
    });
  });
}
