import { createRng } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { chunkIntoHeats, heatSizes, randomHeats, swissHeats } from './heats.js';

describe('heat splitting', () => {
  it('splits 10 players in heats of 4 into 4, 3, 3', () => {
    expect(heatSizes(10, 4)).toEqual([4, 3, 3]);
  });

  it('never makes a heat of 1 and keeps sizes balanced, for every count from 2 to 200 and heat sizes 2–4', () => {
    for (let heatSize = 2; heatSize <= 4; heatSize++) {
      for (let players = 2; players <= 200; players++) {
        const sizes = heatSizes(players, heatSize);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(players);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        // Only heats of 2 with an odd count need a heat of 3; otherwise the chosen size is the most.
        expect(Math.max(...sizes)).toBeLessThanOrEqual(heatSize === 2 && players % 2 === 1 ? 3 : heatSize);
        expect(sizes.length).toBe(Math.min(Math.ceil(players / heatSize), Math.floor(players / 2)));
      }
    }
  });

  it('puts an odd count in heats of 2 with one heat of 3', () => {
    expect(heatSizes(5, 2)).toEqual([3, 2]);
    expect(heatSizes(3, 2)).toEqual([3]);
  });

  it('draws round 1 at random from the seed: the same seed the same heats, another seed others', () => {
    const ids = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const a = randomHeats(ids, 4, createRng('s1'));
    expect(randomHeats(ids, 4, createRng('s1'))).toEqual(a);
    expect(randomHeats(ids, 4, createRng('s2'))).not.toEqual(a);
    expect(a.flat().sort()).toEqual([...ids].sort());
  });

  it('groups neighbouring standings from round 2 (Swiss): leaders together, the tail together', () => {
    const inStandingsOrder = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
    expect(swissHeats(inStandingsOrder, 4)).toEqual([
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7'],
    ]);
    expect(chunkIntoHeats(inStandingsOrder, 2)).toEqual([
      ['p1', 'p2', 'p3'],
      ['p4', 'p5'],
      ['p6', 'p7'],
    ]);
  });
});
