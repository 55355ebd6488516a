import { testBackends } from '@matchdrop/db/testing';
import { findBuiltinGame, pictureItem, toTwoWayMap } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { SPANISH } from './logic/testing.js';
import { matchAll, startDealtRound, startRound } from './testing/flow.js';
import { createRoom, roundPairs } from './testing/player.js';
import { useCompetitiveTestBed } from './testing/test-bed.js';

/** R-SCORE-2 with the room's speed 5: accuracy × 50 − seconds × 10 − (10 − 5)² × seconds / 5, never below 0. */
const specScore = (accuracy: number, ms: number): number => Math.max(0, Math.round(accuracy * 50 - (ms / 1000) * 10 - (25 * ms) / 1000 / 5));

describe.each(await testBackends())('on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);

  describe('a competitive round over real sockets', () => {
    it('judges every attempt on the server and scores each finisher by the spec formula with the server’s clock', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const started = await startDealtRound(host, guest);
      const { items } = started;
      expect(items).toHaveLength(6);
      // Only the items go out, never which belongs with which: the test knows the pairs from the game itself.
      expect(Object.keys(started)).not.toContain('pairs');
      const pairs = roundPairs(items, SPANISH);

      // ben: one wrong attempt (two items of different pairs), then everything.
      guest.send('match_attempt', { item1: pairs[0]![0], item2: pairs[1]![1] });
      expect(await host.take('player_progress_update', (p) => p.userId === bed.ben.userId)).toEqual({
        userId: bed.ben.userId,
        matched: 0,
        total: 3,
        correct: 0,
        attempts: 1,
      });
      await matchAll(guest, pairs);
      const benDone = await host.take('player_completed', (p) => p.user_id === bed.ben.userId);
      expect(benDone).toMatchObject({ finished: true, correct: 3, attempts: 4, accuracy: 75 });
      expect(benDone.score).toBe(specScore(75, benDone.completion_time!));

      await matchAll(host, pairs);
      const ended = await guest.take('game_ended');
      expect(ended.roundNumber).toBe(1);
      const anaResult = ended.currentRound.find((r) => r.user_id === bed.ana.userId)!;
      expect(anaResult).toMatchObject({ accuracy: 100, attempts: 3, finished: true });
      expect(anaResult.score).toBe(specScore(100, anaResult.completion_time!));
      expect(ended.currentRound.map((r) => r.placement)).toEqual([1, 2]);

      // The round is on record, with each player's result (uploaded data: no leaderboard row).
      await expect.poll(() => bed.handle.db.selectFrom('competitive_results').select('user_id').execute()).toHaveLength(2);
      const round = await bed.handle.db.selectFrom('competitive_rounds').selectAll().where('room_code', '=', code).executeTakeFirstOrThrow();
      expect(round).toMatchObject({ dictionary_name: 'Spanish', pair_count: 3, round_number: 1, dictionary_id: null, builtin_game_id: null });
      const benRow = await bed.handle.db.selectFrom('competitive_results').selectAll().where('user_id', '=', bed.ben.id).executeTakeFirstOrThrow();
      expect(benRow).toMatchObject({ round_id: round.id, correct: 3, attempts: 4, accuracy: 75, score: benDone.score, finished: true });
      expect(await bed.handle.db.selectFrom('game_sessions').selectAll().where('room_code', '=', code).execute()).toEqual([]);
    });

    it('R-PIC-9: judges a pair whose item is a picture like any other (the item is its reference text)', async () => {
      const picture = (id: string, alt: string) => pictureItem(id.repeat(64), alt);
      const fruit: GameData = toTwoWayMap([
        [picture('a', 'a red apple'), 'apple'],
        [picture('b', 'a green pear'), 'pear'],
        [picture('c', 'a plum'), 'plum'],
      ]);
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Fruit', dictionaryData: fruit });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const { items } = await startDealtRound(host, guest);
      expect(items).toContain(picture('a', 'a red apple'));
      const pairs = roundPairs(items, fruit);
      const apple = pairs.find((p) => p.includes('apple'))!;
      guest.send('match_attempt', { item1: picture('a', 'a red apple'), item2: 'pear' });
      expect(await host.take('player_progress_update', (p) => p.userId === bed.ben.userId)).toMatchObject({ matched: 0, correct: 0, attempts: 1 });
      guest.send('match_attempt', { item1: apple[0], item2: apple[1] });
      expect(await host.take('player_progress_update', (p) => p.userId === bed.ben.userId)).toMatchObject({ matched: 1, correct: 1, attempts: 2 });
      await matchAll(
        guest,
        pairs.filter((p) => p !== apple),
      );
      await matchAll(host, pairs);
      const ended = await guest.take('game_ended');
      expect(ended.currentRound.find((r) => r.user_id === bed.ben.userId)).toMatchObject({ correct: 3, attempts: 4, finished: true });
    });

    it('sends the synchronized state with the step that changed it: an opponent’s progress bar moves with their progress update', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const pairs = roundPairs(await startRound(host, guest), SPANISH);
      const benProgress = (): unknown => (host.room.state.participants as { user_id: string; progress: number }[]).find((p) => p.user_id === bed.ben.userId)?.progress;
      for (const [i, [a, b]] of pairs.entries()) {
        guest.send('match_attempt', { item1: a, item2: b });
        await host.take('player_progress_update', (p) => p.matched === i + 1);
        await new Promise((resolve) => setImmediate(resolve)); // the rest of the same read: no patch tick to wait for
        expect(benProgress()).toBe(i + 1);
      }
    });

    it('adds a second round on another topic (voted in, new host, pair count) to the cumulative results and the leaderboard', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryName: 'Spanish', dictionaryData: SPANISH });
      const host = await bed.join(bed.ana, code);
      const guest = await bed.join(bed.ben, code);
      const first = roundPairs(await startRound(host, guest), SPANISH);
      await matchAll(host, first);
      await matchAll(guest, first);
      const firstEnd = await host.take('game_ended');

      host.send('start_another_round');
      guest.send('start_another_round');
      await host.take('waiting_room_update', (p) => p.players.length === 2);
      host.send('host_proceed_to_topics');
      await guest.take('proceed_to_topics');
      guest.send('propose_topic', { topicName: 'Animals', builtinGameId: 'animals' });
      const proposed = await host.take('topic_proposed');
      expect(proposed).toMatchObject({ proposerId: bed.ben.userId, approvals: 1, totalPlayers: 2 });
      host.send('approve_topic');
      expect(await guest.take('topic_approved')).toMatchObject({ newHostId: bed.ben.userId, previousPairCount: 3 });
      guest.send('pair_count_selected', { pairCount: 4 });
      expect(await host.take('pair_count_selected')).toMatchObject({ pairCount: 4, auto: false, roundNumber: 2, hostId: bed.ben.userId });

      const animals: GameData = findBuiltinGame('animals')!.data;
      const second = roundPairs(await startRound(guest, host), animals);
      expect(second).toHaveLength(4);
      await matchAll(guest, second);
      await matchAll(host, second);
      const secondEnd = await host.take('game_ended');
      expect(secondEnd.roundNumber).toBe(2);
      for (const account of [bed.ana, bed.ben]) {
        const total = secondEnd.cumulative.find((c) => c.user_id === account.userId)!;
        const scores = [firstEnd, secondEnd].map((e) => e.currentRound.find((r) => r.user_id === account.userId)!.score ?? 0);
        expect(total).toMatchObject({ rounds_played: 2, total_correct: 7, total_attempts: 7, total_score: scores[0]! + scores[1]! });
      }

      // A built-in game's round also counts on its leaderboard and in each player's history.
      await expect.poll(() => bed.handle.db.selectFrom('game_sessions').selectAll().where('room_code', '=', code).execute()).toHaveLength(2);
      const sessions = await bed.handle.db.selectFrom('game_sessions').selectAll().where('room_code', '=', code).execute();
      expect(sessions.map((s) => s.user_id).sort()).toEqual([bed.ana.id, bed.ben.id].sort());
      expect(sessions[0]).toMatchObject({ mode: 'competitive', builtin_game_id: 'animals', dictionary_id: null, pairs: 4, correct: 4, wrong: 0 });
    });
  });
});
