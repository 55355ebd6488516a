import type { GameData, GameStartedPayload } from '@matchdrop/shared';
import { roundPairs } from './player.js';
import type { TestPlayer } from './player.js';

/** Test support (not a test file): the steps most room tests go through. */

/** The guest readies, the host starts; resolves with the game_started both players got at GO! (the same deal). */
export async function startDealtRound(host: TestPlayer, guest: TestPlayer): Promise<GameStartedPayload> {
  guest.send('toggle_ready');
  await host.take('player_ready_changed', (p) => p.userId === guest.userId && p.ready);
  host.send('start_game', { roomId: 'ignored', hostUserId: 'ignored' });
  for (const label of ['3', '2', '1', 'GO!']) await guest.take('game_countdown', (p) => p.label === label);
  const [hostStart, guestStart] = await Promise.all([host.take('game_started'), guest.take('game_started')]);
  const deal = (p: GameStartedPayload) => JSON.stringify(p.items);
  if (deal(hostStart) !== deal(guestStart)) throw new Error('the players got different deals');
  return hostStart;
}

/** startDealtRound, resolving with the round's items at GO!. */
export async function startRound(host: TestPlayer, guest: TestPlayer): Promise<string[]> {
  return (await startDealtRound(host, guest)).items;
}

/** Matches every pair, waiting for the server's judgement of each attempt. */
export async function matchAll(player: TestPlayer, pairs: readonly (readonly [string, string])[]): Promise<void> {
  for (const [a, b] of pairs) {
    player.send('match_attempt', { item1: a, item2: b });
    await player.take('player_progress_update', (p) => p.userId === player.userId);
  }
}

/** Plays a round to the end, then both press Start Another Round and the host proceeds to topic selection. */
export async function reachTopicSelection(host: TestPlayer, guest: TestPlayer, data: GameData): Promise<void> {
  const pairs = roundPairs(await startRound(host, guest), data);
  await matchAll(host, pairs);
  await matchAll(guest, pairs);
  await host.take('game_ended');
  host.send('start_another_round');
  guest.send('start_another_round');
  await host.take('waiting_room_update', (p) => p.players.length === 2);
  host.send('host_proceed_to_topics');
  await guest.take('proceed_to_topics');
}
