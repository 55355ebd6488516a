// Starts the real built product (server/dist/main.js) for browser tests, each on its own port and data folder;
// useProduct() is the one boot every e2e file uses.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './chromium.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(repoRoot, 'server/dist/main.js');
/** The client built with the game's test hook (scripts/build.ts buildE2eClient); CLIENT_DIST overrides it. */
const E2E_CLIENT_DIST = process.env.CLIENT_DIST ?? join(repoRoot, 'e2e/dist/client');
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Keeps memory bounded on chatty runs while leaving plenty of context for an error message. */
const MAX_LOG_CHARS = 200_000;
/** Services the product under test must not share with the developer's environment: it runs on its own PGlite. */
const ISOLATED_ENV = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'];

export interface Product {
  url: string;
  dataDir: string;
  /** Everything the product wrote to stdout and stderr so far. */
  logs(): string;
  /** SIGTERM, wait for the exit, then delete the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No port assigned'))));
    });
  });
}

export function productEnv(parent: NodeJS.ProcessEnv, own: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...parent };
  for (const name of ISOLATED_ENV) delete env[name];
  return { ...env, ...own };
}

export async function startProduct(options: { env?: Record<string, string> } = {}): Promise<Product> {
  if (!existsSync(MAIN)) {
    throw new Error(`${MAIN} does not exist: build the product first with 'npm run build'.`);
  }
  if (!existsSync(join(E2E_CLIENT_DIST, 'index.html'))) {
    throw new Error(`${E2E_CLIENT_DIST} has no client build: build it with 'npx node scripts/build.ts --e2e'.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-e2e-'));
  const url = `http://${HOST}:${port}`;
  let output = '';
  const append = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
  };

  // process.execPath is the Node 24 that runs vitest, never the machine's older default node.
  const child = spawn(process.execPath, [MAIN], {
    cwd: repoRoot,
    env: productEnv(process.env, { PORT: String(port), DATA_DIR: dataDir, HOST, CLIENT_DIST: E2E_CLIENT_DIST, ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  try {
    await waitForHealth(url, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- product logs ---\n${output}`, { cause: error });
  }
  return { url, dataDir, logs: () => output, stop };
}

async function waitForHealth(url: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('The product exited before it became healthy.');
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The product at ${url} was not healthy within ${READY_TIMEOUT_MS / 1000}s (${lastProblem}).`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}
