// A 200-player tournament of bots: 3 rounds, heats of 4, bots at human pace (~1 attempt/s) in their own process
// (bench/tournament/bots.ts), the game server in another (bench/rooms/server.ts, built packages, no database).
// Measures, per round, the time from the host's Start (or Next round) to the LAST heat's first item reaching its
// player, and the time from the last heat's end to the standings reaching each player (p99); and the server's CPU
// and memory. Targets: every heat started within 2 s, standings within 1 s.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TournamentBot } from '@matchdrop/game-server/testing';
import { mb, percentile, startServer } from './rooms/process.ts';

const PLAYERS = 200;
const ROUNDS = 3;
const PACE_MS = 1_000;
const HEAT_START_GOAL_MS = 2_000;
const STANDINGS_GOAL_MS = 1_000;
const GAME_ID = 'countries';

function ask<T>(child: ChildProcess, message: unknown, accept: (reply: unknown) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (reply: unknown): void => {
      if (!accept(reply)) return;
      child.off('message', onMessage);
      resolve(reply as T);
    };
    child.on('message', onMessage);
    child.send(message as never);
  });
}

interface ServerStats {
  cpu: NodeJS.CpuUsage;
  rss: number;
  heapUsed: number;
  at: number;
}
const stats = (child: ChildProcess) => ask<ServerStats>(child, 'stats', (m) => typeof m === 'object' && m !== null && 'rss' in m);

const { child: server, url } = await startServer();
const botsProcess = fork(fileURLToPath(new URL('./tournament/bots.ts', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const idle = await stats(server);
try {
  const created = await fetch(`${url}/api/tournaments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench-1' },
    body: JSON.stringify({ gameType: 'builtin', gameId: GAME_ID, pairCount: 6, rounds: ROUNDS, heatSize: 4, roundSeconds: 120 }),
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const { code } = ((await created.json()) as { tournament: { code: string } }).tournament;
  const host = await new TournamentBot(url, 'bench-1', null).join(code);
  await ask(botsProcess, { kind: 'seat', order: { url, code, count: PLAYERS, paceMs: PACE_MS, gameId: GAME_ID } }, (m) => (m as { kind?: string }).kind === 'seated');
  const seated = await stats(server);

  const pressed: number[] = [];
  const before = await stats(server);
  for (let round = 1; round <= ROUNDS; round++) {
    pressed[round] = Date.now();
    host.send(round === 1 ? 'start' : 'next_round');
    await host.next('round_ended', round, 120_000);
  }
  const after = await stats(server);
  const { times } = await ask<{ times: { heatStarted: number[][]; heatEnded: number[][]; roundEnded: number[][] } }>(
    botsProcess,
    { kind: 'report' },
    (m) => (m as { kind?: string }).kind === 'report',
  );

  console.log(`\nbench/tournament: ${PLAYERS} bot players, ${ROUNDS} rounds, heats of 4, one attempt per ${PACE_MS} ms, one server process`);
  console.log('  round  heats started (max after Start)   standings after last heat end p50 / p99 / max');
  let worstStart = 0;
  let worstStandings = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = Math.max(...(times.heatStarted[round] ?? [Number.NaN])) - (pressed[round] ?? 0);
    const lastHeatEnd = Math.max(...(times.heatEnded[round] ?? [Number.NaN]));
    const lags = (times.roundEnded[round] ?? []).map((t) => t - lastHeatEnd).sort((a, b) => a - b);
    const p99 = percentile(lags, 99);
    worstStart = Math.max(worstStart, started);
    worstStandings = Math.max(worstStandings, p99);
    console.log(
      `  ${String(round).padStart(5)}  ${`${started} ms (${times.heatStarted[round]?.length ?? 0} players)`.padEnd(33)}  ${percentile(lags, 50)} / ${p99} / ${lags.at(-1)} ms`,
    );
  }
  const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
  console.log(
    `  server: ${((100 * cpuMs) / (after.at - before.at)).toFixed(0)} % of a core over the rounds (${(cpuMs / 1000).toFixed(1)} s CPU), RSS ${mb(idle.rss)} idle → ${mb(seated.rss)} seated → ${mb(after.rss)} after, heap ${mb(after.heapUsed)}`,
  );
  console.log(`  goal   every heat started within ${HEAT_START_GOAL_MS} ms: ${worstStart <= HEAT_START_GOAL_MS ? 'met' : 'MISSED'} (${worstStart} ms)`);
  console.log(`  goal   standings within ${STANDINGS_GOAL_MS} ms of the last heat's end (p99): ${worstStandings <= STANDINGS_GOAL_MS ? 'met' : 'MISSED'} (${worstStandings} ms)`);
  await host.leave();
} finally {
  botsProcess.disconnect();
  server.disconnect();
}
process.exit(0);
