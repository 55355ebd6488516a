import { describe, expect, it } from 'vitest';
import { broadcasts, messageTypes, Sim, wrongPair } from './testing.js';

describe('playing: the server judges and decides the finish', () => {
  it('plays a full 2-player round with wrong attempts and scores from the R-SCORE-2 formula', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const startedAt = sim.now;
    const [w1, w2] = wrongPair(sim);
    const pairs = sim.pairs();

    // ana: two wrong attempts, then the three pairs; 3 correct of 5 attempts = 60 %, done at 12.5 s.
    const wrong = sim.send({ type: 'match_attempt', userId: 'ana', item1: w1, item2: w2 });
    expect(broadcasts(wrong, 'player_progress_update')).toEqual([{ userId: 'ana', matched: 0, total: 3, correct: 0, attempts: 1 }]);
    sim.send({ type: 'match_attempt', userId: 'ana', item1: w2, item2: w1 });
    const [p0, p1, p2] = pairs;
    if (!p0 || !p1 || !p2) throw new Error('three pairs expected');
    sim.send({ type: 'match_attempt', userId: 'ana', item1: p0[1], item2: p0[0] }); // order does not matter
    const second = sim.send({ type: 'match_attempt', userId: 'ana', item1: p1[0], item2: p1[1] });
    expect(broadcasts(second, 'player_progress_update')).toEqual([{ userId: 'ana', matched: 2, total: 3, correct: 2, attempts: 4 }]);
    expect(sim.state.round?.players[0]?.stats).toMatchObject({ score: 4, streak: 2, wrong: 2 });
    sim.now = startedAt + 12_500;
    const anaDone = sim.send({ type: 'match_attempt', userId: 'ana', item1: p2[0], item2: p2[1] });
    // 60 × 50 − 12.5 × 10 − (10 − 5)² × 12.5 / 5 = 3000 − 125 − 62.5 = 2812.5 → 2813
    expect(broadcasts(anaDone, 'player_completed')).toEqual([
      { user_id: 'ana', username: 'ANA', completion_time: 12_500, accuracy: 60, score: 2813, finished: true, timed_out: false, correct: 3, attempts: 5 },
    ]);
    expect(messageTypes(anaDone)).toEqual(['match_result', 'player_progress_update', 'player_completed']);
    expect(sim.state.phase).toBe('playing');

    // ben: no mistakes, done at 20 s: 100 × 50 − 200 − 25 × 20 / 5 = 4700.
    sim.now = startedAt + 20_000;
    sim.matchAll('ben');
    const ended = sim.log.filter((e) => e.kind === 'broadcast' && e.type === 'game_ended');
    expect(ended).toHaveLength(1);
    const [gameEnded] = broadcasts(ended, 'game_ended');
    expect(gameEnded?.roundNumber).toBe(1);
    expect(gameEnded?.currentRound.map((r) => [r.user_id, r.score, r.completion_time, r.accuracy, r.placement])).toEqual([
      ['ben', 4700, 20_000, 100, 1],
      ['ana', 2813, 12_500, 60, 2],
    ]);
    expect(gameEnded?.cumulative).toEqual([
      { user_id: 'ben', username: 'BEN', cumulative_placement: 1, rounds_played: 1, total_score: 4700, total_correct: 3, total_attempts: 3 },
      { user_id: 'ana', username: 'ANA', cumulative_placement: 2, rounds_played: 1, total_score: 2813, total_correct: 3, total_attempts: 5 },
    ]);
    const persist = sim.log.find((e) => e.kind === 'persistRound');
    expect(persist).toMatchObject({
      kind: 'persistRound',
      round: { roomCode: 'ABC234', roundNumber: 1, dictionaryName: 'Spanish', pairCount: 3, seed: 42, speed: 5, startedAt, endedAt: startedAt + 20_000 },
    });
    expect(sim.state.phase).toBe('results');
  });

  it('breaks equal scores by the faster time', () => {
    const sim = new Sim({ speed: 10 });
    sim.startRound(['ana', 'ben']);
    const startedAt = sim.now;
    // Both perfect; with speed 10 the score is 5000 − 10 × seconds, so 499.96 s and 499.99 s both round to 0.
    sim.now = startedAt + 499_990;
    sim.matchAll('ana');
    sim.now = startedAt + 499_960;
    sim.matchAll('ben');
    const [ended] = broadcasts(sim.log, 'game_ended');
    expect(ended?.currentRound.map((r) => [r.user_id, r.score])).toEqual([
      ['ben', 0],
      ['ana', 0],
    ]);
  });

  it('uses the room speed in the speed penalty', () => {
    const sim = new Sim({ speed: 1 });
    sim.startRound(['ana', 'ben']);
    sim.now += 10_000;
    sim.matchAll('ana');
    // 5000 − 100 − 81 × 10 / 5 = 4738
    expect(broadcasts(sim.log, 'player_completed')[0]?.score).toBe(4738);
  });

  it('ignores attempts with items outside the round, the same item twice, already matched items, or non-strings', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const p0 = sim.firstPair();
    sim.send({ type: 'match_attempt', userId: 'ana', item1: p0[0], item2: p0[1] });
    const before = sim.state;
    const attempts: [unknown, unknown][] = [
      [p0[0], p0[1]],
      [p0[0], 'zebra'],
      ['zebra', 'cebra'],
      [p0[0], p0[0]],
      [42, p0[1]],
      [undefined, undefined],
    ];
    for (const [item1, item2] of attempts) {
      const event = { type: 'match_attempt', userId: 'ana', item1, item2 } as unknown as Parameters<Sim['send']>[0];
      expect(sim.send(event)).toEqual([]);
    }
    expect(sim.state).toEqual(before);
  });

  it("ignores a forged 'player_finished' claim: nothing changes and nobody hears of it", () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const before = sim.state;
    expect(sim.send({ type: 'player_finished', userId: 'ana' })).toEqual([]);
    expect(sim.state).toEqual(before);
  });

  it('ignores attempts from a player who already finished and from a non-member', () => {
    const sim = new Sim();
    sim.join('ana', 'ben', 'cara');
    sim.startRound(['ana', 'ben', 'cara']);
    sim.matchAll('ana');
    const before = sim.state;
    const [w1, w2] = wrongPair(sim);
    expect(sim.send({ type: 'match_attempt', userId: 'ana', item1: w1, item2: w2 })).toEqual([]);
    expect(sim.send({ type: 'match_attempt', userId: 'zed', item1: w1, item2: w2 })).toEqual([]);
    expect(sim.state).toEqual(before);
  });
});

describe('playing: quitting and leaving', () => {
  it('tells the others when a player quits, kicks the quitter, places them last without time, and ends the round', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben', 'cara']);
    const [w1, w2] = wrongPair(sim);
    sim.send({ type: 'match_attempt', userId: 'ben', item1: w1, item2: w2 });
    const quit = sim.send({ type: 'quit_game', userId: 'ben' });
    expect(quit).toContainEqual({
      kind: 'broadcast',
      type: 'player_quit_game',
      payload: { userId: 'ben', username: 'BEN' },
      except: 'ben',
    });
    expect(quit).toContainEqual({ kind: 'kick', userId: 'ben', reason: 'quit' });
    expect(broadcasts(quit, 'player_left')[0]).toMatchObject({ userId: 'ben' });
    expect(sim.state.players.map((p) => p.userId)).toEqual(['ana', 'cara']);

    sim.now += 5_000;
    sim.matchAll('cara');
    expect(sim.state.phase).toBe('playing');
    sim.now += 5_000;
    sim.matchAll('ana');
    const [ended] = broadcasts(sim.log, 'game_ended');
    expect(ended?.currentRound.map((r) => [r.user_id, r.finished, r.completion_time, r.score, r.placement])).toEqual([
      ['cara', true, 5_000, 4925, 1],
      ['ana', true, 10_000, 4850, 2],
      ['ben', false, null, null, 3],
    ]);
    expect(ended?.currentRound[2]).toMatchObject({ accuracy: 0, attempts: 1, correct: 0 });
    expect(ended?.cumulative.find((c) => c.user_id === 'ben')).toMatchObject({ total_score: 0, total_attempts: 1 });
  });

  it('treats leaving during play as a quit and passes host on', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const effects = sim.send({ type: 'leave', userId: 'ana' });
    expect(messageTypes(effects)).toEqual(['player_quit_game', 'player_left']);
    expect(sim.state.hostUserId).toBe('ben');
    expect(sim.state.round?.players.map((p) => p.status)).toEqual(['quit', 'playing']);
    expect(sim.state.phase).toBe('playing');
    sim.matchAll('ben');
    expect(sim.state.phase).toBe('results');
  });

  it('keeps progress while a player is disconnected and lets them carry on', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    const p0 = sim.firstPair();
    sim.send({ type: 'match_attempt', userId: 'ben', item1: p0[0], item2: p0[1] });
    sim.send({ type: 'set_connected', userId: 'ben', connected: false });
    expect(sim.state.players[1]?.connected).toBe(false);
    sim.send({ type: 'set_connected', userId: 'ben', connected: true });
    expect(sim.state.round?.players[1]?.matchedItems).toEqual([p0[0], p0[1]]);
    sim.matchAll('ben');
    expect(sim.state.round?.players[1]?.status).toBe('finished');
  });

  it('ends the round when everyone quits, with nobody finished', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben', 'cara']);
    sim.send({ type: 'quit_game', userId: 'ana' });
    sim.send({ type: 'quit_game', userId: 'ben' });
    const effects = sim.send({ type: 'quit_game', userId: 'cara' });
    expect(broadcasts(sim.log, 'game_ended')).toHaveLength(1);
    expect(effects.at(-1)).toEqual({ kind: 'dispose' });
    expect(sim.state.phase).toBe('closed');
  });
});
