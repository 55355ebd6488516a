import { describe, expect, it } from 'vitest';
import { canManagePlayers, stageTitle } from './view';

describe('tournament stage', () => {
  it('lets the host manage players only outside a round', () => {
    expect(canManagePlayers('lobby')).toBe(true);
    expect(canManagePlayers('between_rounds')).toBe(true);
    expect(canManagePlayers('playing')).toBe(false);
    expect(canManagePlayers('finished')).toBe(false);
  });

  it('names each stage', () => {
    expect(stageTitle({ status: 'lobby', round: 0, rounds: 3 })).toBe('Waiting for players');
    expect(stageTitle({ status: 'playing', round: 2, rounds: 3 })).toBe('Round 2 of 3');
    expect(stageTitle({ status: 'between_rounds', round: 2, rounds: 3 })).toBe('Standings after round 2 of 3');
    expect(stageTitle({ status: 'finished', round: 3, rounds: 3 })).toBe('Final results');
  });
});
