import { describe, expect, it } from 'vitest';
import { roomAtResults, Sim } from './logic/testing.js';
import { interruptedRound } from './persist.js';

describe('interruptedRound: the round a server shutdown cuts off', () => {
  it('is the round in play, with each player’s progress so far and the time it was cut off', () => {
    const sim = new Sim();
    sim.startRound(['ana', 'ben']);
    sim.matchAll('ana');
    const [first] = sim.pairs();
    sim.send({ type: 'match_attempt', userId: 'ben', item1: first![0], item2: first![1] });
    const round = interruptedRound(sim.state, sim.now + 500);
    expect(round).toMatchObject({ roomCode: 'ABC234', roundNumber: 1, pairCount: 3, endedAt: sim.now + 500 });
    expect(round?.results.map((r) => [r.user_id, r.finished, r.correct])).toEqual([
      ['ana', true, 3],
      ['ben', false, 1],
    ]);
  });

  it('is nothing outside play: in the lobby, during the countdown, or once the round has ended (and was stored)', () => {
    const lobby = new Sim();
    lobby.join('ana', 'ben');
    expect(interruptedRound(lobby.state, lobby.now)).toBeNull();
    lobby.send({ type: 'toggle_ready', userId: 'ben' });
    lobby.send({ type: 'start_game', userId: 'ana', seed: 1 });
    expect(lobby.state.phase).toBe('countdown');
    expect(interruptedRound(lobby.state, lobby.now)).toBeNull();
    const ended = roomAtResults();
    expect(interruptedRound(ended.state, ended.now)).toBeNull();
  });
});
