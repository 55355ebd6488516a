import { describe, expect, it } from 'vitest';
import { dealForRound, itemLanguageLookup } from './round-deal';

const ITEMS = ['dog', 'gato', 'cat', 'sol', 'perro', 'sun', 'casa', 'house'];

describe('dealForRound', () => {
  it("lays out the server's items in their field order, with the room's seed, and no pairs", () => {
    expect(dealForRound({ items: ITEMS, initialPairs: 3, matchedItems: [], seed: 3 })).toEqual({ dealtItems: ITEMS, pairCount: 4, initialPairs: 3, seed: 3 });
  });

  it('leaves out the items already matched (a reconnection mid-round), keeping the field the player had', () => {
    const deal = dealForRound({ items: ITEMS, initialPairs: 3, matchedItems: ['dog', 'perro'], seed: 8 });
    expect(deal).toEqual({ dealtItems: ['gato', 'cat', 'sol', 'sun', 'casa', 'house'], pairCount: 3, initialPairs: 3, seed: 8 });
  });

  it('starts with no more on the field than is left', () => {
    expect(dealForRound({ items: ITEMS, initialPairs: 3, matchedItems: ['dog', 'perro', 'cat', 'gato', 'sun', 'sol'], seed: 1 })).toMatchObject({ pairCount: 1, initialPairs: 1 });
  });
});

describe('itemLanguageLookup', () => {
  it("R-PIC-20: speaks each item in the language the server said for it, the browser's own for anything else", () => {
    const languageOf = itemLanguageLookup(['dog', 'gato', 'cat', 'perro'], ['en', 'es', 'en', 'es']);
    expect(['perro', 'cat', 'gato', 'dog', 'casa'].map((item) => languageOf?.(item))).toEqual(['es', 'en', 'es', 'en', '']);
  });

  it('is absent for a game without side languages (the browser chooses)', () => {
    expect(itemLanguageLookup(ITEMS, undefined)).toBeUndefined();
  });
});
