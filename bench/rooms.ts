// Competitive rooms under load: ONE game-server process (bench/rooms/server.ts, built packages, its own
// process so its CPU and memory are measured alone) and bot players in 4-player rooms on 127.0.0.1, each
// making a match attempt every 1–3 s (bench/rooms/bot.ts). The load ramps up; at each step the bench
// measures the match-attempt round trip (send → the server's judgement) for MEASURE_MS, and the server's
// CPU and memory. Goal: 2,000 clients in 500 rooms with p99 < 50 ms; reports the largest step that kept it.
// The bots run in this process: on a small machine they compete with the server for the same cores, so the
// event-loop delay of both is reported (Node's 10-ms timer resolution: ~11 ms means no delay), and the server's
// CPU time per attempt, which other load on the machine does not change.
import type { ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { findBuiltinGame } from '@matchdrop/shared';
import { Bot } from './rooms/bot.ts';
import { mb, percentile, startServer } from './rooms/process.ts';

const STEPS = [200, 500, 1_000, 2_000];
const PLAYERS_PER_ROOM = 4;
const MEASURE_MS = 15_000;
const GOAL_P99_MS = 50;
/** Rooms set up at once while ramping. */
const SETUP_CONCURRENCY = 10;
const GAME = findBuiltinGame('countries')!;

interface ServerStats {
  cpu: NodeJS.CpuUsage;
  rss: number;
  heapUsed: number;
  at: number;
  loopP99: number;
  gcMax: number;
}

/** The server's answer to a stats request (other IPC messages, e.g. a process manager's probe, are skipped). */
function serverStats(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown): void => {
      if (typeof message !== 'object' || message === null || !('rss' in message)) return;
      child.off('message', onMessage);
      resolve(message as ServerStats);
    };
    child.on('message', onMessage);
    child.send('stats');
  });
}

let nextId = 1;

/** A room of four bots: the first creates it (REST), all join by code, the guests ready up, the host starts. */
async function openRoom(url: string): Promise<Bot[]> {
  const bots = Array.from({ length: PLAYERS_PER_ROOM }, () => new Bot(nextId++, GAME.data));
  const res = await fetch(`${url}/api/competitive/create-room`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer bench-${bots[0]!.userId}` },
    // The longest time limit: the bots keep playing for the whole measurement.
    body: JSON.stringify({ dictionaryType: 'builtin', dictionaryId: GAME.id, pairCount: 20, maxPlayers: PLAYERS_PER_ROOM, roundSeconds: 600 }),
  });
  if (res.status !== 201) throw new Error(`create-room answered ${res.status}`);
  const { room } = (await res.json()) as { room: { roomCode: string } };
  const [host, ...guests] = bots as [Bot, ...Bot[]];
  const hostRoom = await host.join(url, room.roomCode);
  let ready = 0;
  const allReady = new Promise<void>((resolve) =>
    hostRoom.onMessage('player_ready_changed', (change: { ready: boolean }) => {
      if (change.ready && ++ready === guests.length) resolve();
    }),
  );
  for (const guest of guests) await guest.join(url, room.roomCode);
  for (const guest of guests) guest.send('toggle_ready');
  await allReady;
  host.send('start_game');
  return bots;
}

async function rampTo(url: string, bots: Bot[], clients: number): Promise<void> {
  const rooms = Math.ceil((clients - bots.length) / PLAYERS_PER_ROOM);
  for (let opened = 0; opened < rooms; opened += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, rooms - opened) }, () => openRoom(url));
    for (const room of await Promise.all(batch)) bots.push(...room);
  }
  // The 3-2-1 countdown, then every room is playing.
  while (bots.some((bot) => !bot.playing)) await sleep(200);
}

const { child, url } = await startServer();
const idle = await serverStats(child);
const bots: Bot[] = [];
const results: { clients: number; p99: number }[] = [];
console.log('\nbench/rooms: 4-player competitive rooms, one match attempt per player every 1–3 s, one server process');
console.log('  clients  rooms  attempts/s   rtt p50   p95     p99     server CPU (per attempt)   RSS      RSS/client  heap     loop p99 server / bots  GC max');
const botLoop = monitorEventLoopDelay();
botLoop.enable();
try {
  for (const clients of STEPS) {
    await rampTo(url, bots, clients);
    for (const bot of bots) bot.take();
    const before = await serverStats(child);
    botLoop.reset();
    await sleep(MEASURE_MS);
    const after = await serverStats(child);
    const samples = bots.flatMap((bot) => bot.take()).sort((a, b) => a - b);
    const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const cpu = (100 * cpuMs) / (after.at - before.at);
    const perClient = (after.rss - idle.rss) / bots.length / 1024;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p));
    results.push({ clients: bots.length, p99: p99! });
    console.log(
      `  ${String(bots.length).padStart(7)}  ${String(bots.length / PLAYERS_PER_ROOM).padStart(5)}  ${(samples.length / (MEASURE_MS / 1000)).toFixed(0).padStart(10)}` +
        `   ${p50!.toFixed(1).padStart(5)} ms ${p95!.toFixed(1).padStart(5)} ms ${p99!.toFixed(1).padStart(5)} ms` +
        `  ${cpu.toFixed(0).padStart(4)} % core (${(cpuMs / samples.length).toFixed(2)} ms)  ${mb(after.rss).padStart(7)}  ${perClient.toFixed(0).padStart(5)} KB    ${mb(after.heapUsed).padStart(6)}` +
        `   ${after.loopP99.toFixed(0)} ms / ${(botLoop.percentile(99) / 1e6).toFixed(0)} ms`.padEnd(22) +
        `${after.gcMax.toFixed(0)} ms`,
    );
  }
} finally {
  for (const bot of bots) bot.stop();
  child.disconnect();
}
const kept = results.filter((r) => r.p99 < GOAL_P99_MS).map((r) => r.clients);
const largest = kept.length > 0 ? Math.max(...kept) : 0;
console.log(`  largest load with p99 < ${GOAL_P99_MS} ms: ${largest > 0 ? `${largest} clients in ${largest / PLAYERS_PER_ROOM} rooms` : 'none'}`);
console.log(`  goal           2000 clients in 500 rooms with p99 < ${GOAL_P99_MS} ms: ${largest >= 2_000 ? 'met' : 'MISSED'}`);
process.exit(0);
