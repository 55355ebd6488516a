import { describe, expect, it } from 'vitest';
import type { StandingRow } from './rest.js';
import { tournamentResultsCsv } from './csv.js';
import { inPlaceOrder, podiumOf, tournamentAccuracy } from './standings.js';

const row = (place: number, name: string, playerId = name): StandingRow => ({
  place,
  playerId,
  name,
  totalScore: 100 - place,
  totalCorrect: 3,
  totalAttempts: 4,
  totalTimeMs: 1_000,
  roundsPlayed: 1,
  movement: 0,
});

describe('standings order (R-TOURN-2)', () => {
  it('puts everyone tied for 3rd on the podium', () => {
    const podium = podiumOf([row(1, 'Ana'), row(2, 'Bo'), row(3, 'Cy'), row(3, 'Dee'), row(5, 'Eve')]);
    expect(podium.map((r) => [r.place, r.name])).toEqual([
      [1, 'Ana'],
      [2, 'Bo'],
      [3, 'Cy'],
      [3, 'Dee'],
    ]);
  });

  it('lists tied players by nickname whatever order they arrive in (the same on every run)', () => {
    const tied = [row(2, 'zoe', 'a'), row(2, 'Émile', 'b'), row(2, 'Bob', 'c'), row(1, 'Yan', 'd'), row(2, 'bob', 'e')];
    const expected = ['Yan', 'Bob', 'bob', 'zoe', 'Émile'];
    expect(inPlaceOrder(tied).map((r) => r.name)).toEqual(expected);
    expect(inPlaceOrder([...tied].reverse()).map((r) => r.name)).toEqual(expected);
  });

  it('writes tied players in the CSV with the same place, in the same order', () => {
    const lines = tournamentResultsCsv([row(3, 'Dee'), row(1, 'Ana'), row(3, 'Cy')]).split('\r\n');
    expect(lines.slice(1, 4).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['1,Ana', '3,Cy', '3,Dee']);
  });
});

describe('accuracy (R-TOURN-3)', () => {
  it('is none, not 0, for a player with no attempts', () => {
    expect(tournamentAccuracy({ totalCorrect: 0, totalAttempts: 0 })).toBeNull();
    expect(tournamentAccuracy({ totalCorrect: 3, totalAttempts: 4 })).toBe(75);
  });
});
