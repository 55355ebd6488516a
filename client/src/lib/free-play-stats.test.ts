import { describe, expect, it } from 'vitest';
import { EMPTY_FREE_PLAY_STATS, freePlayStatCells } from './free-play-stats';

describe('free-play stat cells', () => {
  it('shows score, streak, session pairs and accuracy in the spec order', () => {
    const cells = freePlayStatCells({ score: 14, streak: 3, sessionPairs: 8, accuracyPercent: 87.5 });
    expect(cells.map((c) => [c.label, c.value])).toEqual([
      ['Score', '14'],
      ['Streak', '3'],
      ['Session pairs', '8'],
      ['Accuracy', '87.5%'],
    ]);
  });

  it('shows accuracy with one decimal', () => {
    const [, , , accuracy] = freePlayStatCells({ ...EMPTY_FREE_PLAY_STATS, accuracyPercent: 200 / 3 });
    expect(accuracy?.value).toBe('66.7%');
  });

  it('starts a visit at zero everywhere', () => {
    expect(freePlayStatCells(EMPTY_FREE_PLAY_STATS).map((c) => c.value)).toEqual(['0', '0', '0', '0.0%']);
  });
});
