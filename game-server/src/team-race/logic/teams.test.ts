import { createRng } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { keepTeams, makeTeams, teamSizes } from './teams.js';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => String(i + 1));

describe('team making (R-TEAM-1)', () => {
  it('makes teams of the chosen size, a single leftover joining a team one larger', () => {
    expect(teamSizes(12, 3)).toEqual([3, 3, 3, 3]);
    expect(teamSizes(13, 3)).toEqual([4, 3, 3, 3]);
    expect(teamSizes(9, 4)).toEqual([5, 4]);
    expect(teamSizes(5, 2)).toEqual([3, 2]);
  });

  it('gives two or more leftovers a team of their own, sizes balanced', () => {
    expect(teamSizes(10, 4)).toEqual([4, 3, 3]);
    expect(teamSizes(14, 3)).toEqual([3, 3, 3, 3, 2]);
  });

  it('never makes a team of one, always two teams at least, for every count from 4 to 200 and sizes 2–4', () => {
    for (let size = 2; size <= 4; size++) {
      for (let players = 4; players <= 200; players++) {
        const sizes = teamSizes(players, size);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(players);
        expect(sizes.length).toBeGreaterThanOrEqual(2);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        // Larger than chosen only by the one leftover, and then one team only.
        expect(Math.max(...sizes)).toBeLessThanOrEqual(size + 1);
        expect(sizes.filter((s) => s > size).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('draws the teams from the seed: the same seed the same teams, another seed others, everyone placed once', () => {
    const a = makeTeams(ids(12), 3, createRng('s1'));
    expect(makeTeams(ids(12), 3, createRng('s1'))).toEqual(a);
    expect(makeTeams(ids(12), 3, createRng('s2'))).not.toEqual(a);
    expect(a.flat().sort()).toEqual(ids(12).sort());
    expect(a.map((t) => t.length)).toEqual([3, 3, 3, 3]);
  });

  it('reshuffles so that no two former teammates stay together when there are enough teams', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const before = makeTeams(ids(12), 3, createRng(seed));
      const after = makeTeams(ids(12), 3, createRng(`${seed}-next`), before);
      const teamOf = new Map(before.flatMap((t, i) => t.map((id) => [id, i] as const)));
      for (const team of after) expect(new Set(team.map((id) => teamOf.get(id))).size).toBe(team.length);
      expect(after.flat().sort()).toEqual(ids(12).sort());
    }
  });

  it('keeps the teams when reshuffling is off, merging a team left with one player into the smallest team', () => {
    const previous = [
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8'],
    ];
    // 8 left: the third team has only 7; 9 is new.
    const kept = keepTeams(previous, ['1', '2', '3', '4', '5', '6', '7', '9'], 3, createRng('x'));
    expect(kept).toEqual([
      ['1', '2', '3', '7'],
      ['4', '5', '6', '9'],
    ]);
  });
});
