import { testBackends } from '@matchdrop/db/testing';
import { ROOM_MESSAGES_PER_SECOND } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { SPANISH } from './logic/testing.js';
import { startRound } from './testing/flow.js';
import { createRoom, roundPairs } from './testing/player.js';
import { useCompetitiveTestBed } from './testing/test-bed.js';

describe.each(await testBackends())('on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);

  describe('the server is the referee', () => {
    it('explains a refused Start Game: only the host, everyone ready, at least 2 players', async () => {
      const code = await createRoom(bed.server.url, bed.ana, { dictionaryData: SPANISH });
      const host = await bed.join(bed.ana, code);
      host.send('start_game');
      expect(await host.take('error')).toEqual({ message: 'Need at least 2 players to start', code: 'need_two_players' });
      const guest = await bed.join(bed.ben, code);
      host.send('start_game');
      expect(await host.take('error')).toEqual({ message: 'All players must be ready before starting', code: 'not_all_ready' });
      guest.send('start_game');
      expect(await guest.take('error')).toEqual({ message: 'Only the host can start the game', code: 'host_only_start' });
      expect(await host.untaken('game_countdown')).toEqual([]);
    });

    it('ignores a forged finish, items that are not on the field, malformed payloads and an out-of-phase start', async () => {
      const [host, guest] = await bed.lobby();
      const pairs = roundPairs(await startRound(host, guest), SPANISH);

      guest.send('player_finished', { completionTime: 1, totalAttempts: 3, correctMatches: 3, wrongMatches: 0 } as never);
      guest.send('match_attempt', { item1: 'not', item2: 'in this round' });
      guest.send('match_attempt', { item1: pairs[0]![0], item2: 42 } as never);
      host.send('start_game');
      expect(await host.untaken('player_completed', 300)).toEqual([]);
      expect(await host.untaken('player_progress_update', 0)).toEqual([]);
      expect(await guest.untaken('game_countdown', 0)).toEqual([]);
      expect(await guest.untaken('error', 0)).toEqual([]);

      // The connection is still in the game: a real attempt counts as the first one.
      guest.send('match_attempt', { item1: pairs[0]![0], item2: pairs[0]![1] });
      expect(await host.take('player_progress_update')).toMatchObject({ userId: bed.ben.userId, matched: 1, attempts: 1 });
    });

    it('drops messages beyond 20 a second from one connection and keeps the connection', async () => {
      const [host, guest] = await bed.lobby();
      const pairs = roundPairs(await startRound(host, guest), SPANISH);
      const [a, b] = [pairs[0]![0], pairs[1]![1]]; // a wrong pair: every judged attempt is answered
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a full second's budget: the lobby's messages are a second old
      for (let i = 0; i < 60; i++) guest.send('match_attempt', { item1: a, item2: b });
      const judged = await host.untaken('player_progress_update', 400);
      expect(judged.length).toBeGreaterThanOrEqual(ROOM_MESSAGES_PER_SECOND);
      expect(judged.length).toBeLessThan(30);

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      guest.send('match_attempt', { item1: pairs[0]![0], item2: pairs[0]![1] });
      expect(await host.take('player_progress_update', (p) => p.matched === 1)).toMatchObject({ userId: bed.ben.userId });
    });
  });
});
