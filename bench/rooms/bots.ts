// The rooms bench's players, in a process of their own (bench/rooms.ts forks one or two) so that the game server's
// figures are its own and the orchestrator's event loop stays free. Orders over IPC:
// - { kind: 'open', url, rooms, firstId }: opens that many 4-player rooms (bot ids from firstId on) and answers
//   { kind: 'opened', clients } once every bot of this process is playing;
// - { kind: 'take' }: answers { kind: 'taken', samples, loopP99, cpu } with the round trips measured since the last
//   take (ms), this process's event-loop delay p99 (ms) and CPU time (µs), then starts both again.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { findBuiltinGame } from '@matchdrop/shared';
import { Bot } from './bot.ts';

export type BotsOrder = { kind: 'open'; url: string; rooms: number; firstId: number } | { kind: 'take' };
export type BotsReply = { kind: 'opened'; clients: number } | { kind: 'taken'; samples: number[]; loopP99: number; cpu: NodeJS.CpuUsage };

export const PLAYERS_PER_ROOM = 4;
/** Rooms set up at once while ramping, per bots process. */
const SETUP_CONCURRENCY = 10;
const GAME = findBuiltinGame('countries')!;

const bots: Bot[] = [];
const loop = monitorEventLoopDelay();
loop.enable();

/** A room of four bots: the first creates it (REST), all join by code, the guests ready up, the host starts. */
async function openRoom(url: string, firstId: number): Promise<Bot[]> {
  const room = Array.from({ length: PLAYERS_PER_ROOM }, (_, i) => new Bot(firstId + i, GAME.data));
  const res = await fetch(`${url}/api/competitive/create-room`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer bench-${room[0]!.userId}` },
    // The longest time limit: the bots keep playing for the whole measurement.
    body: JSON.stringify({ dictionaryType: 'builtin', dictionaryId: GAME.id, pairCount: 20, maxPlayers: PLAYERS_PER_ROOM, roundSeconds: 600 }),
  });
  if (res.status !== 201) throw new Error(`create-room answered ${res.status}`);
  const { roomCode } = ((await res.json()) as { room: { roomCode: string } }).room;
  const [host, ...guests] = room as [Bot, ...Bot[]];
  const hostRoom = await host.join(url, roomCode);
  let ready = 0;
  const allReady = new Promise<void>((resolve) =>
    hostRoom.onMessage('player_ready_changed', (change: { ready: boolean }) => {
      if (change.ready && ++ready === guests.length) resolve();
    }),
  );
  for (const guest of guests) await guest.join(url, roomCode);
  for (const guest of guests) guest.send('toggle_ready');
  await allReady;
  host.send('start_game');
  return room;
}

async function open(url: string, rooms: number, firstId: number): Promise<void> {
  for (let opened = 0; opened < rooms; opened += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, rooms - opened) }, (_, k) => openRoom(url, firstId + (opened + k) * PLAYERS_PER_ROOM));
    for (const room of await Promise.all(batch)) bots.push(...room);
  }
  // The 3-2-1 countdown, then every room is playing.
  while (bots.some((bot) => !bot.playing)) await sleep(200);
}

const reply = (message: BotsReply): void => void process.send?.(message);

process.on('message', (order: BotsOrder) => {
  if (order.kind === 'take') {
    reply({ kind: 'taken', samples: bots.flatMap((bot) => bot.take()), loopP99: loop.percentile(99) / 1e6, cpu: process.cpuUsage() });
    loop.reset();
    return;
  }
  open(order.url, order.rooms, order.firstId).then(
    () => reply({ kind: 'opened', clients: bots.length }),
    (err: unknown) => {
      console.error('bench/rooms bots:', err);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => {
  for (const bot of bots) bot.stop();
  process.exit(0);
});
