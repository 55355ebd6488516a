// The client in headless Chromium, on the whole product started in this process (startServer).
// 1. First page weight, from the PRODUCTION build (client/dist): the gzipped JavaScript the page loads
//    before any game starts (entry + its static imports), then the chunks a game start fetches
//    (the game code and Phaser). Targets: first page ≤ 90 KB gzip, the Phaser chunk ≤ 200 KB gzip.
// 1b. Start Game → the first drawn frame on a slow connection (production build, as the server sends it):
//    150 ms latency, 1.6 Mbps down, no cache. Target ≤ 2.5 s.
// 2. Frame times of a 20-pair game on the largest field (1200×700), from the e2e build (same code
//    plus the test hook, used to find items to drag): ~10 s of play with real mouse drags while
//    requestAnimationFrame deltas and the DevTools Protocol's ScriptDuration are recorded.
//    Goals: frame-time p95 ≤ 16.7 ms, script ≤ 2 ms per frame.
import { gzipSync } from 'node:zlib';
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import type { Browser, Page } from 'playwright-core';
import {
  buildClients,
  E2E_DIST,
  kb,
  launchChromium,
  PRODUCTION_DIST,
  slowNetworkWords,
  throttledPage,
  watchFirstFrame,
  withProduct,
  type FirstFrameWindow,
} from './support/client-bench.ts';
import { percentile } from './support/percentile.ts';

/** Issue 13: its targets, and the figures this bench measured before it (the all-in-one Phaser bundle, assets sent uncompressed). */
const FIRST_PAGE = { beforeKb: 100, targetKb: 90 };
/** Issue 26: a Russian or Chinese first page (its own catalog instead of the English one) weighs at most this much more. */
const OTHER_LANGUAGE_EXTRA_KB = 15;
const PHASER_CHUNK = { beforeKb: 350, targetKb: 200 };
const START_TO_FRAME = { beforeS: 7.77, targetS: 2.5 };
const FRAME_P95_GOAL_MS = 16.7;
/** Chrome coarsens requestAnimationFrame timestamps to 0.1 ms: a steady 60 Hz reads as 16.6–16.8 ms. */
const TIMESTAMP_RESOLUTION_MS = 0.1;
/** A delta this long means at least one display refresh (60 Hz) went by without a frame. */
const LATE_FRAME_MS = 25;
const SCRIPT_PER_FRAME_GOAL_MS = 2;
const PLAY_MS = 10_000;
const PAIRS = 20;
const TOPIC = findCategory('history')!;
const GAME = findBuiltinGame('chinese-history')!;

const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function openGamePairs(page: Page, pairs: number): Promise<void> {
  await page.getByRole('button', { name: startsWith(TOPIC.name) }).click();
  await page.getByRole('button', { name: startsWith(GAME.name) }).click();
  await page.getByRole('slider', { name: 'Number of pairs' }).fill(String(pairs));
  await page.getByRole('button', { name: 'Start Game' }).click();
}

interface ScriptFile {
  name: string;
  bytes: number;
  gzip: number;
}

/** Every script response from now on, with its raw and gzipped size. */
function recordScripts(page: Page): () => Promise<ScriptFile[]> {
  const pending: Promise<ScriptFile>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ name: new URL(response.url()).pathname.replace('/assets/', ''), bytes: body.length, gzip: gzipSync(body).length })));
  });
  return async () => Promise.all(pending.splice(0));
}

async function firstPageWeight(browser: Browser, url: string): Promise<boolean> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const take = recordScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Topics' }).waitFor();
  const first = await take();
  await openGamePairs(page, 6);
  await page.locator('[data-testid="game-area"] canvas').waitFor();
  await page.waitForLoadState('networkidle');
  const game = await take();
  await page.close();

  const total = (files: ScriptFile[]) => files.reduce((sum, f) => sum + f.gzip, 0);
  const line = (f: ScriptFile) => `    ${f.name.padEnd(34)} ${kb(f.bytes).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`;
  // The game's Phaser (client/src/game/phaser) is one chunk named after its entry, mountGame.ts.
  const phaser = game.filter((f) => f.name.startsWith('mountGame'));
  console.log('\nbench/client: JavaScript of the production build (client/dist)');
  console.log(`  first page      ${kb(total(first))} gzip in ${first.length} files (entry + static imports, before any game)`);
  first.forEach((f) => console.log(line(f)));
  console.log(`  game start      ${kb(total(game))} gzip more, fetched when a game starts`);
  game.forEach((f) => console.log(line(f)));
  const firstMet = total(first) <= FIRST_PAGE.targetKb * 1024;
  const phaserMet = phaser.length > 0 && total(phaser) <= PHASER_CHUNK.targetKb * 1024;
  const figure = (name: string, bytes: number, { beforeKb, targetKb }: { beforeKb: number; targetKb: number }, met: boolean) =>
    console.log(`  ${name.padEnd(15)} ${kb(bytes)} gzip (before: ${beforeKb} KB; target ≤ ${targetKb} KB: ${met ? 'met' : 'MISSED'})`);
  figure('first page', total(first), FIRST_PAGE, firstMet);
  figure('Phaser chunk', total(phaser), PHASER_CHUNK, phaserMet);
  return firstMet && phaserMet;
}

/** The first page's JavaScript in a browser whose language is each of the interface's three. */
async function firstPageByLanguage(browser: Browser, url: string): Promise<boolean> {
  const weigh = async (locale: string): Promise<number> => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const take = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('list').first().waitFor();
    const bytes = (await take()).reduce((sum, f) => sum + f.gzip, 0);
    await context.close();
    return bytes;
  };
  const english = await weigh('en-US');
  console.log(`  first page by the browser's language (target: ru and zh ≤ en + ${OTHER_LANGUAGE_EXTRA_KB} KB)`);
  console.log(`    en-US  ${kb(english)} gzip`);
  let met = true;
  for (const locale of ['ru-RU', 'zh-CN']) {
    const bytes = await weigh(locale);
    const extra = bytes - english;
    const ok = extra <= OTHER_LANGUAGE_EXTRA_KB * 1024;
    met &&= ok;
    console.log(`    ${locale}  ${kb(bytes)} gzip (${extra >= 0 ? '+' : ''}${kb(extra)}: ${ok ? 'met' : 'MISSED'})`);
  }
  return met;
}

/** Start Game → first drawn frame on SLOW_NETWORK, in a fresh context with the cache off: what a first-time player waits. */
async function startToFirstFrame(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, cdp, countFromNow, bytes } = await throttledPage(context);
    let clicked = false;
    const encodings = new Set<string>();
    cdp.on('Network.responseReceived', ({ response, type }) => {
      if (clicked && type === 'Script') encodings.add(String(response.headers['Content-Encoding'] ?? response.headers['content-encoding'] ?? 'none'));
    });
    await page.addInitScript(watchFirstFrame, 'Start Game');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await page.getByRole('button', { name: startsWith(TOPIC.name) }).click();
    await page.getByRole('button', { name: startsWith(GAME.name) }).click();
    await page.getByRole('slider', { name: 'Number of pairs' }).fill('6');
    await page.waitForLoadState('networkidle');
    clicked = true;
    countFromNow();
    await page.getByRole('button', { name: 'Start Game' }).click();
    // Resolves on a truthy value: a time from the click is never 0.
    const handle = await page.waitForFunction(() => (window as FirstFrameWindow).__benchFirstFrameMs ?? 0, undefined, { timeout: 60_000 });
    const seconds = (await handle.jsonValue()) / 1000;
    const met = seconds <= START_TO_FRAME.targetS;
    console.log(`\nbench/client: Start Game → first drawn frame on a throttled connection (${slowNetworkWords}, no cache; production build)`);
    console.log(`  time            ${seconds.toFixed(2)} s (before: ${START_TO_FRAME.beforeS} s; target ≤ ${START_TO_FRAME.targetS} s: ${met ? 'met' : 'MISSED'})`);
    console.log(`  transferred     ${kb(bytes())} after the click (script encodings: ${[...encodings].join(', ') || 'none'})`);
  } finally {
    await context.close();
  }
}

type HookWindow = Window & {
  __matchdropTest?: {
    ready(): boolean;
    items(): { id: string; location: string; x: number; y: number }[];
    zones(): Record<'upper' | 'lower', { x: number; y: number; width: number; height: number }>;
    state(): { totalPairs: number; finished: boolean; zones: Record<'upper' | 'lower', string | null> };
  };
};

/** Drags a field item into the free zone (right or wrong pair alike: the point is realistic input). */
async function dragSomething(page: Page): Promise<void> {
  const move = await page.evaluate(() => {
    const hook = (window as HookWindow).__matchdropTest!;
    const state = hook.state();
    const zone = state.zones.upper === null ? 'upper' : state.zones.lower === null ? 'lower' : null;
    const item = hook.items().find((i) => i.location === 'field');
    if (!zone || !item) return null;
    const rect = hook.zones()[zone];
    return { from: { x: item.x, y: item.y }, to: { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } };
  });
  if (!move) return;
  await page.mouse.move(move.from.x, move.from.y);
  await page.mouse.down();
  await page.mouse.move(move.to.x, move.to.y, { steps: 8 });
  await page.mouse.up();
}

async function frameTimes(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(url);
  await page.getByRole('list', { name: 'Topics' }).waitFor();
  await openGamePairs(page, PAIRS);
  await page.waitForFunction(() => (window as HookWindow).__matchdropTest?.ready() === true);
  const field = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="game-area"] canvas') as HTMLCanvasElement;
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    // getContext('2d') answers only on a 2D canvas: a WebGL canvas returns null.
    return {
      totalPairs: (window as HookWindow).__matchdropTest!.state().totalPairs,
      renderer: canvas.getContext('2d') ? 'Phaser Canvas renderer' : 'Phaser WebGL renderer',
      canvas: `${canvas.width}×${canvas.height} canvas shown at ${Math.round(canvas.getBoundingClientRect().width)}×${Math.round(canvas.getBoundingClientRect().height)} CSS px`,
      gl: gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : gl ? 'WebGL (renderer hidden)' : 'no WebGL',
    };
  });
  await page.waitForTimeout(1_000); // past the first frames (shader compilation, text textures)

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  };
  await page.evaluate(() => {
    const deltas: number[] = [];
    let last = 0;
    const frame = (now: number) => {
      if (last > 0) deltas.push(now - last);
      last = now;
      (window as Window & { __benchFrames?: number[] }).__benchFrames = deltas;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const scriptBefore = await scriptSeconds();
  const started = Date.now();
  let drags = 0;
  while (Date.now() - started < PLAY_MS) {
    await dragSomething(page);
    drags += 1;
    await page.waitForTimeout(300);
  }
  const scriptAfter = await scriptSeconds();
  const deltas = await page.evaluate(() => (window as Window & { __benchFrames?: number[] }).__benchFrames ?? []);
  await page.close();

  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const scriptPerFrame = ((scriptAfter - scriptBefore) * 1000) / Math.max(1, deltas.length);
  console.log(`\nbench/client: a ${field.totalPairs}-pair game (1200×700 field) for ${PLAY_MS / 1000} s with ${drags} mouse drags (e2e build)`);
  console.log(`  renderer        ${field.renderer}; ${field.canvas}; the browser's WebGL: ${field.gl}`);
  console.log(`  frames          ${deltas.length} (${(deltas.length / (PLAY_MS / 1000)).toFixed(1)} per second)`);
  console.log(`  frame time      p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
  console.log(`  late frames     ${deltas.filter((d) => d > LATE_FRAME_MS).length} of ${deltas.length} over ${LATE_FRAME_MS} ms (a display refresh missed)`);
  console.log(`  script          ${scriptPerFrame.toFixed(2)} ms per frame (DevTools ScriptDuration, all page JavaScript incl. input handlers)`);
  const framesMet = p95 <= FRAME_P95_GOAL_MS + TIMESTAMP_RESOLUTION_MS + 1e-9; // 1e-9: 16.7 + 0.1 is 16.7999… in floating point
  const scriptMet = scriptPerFrame <= SCRIPT_PER_FRAME_GOAL_MS;
  console.log(
    `  goal            p95 ≤ ${FRAME_P95_GOAL_MS} ms: ${framesMet ? 'met' : 'MISSED'}; script ≤ ${SCRIPT_PER_FRAME_GOAL_MS} ms per frame: ${scriptMet ? 'met' : 'MISSED'}`,
  );
  if (/swiftshader|llvmpipe|software/i.test(field.gl)) {
    console.log('  note            no GPU here: WebGL would be software-rasterized, so the game chose the Canvas renderer;');
    console.log('                  requestAnimationFrame runs at most at the display rate (60 Hz = 16.7 ms a frame).');
  }
}

buildClients();

const browser = await launchChromium();
try {
  const weightMet = await withProduct(PRODUCTION_DIST, async (url) => {
    const met = await firstPageWeight(browser, url);
    const languagesMet = await firstPageByLanguage(browser, url);
    await startToFirstFrame(browser, url);
    return met && languagesMet;
  });
  await withProduct(E2E_DIST, (url) => frameTimes(browser, url));
  // Only the page-weight targets fail the run: they are properties of the build, while frame times and the
  // time to the first frame are as much the machine's (GPU or none, other load) as the game's.
  process.exitCode = weightMet ? 0 : 1;
} finally {
  await browser.close();
}
