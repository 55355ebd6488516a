// Competitive rooms under load: ONE game-server process (bench/rooms/server.ts, built packages) and bot players in
// 4-player rooms on 127.0.0.1 in BOT_PROCESSES processes of their own (bench/rooms/bots.ts), each bot making a
// match attempt every 1–3 s (bench/rooms/bot.ts); this process only orchestrates and prints, so the server's CPU,
// memory, event-loop delay and GC pauses are its own. The load ramps up; at each step the bench measures, for
// MEASURE_MS, the match-attempt round trip (send → the server's judgement), the server's CPU time per attempt
// (which other load on the machine does not change), its memory per client and its longest GC pause, and the
// event-loop delay of the server and of the bots (Node's timer resolution: ~11 ms means no delay). Targets
// (issue 13) at 4,000 clients in 1,000 rooms: p99 < 50 ms, ≤ 0.15 ms of server CPU per attempt, GC pauses < 20 ms;
// a missed target fails the run (exit code 1).
// ROOMS_PROFILE_DIR=<dir>: a CPU profile and a sampled allocation profile of the server over the last step's
// measurement (its figures then include the profilers' own cost) are written there, to open in Chrome DevTools or
// summarize with `node bench/rooms/profile-summary.ts <file>`.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { BotsOrder, BotsReply } from './rooms/bots.ts';
import { PLAYERS_PER_ROOM } from './rooms/bots.ts';
import { mb, startServer } from './rooms/process.ts';
import { percentile } from './support/percentile.ts';

const STEPS = [500, 1_000, 2_000, 4_000];
const BOT_PROCESSES = 2;
/** After a ramp, before measuring: the new rooms' countdowns are over and their bots attempt at their pace. */
const SETTLE_MS = 3_000;
const MEASURE_MS = 12_000;
const TARGET = { clients: 4_000, p99Ms: 50, cpuMsPerAttempt: 0.15, gcMaxMs: 20 };
/** Issue 13's figures before this bench put the bots in their own processes (bots in the orchestrator, 2,000 clients at most). */
const BASELINE = { p99: '355 ms', loopP99: '112 ms', cpuPerAttempt: '0.34–0.42 ms', gcMax: '70 ms' };
const PROFILE_DIR = process.env.ROOMS_PROFILE_DIR;

interface ServerStats {
  cpu: NodeJS.CpuUsage;
  rss: number;
  heapUsed: number;
  at: number;
  loopP99: number;
  gcMax: number;
  gcMaxKind: string;
}

/** Sends a message to a child and resolves with its first answer that `accept` takes (other messages are skipped). */
function ask<T>(child: ChildProcess, message: unknown, accept: (reply: unknown) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null): void => reject(new Error(`a bench process exited with ${code}`));
    const onMessage = (reply: unknown): void => {
      if (!accept(reply)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message as never);
  });
}
const isObject = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null;
const serverStats = (server: ChildProcess) => ask<ServerStats>(server, 'stats', (m) => isObject(m) && 'rss' in m);
const botsAsk = <K extends BotsReply['kind']>(bots: ChildProcess, order: BotsOrder, kind: K) =>
  ask<Extract<BotsReply, { kind: K }>>(bots, order, (m) => isObject(m) && m.kind === kind);
const cpuMs = (after: NodeJS.CpuUsage, before: NodeJS.CpuUsage): number => (after.user + after.system - before.user - before.system) / 1000;

interface Row {
  clients: number;
  rooms: number;
  attemptsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  cpuPercent: number;
  cpuPerAttempt: number;
  rss: number;
  rssPerClientKb: number;
  heap: number;
  loopP99: number;
  botsLoopP99: number;
  botsCpuPercent: number;
  gcMax: number;
  gcMaxKind: string;
}

function printRow(r: Row): void {
  console.log(
    `  ${String(r.clients).padStart(7)}  ${String(r.rooms).padStart(5)}  ${r.attemptsPerSecond.toFixed(0).padStart(10)}` +
      `   ${r.p50.toFixed(1).padStart(5)} ms ${r.p95.toFixed(1).padStart(5)} ms ${r.p99.toFixed(1).padStart(5)} ms` +
      `  ${r.cpuPercent.toFixed(0).padStart(4)} % (${r.cpuPerAttempt.toFixed(3)} ms)` +
      `  ${mb(r.rss).padStart(7)}  ${r.rssPerClientKb.toFixed(0).padStart(5)} KB  ${mb(r.heap).padStart(6)}` +
      `  ${`${r.loopP99.toFixed(0)} ms`.padStart(6)} / ${`${r.botsLoopP99.toFixed(0)} ms`.padEnd(7)} ${`${r.botsCpuPercent.toFixed(0)} %`.padStart(5)}` +
      `  ${r.gcMax.toFixed(1).padStart(5)} ms ${r.gcMaxKind}`,
  );
}

const { child: server, url } = await startServer();
const botProcesses = Array.from({ length: BOT_PROCESSES }, () =>
  fork(fileURLToPath(new URL('./rooms/bots.ts', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
);
const idle = await serverStats(server);
const rows: Row[] = [];
let clients = 0;
let nextId = 1;
console.log(`\nbench/rooms: 4-player competitive rooms, one match attempt per player every 1–3 s; one server process, bots in ${BOT_PROCESSES} others`);
console.log('  clients  rooms  attempts/s   rtt p50      p95      p99     server CPU (per attempt)   RSS  RSS/client   heap  loop p99 server / bots  bots CPU  GC max');
try {
  for (const step of STEPS) {
    // New rooms go to the bots processes in turn, so each holds about the same number of players.
    const rooms = Math.ceil((step - clients) / PLAYERS_PER_ROOM);
    await Promise.all(
      botProcesses.map((bots, i) => {
        const share = Math.floor(rooms / BOT_PROCESSES) + (i < rooms % BOT_PROCESSES ? 1 : 0);
        const firstId = nextId;
        nextId += share * PLAYERS_PER_ROOM;
        return share > 0 ? botsAsk(bots, { kind: 'open', url, rooms: share, firstId }, 'opened') : undefined;
      }),
    );
    clients += rooms * PLAYERS_PER_ROOM;
    await sleep(SETTLE_MS);
    const profiling = PROFILE_DIR !== undefined && step === STEPS.at(-1);
    if (profiling) await ask(server, { profile: 'start' }, (m) => isObject(m) && 'profiled' in m);
    const botsBefore = await Promise.all(botProcesses.map((bots) => botsAsk(bots, { kind: 'take' }, 'taken')));
    const before = await serverStats(server);
    await sleep(MEASURE_MS);
    const after = await serverStats(server);
    const botsAfter = await Promise.all(botProcesses.map((bots) => botsAsk(bots, { kind: 'take' }, 'taken')));
    if (profiling) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      const file = resolve(join(PROFILE_DIR, `rooms-server-${clients}-${Date.now()}`));
      await ask(server, { profile: file }, (m) => isObject(m) && 'profiled' in m);
      console.log(`  (CPU and allocation profiles of the server over the next row's measurement: ${file}.cpuprofile, .heapprofile)`);
    }
    const seconds = (after.at - before.at) / 1000;
    const samples = botsAfter.flatMap((b) => b.samples).sort((a, b) => a - b);
    const serverCpu = cpuMs(after.cpu, before.cpu);
    const botsCpu = botsAfter.reduce((sum, b, i) => sum + cpuMs(b.cpu, botsBefore[i]!.cpu), 0);
    const row: Row = {
      clients,
      rooms: clients / PLAYERS_PER_ROOM,
      attemptsPerSecond: samples.length / seconds,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      cpuPercent: serverCpu / seconds / 10,
      cpuPerAttempt: serverCpu / samples.length,
      rss: after.rss,
      rssPerClientKb: (after.rss - idle.rss) / clients / 1024,
      heap: after.heapUsed,
      loopP99: after.loopP99,
      botsLoopP99: Math.max(...botsAfter.map((b) => b.loopP99)),
      botsCpuPercent: botsCpu / seconds / 10,
      gcMax: after.gcMax,
      gcMaxKind: after.gcMaxKind,
    };
    rows.push(row);
    printRow(row);
  }
} finally {
  for (const bots of botProcesses) bots.disconnect();
  server.disconnect();
}

const last = rows.find((r) => r.clients === TARGET.clients);
const verdict = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
const checks = [
  {
    what: `rtt p99 at ${TARGET.clients} clients`,
    now: last ? `${last.p99.toFixed(1)} ms` : '—',
    baseline: BASELINE.p99,
    target: `< ${TARGET.p99Ms} ms`,
    ok: !!last && last.p99 < TARGET.p99Ms,
  },
  {
    what: 'server CPU per attempt',
    now: last ? `${last.cpuPerAttempt.toFixed(3)} ms` : '—',
    baseline: BASELINE.cpuPerAttempt,
    target: `≤ ${TARGET.cpuMsPerAttempt} ms`,
    ok: !!last && last.cpuPerAttempt <= TARGET.cpuMsPerAttempt,
  },
  {
    what: 'server GC pause max',
    now: last ? `${last.gcMax.toFixed(1)} ms (${last.gcMaxKind})` : '—',
    baseline: BASELINE.gcMax,
    target: `< ${TARGET.gcMaxMs} ms`,
    ok: !!last && last.gcMax < TARGET.gcMaxMs,
  },
  { what: 'server event-loop p99', now: last ? `${last.loopP99.toFixed(0)} ms` : '—', baseline: BASELINE.loopP99, target: '(reported)', ok: true },
];
console.log(`\n  at ${TARGET.clients} clients in ${TARGET.clients / PLAYERS_PER_ROOM} rooms    now          baseline (issue 13)   target`);
for (const c of checks) {
  console.log(`  ${c.what.padEnd(32)} ${c.now.padEnd(12)} ${c.baseline.padEnd(21)} ${c.target.padEnd(10)} ${c.target === '(reported)' ? '' : verdict(c.ok)}`);
}
process.exit(checks.every((c) => c.ok) ? 0 : 1);
