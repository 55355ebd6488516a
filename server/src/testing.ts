// Test support (not a test file): a temporary DATA_DIR and a minimal built client for a server under test, and the
// product's process in a child.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface TestDirs {
  dataDir: string;
  clientDist: string;
  remove(): Promise<void>;
}

export async function testDirs(prefix: string): Promise<TestDirs> {
  const tmp = await mkdtemp(join(tmpdir(), `matchdrop-${prefix}-`));
  const clientDist = join(tmp, 'client');
  await mkdir(clientDist, { recursive: true });
  await writeFile(join(clientDist, 'index.html'), '<!doctype html><title>MatchDrop test client</title>');
  return { dataDir: join(tmp, 'data'), clientDist, remove: () => rm(tmp, { recursive: true, force: true }) };
}

/** The settings of a server started in this process on a free port of 127.0.0.1, over `dirs`: spread into parseConfig's input. */
export const inProcessServerEnv = (dirs: TestDirs): Record<'PORT' | 'HOST' | 'DATA_DIR' | 'CLIENT_DIST', string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dirs.dataDir,
  CLIENT_DIST: dirs.clientDist,
});

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// The game-server test kit's resolve hook lets a child run the TypeScript sources directly.
const HOOKS = fileURLToPath(new URL('../../game-server/src/competitive/testing/source-hooks.ts', import.meta.url));
const START_TIMEOUT_MS = 90_000;

/** The product's process (node server/src/main.ts) in a child, its output kept line by line with the time seen. */
export interface ProductProcess {
  url: string;
  port: number;
  lines: { at: number; text: string }[];
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  alive(): boolean;
  /** Sends a signal (the exit is not awaited). */
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, and the exit awaited. */
  stop(): Promise<void>;
}

/** Starts the product on `port` (a free one when 0: then read from its listening line) with this environment. */
export async function startProductProcess(env: Record<string, string>, port = 0): Promise<ProductProcess> {
  const child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', '--conditions=@matchdrop/source', '--import', HOOKS, MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: ProductProcess['lines'] = [];
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const bound = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line within ${START_TIMEOUT_MS} ms:\n${lines.map((l) => l.text).join('\n')}`)), START_TIMEOUT_MS);
    void exited.then((code) => reject(new Error(`exited with ${code} before listening:\n${lines.map((l) => l.text).join('\n')}`)));
    const onLine = (text: string): void => {
      lines.push({ at: Date.now(), text });
      const match = /listening on http:\/\/localhost:(\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
  });
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    lines,
    exited,
    alive: () => running,
    signal: (name) => void child.kill(name),
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}
