import { describe, expect, it } from 'vitest';
import { teamStandings } from './standings.js';

describe('team standings (R-TEAM-6)', () => {
  it('orders by rounds won, then right matches, then time, equal teams sharing a place', () => {
    const rows = teamStandings([
      { team: 0, roundsWon: 1, correct: 20, attempts: 30, timeMs: 90_000 },
      { team: 1, roundsWon: 2, correct: 10, attempts: 12, timeMs: 80_000 },
      { team: 2, roundsWon: 1, correct: 20, attempts: 22, timeMs: 70_000 },
      { team: 3, roundsWon: 1, correct: 25, attempts: 40, timeMs: 99_000 },
      { team: 4, roundsWon: 0, correct: 5, attempts: 9, timeMs: 10_000 },
      { team: 5, roundsWon: 0, correct: 5, attempts: 6, timeMs: 10_000 },
    ]);
    expect(rows.map((r) => [r.place, r.team.index])).toEqual([
      [1, 1],
      [2, 3],
      [3, 2],
      [4, 0],
      [5, 4],
      [5, 5],
    ]);
    expect(rows[0]!.team).toMatchObject({ key: 'foxes', number: 1 });
  });
});
