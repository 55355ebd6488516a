import { describe, expect, it } from 'vitest';
import { PAIR_COUNT_SELECT_MS, TOPIC_VOTE_MS, toTwoWayMap, uniquePairs } from '@matchdrop/shared';
import { broadcasts, COLOURS, errorsTo, game, messageTypes, roomAtTopics } from './testing.js';

const propose = { type: 'propose_topic', game: game('Colours', COLOURS) } as const;

describe('topic voting', () => {
  it("announces a proposal with the proposer's approval counted and a 15-s vote", () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    const effects = sim.send({ ...propose, userId: 'ben' });
    expect(broadcasts(effects, 'topic_proposed')).toEqual([
      {
        proposerId: 'ben',
        proposerName: 'BEN',
        topicName: 'Colours',
        pairTotal: 4,
        samplePairs: uniquePairs(COLOURS).slice(0, 3),
        voteEndsAt: sim.now + TOPIC_VOTE_MS,
        totalPlayers: 3,
        approvals: 1,
        rejections: 0,
      },
    ]);
    expect(effects).toContainEqual({ kind: 'schedule', timer: 'topic_vote', at: sim.now + TOPIC_VOTE_MS });
  });

  it('approves when everyone approves: the topic and data change and the proposer becomes host', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    const first = sim.send({ type: 'approve_topic', userId: 'ana' });
    expect(broadcasts(first, 'topic_approval')).toEqual([{ userId: 'ana', username: 'ANA', auto: false, totalPlayers: 3, approvals: 2, rejections: 0 }]);
    expect(sim.state.phase).toBe('topic_selection');
    const last = sim.send({ type: 'approve_topic', userId: 'cara' });
    expect(messageTypes(last)).toEqual(['topic_approval', 'topic_approved']);
    expect(broadcasts(last, 'topic_approved')).toEqual([
      {
        topicName: 'Colours',
        pairTotal: 4,
        samplePairs: uniquePairs(COLOURS).slice(0, 3),
        newHostId: 'ben',
        pairCountMin: 3,
        pairCountMax: 4,
        previousPairCount: 3,
        selectEndsAt: sim.now + PAIR_COUNT_SELECT_MS,
      },
    ]);
    expect(last).toContainEqual({ kind: 'cancel', timer: 'topic_vote' });
    expect(sim.state).toMatchObject({ phase: 'pair_count_selection', hostUserId: 'ben', proposal: null });
    expect(sim.state.game).toEqual(game('Colours', COLOURS));
    expect(sim.state.timers).toEqual({ pair_count: sim.now + PAIR_COUNT_SELECT_MS });
  });

  it('ends the proposal on a decline, naming who declined, and accepts a new proposal', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    sim.send({ type: 'approve_topic', userId: 'ana' });
    const effects = sim.send({ type: 'reject_topic', userId: 'cara' });
    expect(broadcasts(effects, 'topic_rejection')).toEqual([
      { userId: 'cara', username: 'CARA', proposerId: 'ben', topicName: 'Colours', totalPlayers: 3, approvals: 2, rejections: 1 },
    ]);
    expect(effects).toContainEqual({ kind: 'cancel', timer: 'topic_vote' });
    expect(sim.state).toMatchObject({ phase: 'topic_selection', proposal: null, hostUserId: 'ana' });
    expect(sim.state.game.name).toBe('Spanish');
    expect(sim.advance(TOPIC_VOTE_MS)).toEqual([]);
    expect(broadcasts(sim.send({ ...propose, userId: 'cara' }), 'topic_proposed')).toHaveLength(1);
  });

  it('auto-approves for everyone who has not voted when the 15 s end', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    sim.send({ type: 'approve_topic', userId: 'ana' });
    expect(sim.advance(TOPIC_VOTE_MS - 1)).toEqual([]);
    const effects = sim.advance(1);
    expect(broadcasts(effects, 'topic_approval')).toEqual([{ userId: 'cara', username: 'CARA', auto: true, totalPlayers: 3, approvals: 3, rejections: 0 }]);
    expect(broadcasts(effects, 'topic_approved')[0]?.newHostId).toBe('ben');
  });

  it('allows one proposal at a time and one vote per player', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    const second = sim.send({ ...propose, game: game('Other', COLOURS), userId: 'ana' });
    expect(errorsTo(second, 'ana')).toEqual(['Another topic is already being voted on']);
    const before = sim.state;
    expect(sim.send({ type: 'approve_topic', userId: 'ben' })).toEqual([]); // the proposer already approved
    expect(sim.send({ type: 'reject_topic', userId: 'ben' })).toEqual([]);
    expect(sim.state).toEqual(before);
    sim.send({ type: 'approve_topic', userId: 'ana' });
    const again = sim.state;
    expect(sim.send({ type: 'reject_topic', userId: 'ana' })).toEqual([]);
    expect(sim.state).toEqual(again);
  });

  it('refuses a blank topic name or a game with fewer than 3 pairs', () => {
    const sim = roomAtTopics(['ana', 'ben']);
    expect(errorsTo(sim.send({ ...propose, game: game('  ', COLOURS), userId: 'ana' }), 'ana')).toEqual(['Please choose a topic']);
    const tiny = toTwoWayMap([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(errorsTo(sim.send({ ...propose, game: game('Tiny', tiny), userId: 'ana' }), 'ana')).toEqual(['This game needs at least 3 pairs']);
    expect(sim.state.proposal).toBeNull();
  });

  it('cancels the proposal when the proposer leaves', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    const effects = sim.send({ type: 'leave', userId: 'ben' });
    expect(broadcasts(effects, 'proposal_cancelled')).toEqual([{ proposerId: 'ben', topicName: 'Colours', reason: 'proposer_left' }]);
    expect(effects).toContainEqual({ kind: 'cancel', timer: 'topic_vote' });
    expect(sim.state.proposal).toBeNull();
    expect(sim.advance(TOPIC_VOTE_MS)).toEqual([]);
  });

  it('approves when the only player who had not approved leaves', () => {
    const sim = roomAtTopics(['ana', 'ben', 'cara']);
    sim.send({ ...propose, userId: 'ben' });
    sim.send({ type: 'approve_topic', userId: 'ana' });
    const effects = sim.send({ type: 'leave', userId: 'cara' });
    expect(messageTypes(effects)).toEqual(['player_left', 'topic_approved']);
    expect(sim.state.phase).toBe('pair_count_selection');
  });

  it('ignores votes without a proposal and proposals outside topic selection', () => {
    const sim = roomAtTopics(['ana', 'ben']);
    const before = sim.state;
    expect(sim.send({ type: 'approve_topic', userId: 'ana' })).toEqual([]);
    expect(sim.send({ type: 'reject_topic', userId: 'ben' })).toEqual([]);
    expect(sim.state).toEqual(before);
  });
});

describe('the answer key stays on the server during the vote', () => {
  it('shows a proposed game by its name, pair count and at most 3 sample pairs, never its data', () => {
    const big = toTwoWayMap(Array.from({ length: 12 }, (_, i) => [`word ${i}`, `palabra ${i}`] as [string, string]));
    const sim = roomAtTopics(['ana', 'ben']);
    const effects = [...sim.send({ type: 'propose_topic', userId: 'ben', game: game('Big', big) }), ...sim.send({ type: 'approve_topic', userId: 'ana' })];
    const [proposed] = broadcasts(effects, 'topic_proposed');
    const [approved] = broadcasts(effects, 'topic_approved');
    for (const preview of [proposed, approved]) {
      expect(preview).toMatchObject({ topicName: 'Big', pairTotal: 12 });
      expect(preview?.samplePairs).toHaveLength(3);
      expect(JSON.stringify(preview)).not.toContain('word 5');
    }
  });
});
