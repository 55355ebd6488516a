// Test support (not a test file): a temporary DATA_DIR and a minimal built client for a server under test, and the
// product in a child process.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// The game-server test kit's resolve hook lets a child run the TypeScript sources directly.
const HOOKS = fileURLToPath(new URL('../../game-server/src/competitive/testing/source-hooks.ts', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface ProductProcess {
  url: string;
  port: number;
  /** Everything it printed so far. */
  lines: string[];
  stop(): Promise<void>;
}

/** The real product (node server/src/main.ts) in a child process on a free port, with `env` added to the test's. */
export async function startProductProcess(env: Record<string, string>): Promise<ProductProcess> {
  const child = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', '--conditions=@matchdrop/source', '--import', HOOKS, MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`)), START_TIMEOUT_MS);
    void exited.then(() => reject(new Error(`exited before listening:\n${lines.join('\n')}`)));
    const onLine = (line: string): void => {
      lines.push(line);
      const match = /listening on http:\/\/localhost:(\d+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
