// The tournament bench's players, in a process of their own so they do not share the orchestrator's event loop
// (bench/tournament.ts starts one per 1,000 bots): told { url, code, from, count, paceMs } over IPC, they take their
// seats by REST (the API's join route, every one from 127.0.0.1 like a hall behind one school address) and join the
// room, then play every heat they are dealt at human pace. Kept light so thousands fit one process: the SDK's
// connection, no inbox, payloads read for the few fields the bench needs. They record when each heat's first item
// reached them (heat_started), when their heat ended and when the standings arrived (Date.now, comparable across
// processes on one machine), and the websocket bytes each connection received, and send those when asked.
import { Client } from '@colyseus/sdk';
import type { Room } from '@colyseus/sdk';
import { findBuiltinGame, uniquePairs } from '@matchdrop/shared';
import type { HeatStartedPayload, JoinTournamentResponse, Pair } from '@matchdrop/shared';

interface Order {
  url: string;
  code: string;
  /** The first bot's number (names are "bot <n>"). */
  from: number;
  count: number;
  paceMs: number;
  gameId: string;
}

type Times = { heatStarted: number[][]; heatEnded: number[][]; roundEnded: number[][] };

const SEAT_CONCURRENCY = 25;
const times: Times = { heatStarted: [], heatEnded: [], roundEnded: [] };
const bytes: number[] = [];
const rooms: Room[] = [];
let joinErrors = 0;
const record = (list: number[][], round: number): void => {
  (list[round] ??= []).push(Date.now());
};

/** The websocket under the SDK's room, for counting what it receives. */
interface Wire {
  connection: { transport: { ws: { addEventListener(type: 'message', listener: (event: { data: ArrayBuffer | string }) => void): void } } };
}

async function joinWithRetry(client: Client, code: string, token: string): Promise<Room> {
  // A matchmaking request now and then meets a keep-alive socket the server just closed: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.joinById(code, { token });
    } catch (err) {
      if (attempt >= 3) throw err;
      joinErrors += 1;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

async function seat(order: Order, n: number, pairs: readonly Pair[]): Promise<void> {
  const res = await fetch(`${order.url}/api/tournaments/${order.code}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: `bot ${n}` }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`join answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as JoinTournamentResponse;
  const room = await joinWithRetry(new Client(order.url), order.code, token);
  room.reconnection.enabled = false;
  const slot = bytes.push(0) - 1;
  (room as unknown as Wire).connection.transport.ws.addEventListener('message', (event) => {
    bytes[slot] = (bytes[slot] ?? 0) + (typeof event.data === 'string' ? event.data.length : event.data.byteLength);
  });
  room.onMessage('*', (type: string | number, payload: unknown) => {
    const { round } = payload as { round?: number };
    if (type === 'heat_started') {
      record(times.heatStarted, round ?? 0);
      void play(room, payload as HeatStartedPayload, pairs, order.paceMs);
    } else if (type === 'heat_ended') record(times.heatEnded, round ?? 0);
    else if (type === 'round_ended') record(times.roundEnded, round ?? 0);
  });
  rooms.push(room);
}

/** Every pair of the heat still on offer, one attempt per paceMs. */
async function play(room: Room, heat: HeatStartedPayload, pairs: readonly Pair[], paceMs: number): Promise<void> {
  const items = new Set(heat.items);
  const done = new Set(heat.matchedItems ?? []);
  for (const [a, b] of pairs) {
    if (!items.has(a) || !items.has(b) || done.has(a)) continue;
    await new Promise((r) => setTimeout(r, paceMs));
    room.send('match_attempt', { item1: a, item2: b });
  }
}

process.on('message', (message: { kind: 'seat'; order: Order } | { kind: 'report' }) => {
  if (message.kind === 'report') return void process.send?.({ kind: 'report', times, bytes, joinErrors });
  const { order } = message;
  const pairs = uniquePairs(findBuiltinGame(order.gameId)?.data ?? {});
  void (async () => {
    let next = 0;
    // SEAT_CONCURRENCY joins in flight at a time, each starting as one finishes.
    await Promise.all(
      Array.from({ length: SEAT_CONCURRENCY }, async () => {
        while (next < order.count) {
          const n = order.from + next;
          next += 1;
          await seat(order, n, pairs);
        }
      }),
    );
    process.send?.({ kind: 'seated' });
  })().catch((err: unknown) => {
    console.error(err);
    process.send?.({ kind: 'failed', error: String(err) });
  });
});
process.on('disconnect', () => process.exit(0));
