import { describe, expect, it } from 'vitest';
import { competitionStatCells, competitiveRecordKey } from './competition-stats';

describe('the Competition stats grid', () => {
  it('shows score, high score, streak, time, best time and remaining, in that order', () => {
    const cells = competitionStatCells({ score: 6, highScore: 10, streak: 3, elapsedMs: 12345, bestTimeMs: 9000, remaining: 2 });
    expect(cells.map((c) => [c.label, c.value])).toEqual([
      ['Score', '6'],
      ['High score', '10'],
      ['Streak', '3'],
      ['Time', '12.35s'],
      ['Best time', '9.00s'],
      ['Remaining', '2'],
    ]);
  });

  it('shows a dash for what is not known yet', () => {
    const cells = competitionStatCells({ score: 0, highScore: null, streak: 0, elapsedMs: null, bestTimeMs: null, remaining: null });
    expect(cells.filter((c) => c.value === '—').map((c) => c.key)).toEqual(['highScore', 'elapsedMs', 'bestTimeMs', 'remaining']);
  });

  it('keeps best times per game and pair count', () => {
    expect(competitiveRecordKey('Animals', 3)).toBe('competitive:Animals:3');
  });
});
