import { describe, it, expect } from 'vitest';
import { roundCapacity } from '../pairs.js';
import { CATALOG_INDEX, findCatalogCategory, findCatalogGame, type CatalogCategory } from './catalog-index.js';
import { CATALOG_TOPICS, findCatalogTopic } from './catalog-topics.js';
import { BUILTIN_GAMES, CATEGORIES } from './index.js';

/** The index as it follows from the full catalog: every field of it, pair counts computed from the pairs. */
const derived: CatalogCategory[] = CATEGORIES.map(({ id, name, description, icon, games }) => ({
  id,
  name,
  description,
  icon,
  games: games.map((game) => ({ id: game.id, name: game.name, description: game.description, icon: game.icon, ...roundCapacity(game.data) })),
}));

describe('catalog index', () => {
  // On a failure, copy the expected values of the diff into catalog-index.ts.
  it('is the full catalog without its pairs: same topics and games in the same order, same texts, same pair counts', () => {
    expect(CATALOG_INDEX).toEqual(derived);
  });

  it('R-BUILD-2: has the topics of the full catalog, in its order, with their texts and how many games each has', () => {
    expect(CATALOG_TOPICS).toEqual(CATEGORIES.map(({ id, name, description, icon, games }) => ({ id, name, description, icon, gameCount: games.length })));
    for (const topic of CATEGORIES) expect(findCatalogTopic(topic.id)?.name).toBe(topic.name);
    expect(findCatalogTopic('toString')).toBeUndefined();
    expect(Object.isFrozen(CATALOG_TOPICS)).toBe(true);
    expect(Object.isFrozen(findCatalogTopic('history'))).toBe(true);
  });

  it('finds the same games and topics by id as the full catalog, and nothing for unknown ids', () => {
    for (const game of BUILTIN_GAMES) expect(findCatalogGame(game.id)?.name).toBe(game.name);
    for (const topic of CATEGORIES) expect(findCatalogCategory(topic.id)?.games.map((g) => g.id)).toEqual(topic.games.map((g) => g.id));
    expect(findCatalogGame('nope')).toBeUndefined();
    expect(findCatalogGame('__proto__')).toBeUndefined();
    expect(findCatalogCategory('ai-generated')).toBeUndefined();
    expect(findCatalogCategory('toString')).toBeUndefined();
  });

  it('cannot be mutated by a consumer', () => {
    expect(Object.isFrozen(CATALOG_INDEX)).toBe(true);
    expect(Object.isFrozen(findCatalogCategory('history'))).toBe(true);
    expect(Object.isFrozen(findCatalogCategory('history')!.games)).toBe(true);
    expect(Object.isFrozen(findCatalogGame('animals'))).toBe(true);
  });
});
