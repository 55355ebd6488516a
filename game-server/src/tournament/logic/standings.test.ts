import { describe, expect, it } from 'vitest';
import { emptyTotals, standings } from './standings.js';

const t = (id: string, score: number, correct: number, timeMs: number) => ({
  ...emptyTotals(id, id),
  totalScore: score,
  totalCorrect: correct,
  totalTimeMs: timeMs,
  roundsPlayed: 1,
});

describe('standings', () => {
  it('orders by total score, then total correct, then total time', () => {
    const rows = standings([t('slow', 100, 5, 9_000), t('low', 50, 9, 1_000), t('fewer', 100, 4, 1_000), t('fast', 100, 5, 8_000), t('top', 200, 1, 99_000)]);
    expect(rows.map((r) => r.playerId)).toEqual(['top', 'fast', 'slow', 'fewer', 'low']);
    expect(rows.map((r) => r.place)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives players equal on all three the same place', () => {
    const rows = standings([t('a', 10, 1, 5), t('b', 20, 1, 5), t('c', 10, 1, 5), t('d', 5, 0, 0)]);
    expect(rows.map((r) => [r.playerId, r.place])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('lists players tied on all three by nickname, whatever their join order (R-TOURN-2)', () => {
    const tie = (id: string, name: string) => ({ ...t(id, 10, 1, 5), name });
    expect(standings([tie('1', 'Zed'), tie('2', 'amy'), tie('3', 'Bo')]).map((r) => [r.name, r.place])).toEqual([
      ['amy', 1],
      ['Bo', 1],
      ['Zed', 1],
    ]);
  });

  it('reports the movers since the previous standings', () => {
    const rows = standings([t('a', 10, 1, 5), t('b', 20, 1, 5), t('new', 0, 0, 0)], { a: 1, b: 2 });
    expect(Object.fromEntries(rows.map((r) => [r.playerId, r.movement]))).toEqual({ b: 1, a: -1, new: 0 });
  });
});
