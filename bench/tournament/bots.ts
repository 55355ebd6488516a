// The tournament bench's players, in a process of their own so they do not share the orchestrator's event loop:
// told { url, code, count, paceMs } over IPC, they take their seats by REST and join, then play every heat they
// are dealt at human pace. They record when each heat's first item reached them (heat_started), when their heat
// ended and when the standings arrived, and send those times (Date.now, comparable across processes on one
// machine) when asked.
import { findBuiltinGame } from '@matchdrop/shared';
import type { JoinTournamentResponse } from '@matchdrop/shared';
import { TournamentBot } from '@matchdrop/game-server/testing';

interface Order {
  url: string;
  code: string;
  count: number;
  paceMs: number;
  gameId: string;
}

const SEAT_CONCURRENCY = 10;
const bots: TournamentBot[] = [];
const times: { heatStarted: number[][]; heatEnded: number[][]; roundEnded: number[][] } = { heatStarted: [], heatEnded: [], roundEnded: [] };
const record = (list: number[][], round: number): void => {
  (list[round] ??= []).push(Date.now());
};

async function seat(order: Order, i: number): Promise<void> {
  const res = await fetch(`${order.url}/api/tournaments/${order.code}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: `bot ${i}` }),
  });
  if (res.status !== 200) throw new Error(`join answered ${res.status}`);
  const { token } = (await res.json()) as JoinTournamentResponse;
  const bot = new TournamentBot(order.url, token, findBuiltinGame(order.gameId)?.data ?? {});
  bot.paceMs = order.paceMs;
  bot.onAny = (type, payload) => {
    const { round } = payload as { round: number };
    if (type === 'heat_started') record(times.heatStarted, round);
    if (type === 'heat_ended') record(times.heatEnded, round);
    if (type === 'round_ended') record(times.roundEnded, round);
  };
  // A matchmaking request now and then meets a keep-alive socket the server just closed: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await bot.join(order.code);
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
      console.error(`bot ${i}: join failed (${String(err)}), retrying`);
    }
  }
  bots.push(bot);
}

process.on('message', (message: { kind: 'seat'; order: Order } | { kind: 'report' }) => {
  if (message.kind === 'report') return void process.send?.({ kind: 'report', times });
  const { order } = message;
  void (async () => {
    for (let i = 0; i < order.count; i += SEAT_CONCURRENCY) {
      await Promise.all(Array.from({ length: Math.min(SEAT_CONCURRENCY, order.count - i) }, (_, k) => seat(order, i + k + 1)));
    }
    process.send?.({ kind: 'seated' });
  })();
});
process.on('disconnect', () => process.exit(0));
