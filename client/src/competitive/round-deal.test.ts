import { createRng, findBuiltinGame, selectPairs, uniquePairs } from '@matchdrop/shared';
import type { Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { dealForRound } from './round-deal';

const animals = findBuiltinGame('animals')!;
const key = (pair: Pair) => [...pair].sort().join('|');

describe('dealForRound', () => {
  it("lays out exactly the server's pairs, the round's number of them, with the room's seed", () => {
    const pairs = selectPairs(animals.data, 5, createRng(3));
    const deal = dealForRound({ pairs, matchedItems: [], seed: 3 });
    expect(deal).toMatchObject({ pairCount: 5, seed: 3 });
    expect(uniquePairs(deal.data).map(key).sort()).toEqual(pairs.map(key).sort());
  });

  it('needs no copy of the game: pairs of a game this player does not have lay out the same', () => {
    const pairs: Pair[] = [['p', 'q'], ['r', 's'], ['t', 'u'], ['v', 'w']];
    const deal = dealForRound({ pairs, matchedItems: [], seed: 1 });
    expect(deal).toEqual({ data: { p: 'q', q: 'p', r: 's', s: 'r', t: 'u', u: 't', v: 'w', w: 'v' }, pairCount: 4, seed: 1 });
  });

  it('leaves out the pairs already matched (a reconnection mid-round)', () => {
    const pairs = selectPairs(animals.data, 4, createRng(8));
    const deal = dealForRound({ pairs, matchedItems: [...pairs[0]!], seed: 8 });
    expect(deal.pairCount).toBe(3);
    expect(Object.keys(deal.data)).not.toContain(pairs[0]![0]);
    expect(Object.keys(deal.data)).not.toContain(pairs[0]![1]);
  });
});
