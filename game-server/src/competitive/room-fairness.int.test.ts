import { testBackends } from '@matchdrop/db/testing';
import { toTwoWayMap } from '@matchdrop/shared';
import type { GameData, Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { SPANISH } from './logic/testing.js';
import { matchAll, startDealtRound } from './testing/flow.js';
import { createRoom, rest, roundPairs } from './testing/player.js';
import type { TestPlayer } from './testing/player.js';
import { useCompetitiveTestBed } from './testing/test-bed.js';

describe.each(await testBackends())('on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);

  const CAPITALS: GameData = toTwoWayMap(
    ['France Paris', 'Spain Madrid', 'Italy Rome', 'Japan Tokyo', 'Peru Lima', 'Chile Santiago', 'Egypt Cairo', 'Kenya Nairobi'].map((line): Pair => {
      const [country = '', capital = ''] = line.split(' ');
      return [country, capital];
    }),
  );

  /** Every pair of these games that a value lays bare: an item mapped to its counterpart, or the two as a tuple. */
  function pairsIn(value: unknown, games: readonly GameData[], found = new Set<string>()): Set<string> {
    const isPair = (a: unknown, b: unknown): boolean => typeof a === 'string' && typeof b === 'string' && games.some((g) => g[a] === b);
    const note = (a: string, b: string) => found.add([a, b].sort().join(' ↔ '));
    if (Array.isArray(value)) {
      if (value.length === 2 && isPair(value[0], value[1])) note(value[0] as string, value[1] as string);
      for (const v of value) pairsIn(v, games, found);
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (isPair(k, v)) note(k, v as string);
        pairsIn(v, games, found);
      }
    }
    return found;
  }

  /** What a raw SDK client receives: every message, and the synchronized state after every patch. */
  function record(player: TestPlayer): unknown[] {
    const states: unknown[] = [];
    player.room.onStateChange((state: { toJSON(): unknown }) => states.push(state.toJSON()));
    return states;
  }

  describe('the answer key stays on the server (a script reading everything it receives)', () => {
    it('finds no more than 3 sample pairs in any message or state over a round, a topic vote and a second round', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH, pairCount: 6 });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const states = [...[host, guest].map(record)];

      const first = await startDealtRound(host, guest);
      expect(first.items).toHaveLength(12);
      const firstPairs = roundPairs(first.items, SPANISH); // the script must bring the game itself
      guest.send('match_attempt', { item1: firstPairs[0]![0], item2: firstPairs[1]![1] });
      expect(await guest.take('match_result')).toEqual({ item1: firstPairs[0]![0], item2: firstPairs[1]![1], correct: false });
      await matchAll(host, firstPairs);
      await matchAll(guest, firstPairs);
      await host.take('game_ended');

      host.send('start_another_round');
      guest.send('start_another_round');
      await guest.take('proceed_to_topics'); // everyone is in: the room goes on by itself
      guest.send('propose_topic', { topicName: 'Capitals', dictionaryData: CAPITALS });
      const proposed = await host.take('topic_proposed');
      expect(proposed).toMatchObject({ topicName: 'Capitals', pairTotal: 8 });
      expect(proposed.samplePairs).toHaveLength(3);
      host.send('approve_topic');
      await host.take('topic_approved');
      guest.send('pair_count_selected', { pairCount: 8 });
      await host.take('pair_count_selected');

      host.send('toggle_ready');
      await guest.take('player_ready_changed', (p) => p.ready);
      guest.send('start_game');
      const second = await host.take('game_started');
      await guest.take('game_started');
      const secondPairs = roundPairs(second.items, CAPITALS);
      await matchAll(host, secondPairs);
      await matchAll(guest, secondPairs);
      await host.take('game_ended');

      const received = [...host.log, ...guest.log].map((m) => ({ type: m.type, pairs: pairsIn(m.payload, [SPANISH, CAPITALS]).size }));
      const withPairs = received.filter((m) => m.pairs > 0);
      expect(withPairs.every((m) => m.pairs <= 3 && (m.type === 'topic_proposed' || m.type === 'topic_approved'))).toBe(true);
      expect(withPairs.length).toBeGreaterThan(0); // the vote does show its samples
      for (const state of states.flat()) expect(pairsIn(state, [SPANISH, CAPITALS]).size).toBe(0);
    });
  });

  describe('the round time limit and the game speed over a real server', () => {
    it("ends a round nobody finishes at the host's limit, scored at the room's speed, and shows both in the room", async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH, roundSeconds: 60, speed: 9 });
      const view = await rest(bed.server.url, `room/${code}`, bed.ana.token);
      expect(view.body.room).toMatchObject({ speed: 9, roundSeconds: 60 });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const started = await startDealtRound(host, guest);
      expect(started).toMatchObject({ speed: 9, roundSeconds: 60 });
      const [pair] = roundPairs(started.items, SPANISH);
      host.send('match_attempt', { item1: pair![0], item2: pair![1] });
      await host.take('match_result');
      // The test bed runs every delay 100× faster: the 60-s limit is 0.6 s.
      const ended = await guest.take('game_ended', () => true, 10_000);
      expect(ended.timedOut).toBe(true);
      // ana: 1 of 1 right, timed at 60 s, speed 9: 100 × 50 − 600 − 1 × 60 / 5 = 4388; ben: nothing tried.
      expect(ended.currentRound.map((r) => [r.username, r.timed_out, r.completion_time, r.score])).toEqual([
        [bed.ana.username, true, 60_000, 4388],
        [bed.ben.username, true, 60_000, 0],
      ]);
    });
  });
});
