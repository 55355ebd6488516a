import { describe, expect, it } from 'vitest';
import { addRoundToTotals, cumulativeResults } from './results.js';
import { roomStatus } from './room.js';
import { broadcasts, COLOURS, game, Sim, wrongPair } from './testing.js';
import type { RoundResult } from '@matchdrop/shared';

describe('two rounds in one room', () => {
  it('carries cumulative results across rounds, through the waiting room, a topic vote and a pair-count choice', () => {
    const sim = new Sim();
    // Round 1 (3 pairs, speed 5): ana perfect in 10 s (5000 − 100 − 50 = 4850); ben 3 of 4 in 20 s (3750 − 200 − 100 = 3450).
    sim.startRound(['ana', 'ben'], 1);
    const t1 = sim.now;
    sim.now = t1 + 10_000;
    sim.matchAll('ana');
    const [w1, w2] = wrongPair(sim);
    sim.send({ type: 'match_attempt', userId: 'ben', item1: w1, item2: w2 });
    sim.now = t1 + 20_000;
    sim.matchAll('ben');

    sim.send({ type: 'start_another_round', userId: 'ben' });
    sim.send({ type: 'enter_waiting_room', userId: 'ana' });
    sim.send({ type: 'host_proceed_to_topics', userId: 'ana' });
    sim.send({ type: 'propose_topic', userId: 'ben', game: game('Colours', COLOURS) });
    sim.send({ type: 'approve_topic', userId: 'ana' });
    sim.send({ type: 'pair_count_selected', userId: 'ben', pairCount: 4 });
    expect(sim.state).toMatchObject({ phase: 'lobby', hostUserId: 'ben', roundNumber: 2, pairCount: 4 });
    expect(sim.state.game.name).toBe('Colours');

    // Round 2 (4 pairs), hosted by ben: ana readies; ben perfect in 5 s (5000 − 50 − 25 = 4925); ana quits.
    sim.startRound(['ana', 'ben'], 2);
    const [started] = broadcasts(sim.log, 'game_started').slice(-1);
    expect(started).toMatchObject({ roundNumber: 2, pairCount: 4 });
    expect([...(started?.items ?? [])].sort()).toEqual(Object.keys(COLOURS).sort());
    const t2 = sim.now;
    sim.now = t2 + 5_000;
    sim.matchAll('ben');
    sim.send({ type: 'quit_game', userId: 'ana' });

    const [, second] = broadcasts(sim.log, 'game_ended');
    expect(second?.roundNumber).toBe(2);
    expect(second?.currentRound.map((r) => [r.user_id, r.score, r.finished])).toEqual([
      ['ben', 4925, true],
      ['ana', null, false],
    ]);
    expect(second?.cumulative).toEqual([
      { user_id: 'ben', username: 'BEN', cumulative_placement: 1, rounds_played: 2, total_score: 3450 + 4925, total_correct: 7, total_attempts: 8 },
      { user_id: 'ana', username: 'ANA', cumulative_placement: 2, rounds_played: 2, total_score: 4850, total_correct: 3, total_attempts: 3 },
    ]);
    expect(sim.log.filter((e) => e.kind === 'persistRound')).toHaveLength(2);
  });
});

describe('cumulative standings', () => {
  const result = (user_id: string, score: number | null, correct = 3, attempts = 3): RoundResult => ({
    user_id,
    username: user_id,
    completion_time: score === null ? null : 1_000,
    accuracy: 100,
    score,
    finished: score !== null,
    timed_out: false,
    placement: 0,
    correct,
    attempts,
  });

  it('gives equal totals the same placement', () => {
    const totals = addRoundToTotals([], [result('a', 100), result('b', 300), result('c', 100), result('d', null, 1, 2)]);
    expect(cumulativeResults(totals).map((c) => [c.user_id, c.cumulative_placement, c.total_score])).toEqual([
      ['b', 1, 300],
      ['a', 2, 100],
      ['c', 2, 100],
      ['d', 4, 0],
    ]);
  });

  it('adds rounds without altering the previous totals', () => {
    const first = addRoundToTotals([], [result('a', 100)]);
    const second = addRoundToTotals(first, [result('a', 50, 2, 4), result('b', 10)]);
    expect(first).toEqual([{ userId: 'a', username: 'a', roundsPlayed: 1, totalScore: 100, totalCorrect: 3, totalAttempts: 3 }]);
    expect(second).toEqual([
      { userId: 'a', username: 'a', roundsPlayed: 2, totalScore: 150, totalCorrect: 5, totalAttempts: 7 },
      { userId: 'b', username: 'b', roundsPlayed: 1, totalScore: 10, totalCorrect: 3, totalAttempts: 3 },
    ]);
  });
});

describe('roomStatus', () => {
  it('maps the phases onto the room status column', () => {
    const sim = new Sim();
    sim.join('ana', 'ben');
    const seen: string[] = [roomStatus(sim.state)];
    sim.startRound(['ana', 'ben']);
    seen.push(roomStatus(sim.state));
    sim.matchAll('ana');
    sim.matchAll('ben');
    seen.push(roomStatus(sim.state));
    sim.send({ type: 'start_another_round', userId: 'ana' });
    sim.send({ type: 'start_another_round', userId: 'ben' });
    sim.send({ type: 'host_proceed_to_topics', userId: 'ana' });
    seen.push(roomStatus(sim.state));
    sim.send({ type: 'leave', userId: 'ana' });
    sim.send({ type: 'leave', userId: 'ben' });
    seen.push(roomStatus(sim.state));
    expect(seen).toEqual(['waiting', 'playing', 'finished', 'topic_selection', 'closed']);
  });
});
