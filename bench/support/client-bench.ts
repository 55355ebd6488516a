// What the client benches share: the product served from a client build in this process, a headless Chromium, the
// throttled connection they measure on, and the in-page watch for a game's first drawn frame.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig, startServer } from '@matchdrop/server';
import { pino } from 'pino';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const PRODUCTION_DIST = join(root, 'client/dist');
export const E2E_DIST = join(root, 'e2e/dist/client');

/** The two client builds the benches measure: the product's, and the e2e one with the test hook. */
const CLIENT_BUILDS = [
  { label: 'production client build: vite build client', dist: PRODUCTION_DIST, args: [join(root, 'node_modules/vite/bin/vite.js'), 'build', 'client', '--logLevel', 'warn'] },
  { label: 'e2e client build (with the test hook)', dist: E2E_DIST, args: [join(root, 'scripts/build.ts'), '--e2e'] },
];

/** Makes both client builds; `onlyMissing`: only one not there yet (a bench run alone, after bench/client's). */
export function buildClients(onlyMissing = false): void {
  for (const { label, dist, args } of CLIENT_BUILDS) {
    if (onlyMissing && existsSync(join(dist, 'index.html'))) continue;
    console.log(`▶ ${label}`);
    if (spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error(`${label} failed`);
  }
}

/** A slow mobile connection, as the DevTools Protocol emulates it: per-request latency and bytes per second. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
export const slowNetworkWords = `${SLOW_NETWORK.latency} ms latency, ${(SLOW_NETWORK.downloadThroughput * 8) / 1e6} Mbps down, ${(SLOW_NETWORK.uploadThroughput * 8) / 1e3} kbps up`;

/**
 * A page of `context` on SLOW_NETWORK with the cache off: what a first-time player waits. `countFromNow()` starts
 * adding up the bytes that cross (what a click costs); `bytes()` reads the sum.
 */
export async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession; countFromNow(): void; bytes(): number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  let counting = false;
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    if (counting) bytes += encodedDataLength;
  });
  return { page, cdp, countFromNow: () => (counting = true), bytes: () => bytes };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/**
 * The whole product on a fresh data folder serving `clientDist`, for the time of `work`. One at a time: Colyseus's
 * matchmaker is a per-process singleton, so two servers in one process cannot both shut down.
 */
export async function withProduct<T>(clientDist: string, work: (url: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-client-'));
  const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIST: clientDist, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-password' });
  const server = await startServer(config, { logger: pino({ level: 'warn' }) });
  try {
    return await work(`http://127.0.0.1:${server.port}`);
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The first frame's time from the click, and its own time on the page's clock (performance.now()). */
export type FirstFrameWindow = Window & { __benchFirstFrameMs?: number; __benchFirstFrameAt?: number };

/**
 * In the page, before its scripts (page.addInitScript(watchFirstFrame, label)): from the click on the button named
 * `startLabel`, checks after every requestAnimationFrame callback whether the game canvas shows more than one colour
 * (before its first frame it is blank, then the background alone), and keeps the time from the click. After the
 * callback, in the same task: Phaser draws in one, and a WebGL canvas (no preserveDrawingBuffer) can be read only
 * before the browser shows the frame.
 */
export function watchFirstFrame(startLabel: string): void {
  let clicked: number | null = null;
  let ctx: CanvasRenderingContext2D | null = null;
  const check = () => {
    if (clicked === null || (window as FirstFrameWindow).__benchFirstFrameMs !== undefined) return;
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="game-area"] canvas');
    if (!canvas || canvas.width === 0 || canvas.height === 0) return;
    if (!ctx) {
      const probe = document.createElement('canvas');
      probe.width = 200;
      probe.height = 120;
      ctx = probe.getContext('2d', { willReadFrequently: true })!;
    }
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    ctx.drawImage(canvas, 0, 0, ctx.canvas.width, ctx.canvas.height);
    const pixels = new Uint32Array(ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height).data.buffer);
    if (!pixels.some((pixel) => pixel !== pixels[0])) return;
    const at = performance.now();
    Object.assign(window as FirstFrameWindow, { __benchFirstFrameMs: at - clicked, __benchFirstFrameAt: at });
  };
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      callback(time);
      check();
    });
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest('button')?.textContent?.trim() === startLabel) clicked ??= performance.now();
    },
    { capture: true },
  );
}
