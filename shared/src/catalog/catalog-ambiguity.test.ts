import { describe, it, expect } from 'vitest';
import { maxSelectablePairs } from '../pairs.js';
import { selectPairs } from '../deal.js';
import { createRng } from '../random.js';
import type { GameData, Pair } from '../types.js';
import { INHERENTLY_AMBIGUOUS_GAMES } from './ambiguous-games.js';
import { BUILTIN_GAMES, findBuiltinGame } from './index.js';

/** Items of a map that belong to two pairs: the map could keep only one counterpart for them. */
function sharedItems(data: GameData): string[] {
  return Object.entries(data)
    .filter(([item, counterpart]) => data[counterpart] !== item)
    .map(([, counterpart]) => counterpart);
}

/** The times table's own truth, independent of its map: "a × b" and the text of a·b. */
function isProductPair(x: string, y: string): boolean {
  const check = (factors: string, product: string): boolean => {
    const match = /^(\d+) × (\d+)$/.exec(factors);
    return match !== null && Number(match[1]) * Number(match[2]) === Number(product);
  };
  return check(x, y) || check(y, x);
}

describe('catalog ambiguity', () => {
  it('only the inherently ambiguous games share an item text between pairs', () => {
    const ambiguous = BUILTIN_GAMES.filter((game) => sharedItems(game.data).length > 0).map((game) => game.id);
    expect(ambiguous).toEqual(INHERENTLY_AMBIGUOUS_GAMES);
  });

  it('the times table shares only product texts, never a factor pair', () => {
    const shared = new Set(sharedItems(findBuiltinGame('multiplication-table')!.data));
    expect(shared.has('12')).toBe(true);
    for (const item of shared) expect(item).toMatch(/^\d+$/);
  });

  it('the times table can deal up to one pair per distinct product', () => {
    const distinctProducts = new Set<number>();
    for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) distinctProducts.add(a * b);
    expect(maxSelectablePairs(findBuiltinGame('multiplication-table')!.data)).toBe(distinctProducts.size);
  });

  describe.each(INHERENTLY_AMBIGUOUS_GAMES)('%s', (id) => {
    const data = findBuiltinGame(id)!.data;
    const max = maxSelectablePairs(data);

    it.each([1, 2, 3, 42, 'room-ABC234', 9001])('never deals two pairs sharing an item (seed %s)', (seed) => {
      for (const count of [3, 6, 12, 20, max]) {
        const pairs: Pair[] = selectPairs(data, count, createRng(seed));
        expect(pairs).toHaveLength(Math.min(count, max));
        const items = pairs.flat();
        expect(new Set(items).size).toBe(items.length);
        for (const [a, b] of pairs) expect(isProductPair(a, b), `${a} / ${b}`).toBe(true);
        // No item may match an item of another dealt pair either: each item has one counterpart on the field.
        for (const item of items) expect(items.filter((other) => isProductPair(item, other))).toHaveLength(1);
      }
    });
  });
});
