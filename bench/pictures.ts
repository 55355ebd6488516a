// Pictures (issue 35, R-PIC-4): the whole product in this process (startServer, PGlite in a temporary DATA_DIR), one
// account uploading 12-megapixel JPEG photos through POST /api/media. Figures: the time of one upload (received,
// identified, decoded, re-encoded to both WebP sizes, stored), one after another; then the event loop's delay while
// 10 uploads run at once (sharp works on libuv's thread pool, so the loop should only wait for I/O). Goals: p95 of
// one upload under 400 ms; p99 event-loop delay under 20 ms during the 10 at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseConfig, startServer } from '@matchdrop/server';
import { pino } from 'pino';
import sharp from 'sharp';
import { percentile } from './support/percentile.ts';

/** Uploads one after another, then rounds of uploads at once. */
const LOAD = { sequential: 20, atOnce: 10, rounds: 3 };
const GOAL = { uploadP95Ms: 400, loopP99Ms: 20 };

const ms = (ns: number): string => (ns / 1e6).toFixed(1);
/** The same measurement without load first: what the machine itself adds (other processes). */
const IDLE_MS = 3_000;

/**
 * A 4000 × 3000 photo-like JPEG (a colour gradient under fine grain, quality 90: about the bytes of a phone photo).
 * Each upload appends its own bytes after the JPEG's end marker (decoders ignore them): a different file every
 * time, so none is answered from the store of originals already seen.
 */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const grain = (): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) % 25;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = (x * 230) / width + grain();
      gradient[i + 1] = (y * 230) / height + grain();
      gradient[i + 2] = ((x + y) * 115) / (width + height) + grain();
    }
  }
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dataDir = await mkdtemp(join(tmpdir(), 'matchdrop-bench-pictures-'));
const databaseUrl = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
const config = parseConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-admin-password', ...databaseUrl });
const server = await startServer(config, { logger: pino({ level: 'warn' }) });
const base = `http://127.0.0.1:${server.port}`;

try {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_pictures', email: 'pictures@example.com', password: 'bench-password' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const jpeg = await photo();
  let serial = 0;
  const upload = async (): Promise<number> => {
    serial += 1;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg), new TextEncoder().encode(`bench ${serial}`)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const res = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${body}`);
    return performance.now() - started;
  };

  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  idle.disable();

  await upload(); // warm-up: sharp's first call loads libvips
  const one: number[] = [];
  for (let i = 0; i < LOAD.sequential; i++) one.push(await upload());

  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const together: number[] = [];
  histogram.enable();
  for (let round = 0; round < LOAD.rounds; round++) together.push(...(await Promise.all(Array.from({ length: LOAD.atOnce }, upload))));
  histogram.disable();

  const sorted = one.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const lagP99 = histogram.percentile(99) / 1e6;
  const stored = (await sharp(jpeg).metadata()) as { width: number; height: number };
  console.log('\nbench/pictures: uploads of a 12-megapixel JPEG');
  console.log(`  file           ${stored.width} × ${stored.height}, ${(jpeg.length / 1e6).toFixed(1)} MB`);
  console.log(`  one at a time  ${LOAD.sequential} uploads: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
  const both = together.sort((a, b) => a - b);
  console.log(`  ${LOAD.atOnce} at once     ${LOAD.rounds} rounds: upload p50 ${percentile(both, 50).toFixed(0)} ms, p95 ${percentile(both, 95).toFixed(0)} ms`);
  console.log(`  event loop     during them (1-ms resolution): p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`);
  console.log(`  idle loop      p50 ${ms(idle.percentile(50))} ms, p99 ${ms(idle.percentile(99))} ms (no load, ${IDLE_MS / 1000} s, same process)`);
  console.log(
    `  goals          p95 < ${GOAL.uploadP95Ms} ms: ${p95 < GOAL.uploadP95Ms ? 'met' : 'MISSED'}; event loop p99 < ${GOAL.loopP99Ms} ms: ${lagP99 < GOAL.loopP99Ms ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
