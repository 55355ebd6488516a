import { describe, it, expect } from 'vitest';
import { toTwoWayMap } from './game-data.js';
import { findBuiltinGame } from './catalog/index.js';
import { counterpartIn, countPairs, isPairIn, maxSelectablePairs, pairsToItems, roundCapacity, roundCapacityNote, uniquePairs } from './pairs.js';
import { selectPairs } from './deal.js';
import { createRng } from './random.js';
import type { GameData, Pair } from './types.js';

/** 1×1 … 4×4 → product: 16 pairs, but only 9 distinct products (2×6 → 12 and 3×4 → 12 style clashes). */
const multiplication: GameData = toTwoWayMap([1, 2, 3, 4].flatMap((a) => [1, 2, 3, 4].map((b): Pair => [`${a}×${b}`, String(a * b)])));

/** A chain a–b–c–d–e–f: a field with b and c on it lets b match c, so at most a–b and e–f fit together. */
const chain: GameData = toTwoWayMap([
  ['a', 'b'],
  ['b', 'c'],
  ['c', 'd'],
  ['d', 'e'],
  ['e', 'f'],
]);

/** The ambiguity rule: distinct texts, and no game pair between items of two different selected pairs. */
function expectUnambiguous(data: GameData, selected: readonly Pair[]): void {
  const items = pairsToItems(selected);
  expect(new Set(items).size).toBe(items.length);
  const gamePairs = uniquePairs(data);
  for (const x of items) {
    const matches = items.filter((y) => isPairIn(gamePairs, x, y));
    expect(matches).toEqual([counterpartIn(selected, x)]);
  }
}

describe('uniquePairs / countPairs', () => {
  it('a pair stored in both directions counts once', () => {
    const data = { cat: 'кошка', кошка: 'cat', dog: 'собака', собака: 'dog' };
    expect(uniquePairs(data)).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ]);
    expect(countPairs(data)).toBe(2);
  });

  it('a pair stored in one direction only counts once too', () => {
    expect(countPairs({ H: 'Hydrogen', He: 'Helium', Helium: 'He' })).toBe(2);
  });

  it('an item that is its own counterpart is not a pair', () => {
    expect(uniquePairs({ same: 'same', a: 'b' })).toEqual([['a', 'b']]);
  });

  it('several items sharing one counterpart are all separate pairs', () => {
    expect(countPairs(multiplication)).toBe(16);
  });
});

describe('maxSelectablePairs', () => {
  it('a round holds one pair per shared counterpart: 9 distinct products of 16 multiplications', () => {
    expect(maxSelectablePairs(multiplication)).toBe(9);
  });

  it('two pairs linked by a third pair of the game cannot share a round', () => {
    expect(maxSelectablePairs(chain)).toBe(2);
  });

  it('a game without shared items can use every pair', () => {
    expect(maxSelectablePairs({ a: 'b', b: 'a', c: 'd', d: 'c', e: 'f' })).toBe(3);
  });
});

describe('selectPairs', () => {
  it('never deals two items that could both match a third (multiplication table)', () => {
    for (let seed = 0; seed < 50; seed++) {
      const selected = selectPairs(multiplication, 9, createRng(seed));
      expect(selected).toHaveLength(9);
      expectUnambiguous(multiplication, selected);
    }
  });

  it('always reaches maxSelectablePairs, even where a random order would strand pairs', () => {
    for (let seed = 0; seed < 100; seed++) {
      const selected = selectPairs(chain, 2, createRng(seed));
      expect(selected).toHaveLength(2);
      expectUnambiguous(chain, selected);
    }
  });

  it('asking for more than maxSelectablePairs gives maxSelectablePairs pairs', () => {
    expect(selectPairs(multiplication, 20, createRng('more'))).toHaveLength(9);
  });

  it('gives exactly the requested number of pairs, each a pair of the game', () => {
    const gamePairs = uniquePairs(multiplication);
    const selected = selectPairs(multiplication, 4, createRng('four'));
    expect(selected).toHaveLength(4);
    for (const [a, b] of selected) expect(isPairIn(gamePairs, a, b)).toBe(true);
  });

  it('a count of 0, below 0 or fractional is clamped to a whole number of pairs', () => {
    expect(selectPairs(multiplication, 0, createRng(1))).toEqual([]);
    expect(selectPairs(multiplication, -3, createRng(1))).toEqual([]);
    expect(selectPairs(multiplication, 3.9, createRng(1))).toHaveLength(3);
  });

  it('the same seed deals the same pairs in the same order; another seed deals differently', () => {
    expect(selectPairs(multiplication, 6, createRng('room'))).toEqual(selectPairs(multiplication, 6, createRng('room')));
    expect(selectPairs(multiplication, 6, createRng('room'))).not.toEqual(selectPairs(multiplication, 6, createRng('other')));
  });

  it('over many seeds every pair of the game gets dealt (the selection is random, not fixed)', () => {
    const dealt = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      for (const [a, b] of selectPairs(multiplication, 3, createRng(seed))) dealt.add(`${a}=${b}`);
    }
    expect(dealt.size).toBe(16);
  });
});

describe('pairsToItems / isPairIn / counterpartIn', () => {
  const round: Pair[] = [
    ['2×6', '12'],
    ['3×3', '9'],
  ];

  it('turns each pair into its two items', () => {
    expect(pairsToItems(round)).toEqual(['2×6', '12', '3×3', '9']);
  });

  it('judges a match by the round pairs, in either order', () => {
    expect(isPairIn(round, '2×6', '12')).toBe(true);
    expect(isPairIn(round, '12', '2×6')).toBe(true);
    expect(isPairIn(round, '2×6', '9')).toBe(false);
  });

  it('judges by the round, not the lossy map: the map keeps 12 → 3×4 only, yet a round that dealt 4×3 with 12 accepts it', () => {
    expect(multiplication['12']).toBe('3×4');
    const dealt: Pair[] = [['4×3', '12']];
    expect(isPairIn(dealt, '12', '4×3')).toBe(true);
    expect(isPairIn(dealt, '3×4', '12')).toBe(false);
  });

  it('finds an item’s counterpart in the round, or nothing for an item not dealt', () => {
    expect(counterpartIn(round, '9')).toBe('3×3');
    expect(counterpartIn(round, '2×6')).toBe('12');
    expect(counterpartIn(round, '7')).toBeUndefined();
  });
});

describe('roundCapacity', () => {
  it('counts the pairs a map holds and the pairs one round of it can hold', () => {
    expect(
      roundCapacity(
        toTwoWayMap([
          ['a', '1'],
          ['b', '2'],
          ['c', '3'],
        ]),
      ),
    ).toEqual({ pairCount: 3, maxPairs: 3 });
    expect(roundCapacity({ '2 × 6': '12', '12': '2 × 6', '3 × 4': '12', '5': '1 × 5', '1 × 5': '5' })).toEqual({ pairCount: 3, maxPairs: 2 });
  });
});

describe('roundCapacityNote', () => {
  it('says why a game with look-alike answers deals fewer pairs than it holds, and nothing when all fit', () => {
    const table = findBuiltinGame('multiplication-table')!;
    expect(roundCapacityNote(table.name, roundCapacity(table.data))).toBe(
      `Multiplication Table: ${countPairs(table.data)} pairs; at most ${maxSelectablePairs(table.data)} can be dealt without look-alike answers`,
    );
    expect(roundCapacityNote('Capitals', roundCapacity({ France: 'Paris', Paris: 'France' }))).toBeNull();
  });
});
