import { counterpartIn, createRng } from '@matchdrop/shared';
import type { Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { dealPair, openingDeal, pairsOnField, redealLeaver } from './deal.js';
import type { Hands } from './deal.js';

const pairs: Pair[] = Array.from({ length: 10 }, (_, i) => [`q${i}`, `a${i}`]);
const holderOf = (hands: Hands, item: string) => Object.keys(hands).find((id) => hands[id]!.includes(item));

describe('the deal (R-TEAM-3)', () => {
  it("puts every counterpart on a teammate's screen, hands within one item of each other, for teams of 2 to 4", () => {
    for (const size of [2, 3, 4]) {
      const members = Array.from({ length: size }, (_, i) => `m${i}`);
      for (const seed of ['a', 'b', 'c']) {
        const { hands, deck } = openingDeal(members, pairs, pairsOnField(pairs.length, size), createRng(seed));
        const dealt = Object.values(hands).flat();
        expect(dealt.length).toBe(2 * pairsOnField(pairs.length, size));
        expect(deck.length).toBe(pairs.length - pairsOnField(pairs.length, size));
        for (const item of dealt) expect(holderOf(hands, counterpartIn(pairs, item) as string)).not.toBe(holderOf(hands, item));
        const loads = members.map((m) => hands[m]!.length);
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps a pair waiting in the deck, so a matched pair is always followed by another', () => {
    expect(pairsOnField(3, 4)).toBe(2);
    expect(pairsOnField(20, 3)).toBe(6);
  });

  it('deals both items to the one member left when the team has nobody else', () => {
    const hands = dealPair({ m0: [] }, ['m0'], ['q1', 'a1'], createRng('s'));
    expect(hands.m0!.sort()).toEqual(['a1', 'q1']);
  });

  it('draws which item goes to whom, so nobody always holds the questions', () => {
    const firsts = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((seed) => dealPair({ m0: [], m1: [] }, ['m0', 'm1'], ['q1', 'a1'], createRng(seed)).m0![0]));
    expect(firsts).toEqual(new Set(['q1', 'a1']));
  });
});

describe("re-dealing a leaver's items (R-TEAM-10)", () => {
  it("gives each item to a teammate who does not hold its counterpart, and empties the leaver's hand", () => {
    const hands: Hands = { m0: ['q0', 'q1'], m1: ['a0', 'q2'], m2: ['a1', 'a2'] };
    const next = redealLeaver(hands, 'm0', ['m1', 'm2'], pairs);
    expect(next.m0).toEqual([]);
    expect(next.m2).toContain('q0');
    expect(next.m1).toContain('q1');
    expect(Object.values(next).flat().sort()).toEqual(Object.values(hands).flat().sort());
  });

  it('leaves the hands as they are without a teammate to take them', () => {
    const hands: Hands = { m0: ['q0'], m1: ['a0'] };
    expect(redealLeaver(hands, 'm0', [], pairs)).toEqual(hands);
  });
});
