import { describe, it, expect } from 'vitest';
import { ITEM_TEXT_MAX } from '../constants.js';
import { normalizeGameData } from '../normalize.js';
import { countPairs } from '../pairs.js';
import { charLength } from '../text.js';
import { BUILTIN_GAMES } from './index.js';
import { INHERENTLY_AMBIGUOUS_GAMES } from './ambiguous-games.js';

const games = BUILTIN_GAMES.map((game) => [game.id, game] as const);

describe('catalog game data', () => {
  it.each(games)('%s is already a complete two-way map, as the upload normalizer would make it', (_id, game) => {
    const result = normalizeGameData(game.data);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.addedReverse).toBe(0);
    expect(result.data).toEqual(game.data);
    expect(result.pairCount).toBe(countPairs(game.data));
  });

  it.each(games)('%s has at least 20 pairs', (_id, game) => {
    expect(countPairs(game.data)).toBeGreaterThanOrEqual(20);
  });

  it.each(games)('%s has trimmed, non-empty items of at most 200 characters', (_id, game) => {
    for (const item of Object.keys(game.data)) {
      expect(item.trim(), JSON.stringify(item)).toBe(item);
      expect(item).not.toBe('');
      expect(charLength(item), item).toBeLessThanOrEqual(ITEM_TEXT_MAX);
    }
  });

  it.each(games)('%s stores every item with a counterpart that maps back to it', (id, game) => {
    for (const [item, counterpart] of Object.entries(game.data)) {
      expect(counterpart, item).not.toBe(item);
      expect(Object.hasOwn(game.data, counterpart), counterpart).toBe(true);
      // In an ambiguous game a shared item ("12") can map back to only one of its pairs.
      if (!INHERENTLY_AMBIGUOUS_GAMES.includes(id)) expect(game.data[counterpart], counterpart).toBe(item);
    }
  });
});
