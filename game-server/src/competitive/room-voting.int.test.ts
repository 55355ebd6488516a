import { testBackends } from '@matchdrop/db/testing';
import { describe, expect, it } from 'vitest';
import { COLOURS, SPANISH } from './logic/testing.js';
import { matchAll, reachTopicSelection, startRound } from './testing/flow.js';
import { roundPairs } from './testing/player.js';
import type { TestPlayer } from './testing/player.js';
import { useCompetitiveTestBed } from './testing/test-bed.js';

describe.each(await testBackends())('on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);

  /** ana hosts, ben joins; a round is played and both are at topic selection. */
  async function atTopicSelection(): Promise<[TestPlayer, TestPlayer]> {
    const [host, guest] = await bed.lobby();
    await reachTopicSelection(host, guest, SPANISH);
    return [host, guest];
  }

  describe('topic voting and the pair-count choice between rounds', () => {
    it('shows who declined a proposal, which ends it, and accepts a new one afterwards', async () => {
      const [host, guest] = await atTopicSelection();
      guest.send('propose_topic', { topicName: 'Colours', dictionaryData: COLOURS });
      await host.take('topic_proposed', (p) => p.topicName === 'Colours');
      host.send('reject_topic');
      const rejection = await guest.take('topic_rejection');
      expect(rejection).toMatchObject({ userId: bed.ana.userId, username: bed.ana.username, proposerId: bed.ben.userId, rejections: 1 });
      // The declined proposal is over: its timer does not approve it later.
      expect(await guest.untaken('topic_approved', 300)).toEqual([]);

      host.send('propose_topic', { topicName: 'Animals', builtinGameId: 'animals' });
      expect(await guest.take('topic_proposed', (p) => p.topicName === 'Animals')).toMatchObject({ proposerId: bed.ana.userId, approvals: 1 });
      guest.send('approve_topic');
      expect(await host.take('topic_approved')).toMatchObject({ topicName: 'Animals', newHostId: bed.ana.userId });
    });

    it('approves for everyone who has not voted when the 15-s countdown ends', async () => {
      const [host, guest] = await atTopicSelection();
      guest.send('propose_topic', { topicName: 'Colours', dictionaryData: COLOURS });
      const proposed = await host.take('topic_proposed');
      expect(proposed.voteEndsAt - Date.now()).toBeGreaterThan(10_000); // announced in real time: 15 s
      expect(await host.take('topic_approval', (p) => p.userId === bed.ana.userId)).toMatchObject({ auto: true, approvals: 2 });
      expect(await host.take('topic_approved')).toMatchObject({ topicName: 'Colours', newHostId: bed.ben.userId, pairCountMax: 4 });
    });

    it('uses the previous pair count, clamped to the new game, when the new host does not choose within 5 s', async () => {
      const [host, guest] = await atTopicSelection();
      host.send('propose_topic', { topicName: 'Colours', dictionaryData: COLOURS });
      await guest.take('topic_proposed');
      guest.send('approve_topic');
      await guest.take('topic_approved');
      // Only the new host (ana, the proposer) may choose; ben's choice is refused.
      guest.send('pair_count_selected', { pairCount: 4 });
      expect(await guest.take('error')).toEqual({ message: 'Only the host can choose the pair count', code: 'host_only_pair_count' });
      const selected = await guest.take('pair_count_selected');
      expect(selected).toMatchObject({ pairCount: 3, auto: true, roundNumber: 2, hostId: bed.ana.userId });
      // The synchronized room state follows with the next patch.
      await expect.poll(() => ({ ...host.room.state })).toMatchObject({ phase: 'lobby', dictionaryName: 'Colours', pairCount: 3, roundNumber: 2 });
    });

    it('refuses a proposal of someone else’s private game; the owner’s own proposal, once played, counts on that game', async () => {
      const [host, guest] = await atTopicSelection();
      const secret = await bed.handle.db
        .insertInto('dictionaries')
        .values({ owner_id: bed.ana.id, name: 'Secret', data: COLOURS, is_public: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      guest.send('propose_topic', { topicName: 'Secret', dictionaryId: secret.id });
      expect(await guest.take('error')).toEqual({ message: 'Game not found', code: 'game_not_found' });
      host.send('propose_topic', { dictionaryId: secret.id });
      expect(await guest.take('topic_proposed')).toMatchObject({ topicName: 'Secret', proposerId: bed.ana.userId });
      guest.send('approve_topic');
      await host.take('topic_approved');
      host.send('pair_count_selected', { pairCount: 3 });
      await guest.take('pair_count_selected');
      const pairs = roundPairs(await startRound(host, guest), COLOURS);
      await matchAll(host, pairs);
      await matchAll(guest, pairs);
      await host.take('game_ended');
      const plays = () => bed.handle.db.selectFrom('game_sessions').select(['user_id', 'mode']).where('dictionary_id', '=', secret.id).execute();
      await expect.poll(plays).toHaveLength(2);
    });
  });
});
