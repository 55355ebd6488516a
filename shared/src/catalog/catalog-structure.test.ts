import { describe, it, expect } from 'vitest';
import { BUILTIN_GAMES, CATEGORIES, findBuiltinGame, findCategory } from './index.js';

const SPEC_CATEGORY_IDS = ['mathematics', 'history', 'language', 'science', 'miscellaneous'];

/** The catalog's games (R-GAME-2), with the category each one belongs in. */
const SPEC_GAMES: Record<string, string> = {
  'math-formulas': 'mathematics',
  'multiplication-table': 'mathematics',
  'squares-table': 'mathematics',
  'pre-algebra': 'mathematics',
  'clock-faces': 'mathematics',
  'fraction-circles': 'mathematics',
  'shape-names': 'mathematics',
  'chinese-history': 'history',
  'russian-history': 'history',
  'historical-figures': 'history',
  'chinese-characters-beginner': 'language',
  'chinese-characters-intermediate': 'language',
  'chinese-characters-advanced': 'language',
  'english-russian': 'language',
  numbers: 'language',
  animals: 'miscellaneous',
  countries: 'miscellaneous',
  flags: 'miscellaneous',
  'periodic-elements': 'science',
  'physics-formulas': 'science',
  'human-body': 'science',
  astronomy: 'science',
  'scientific-units': 'science',
  'biology-basics': 'science',
};

const isEmoji = (text: string): boolean => /^\p{Extended_Pictographic}|^\p{Regional_Indicator}{2}$/u.test(text);

describe('catalog structure', () => {
  it('has the five spec categories in the spec order', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(SPEC_CATEGORY_IDS);
  });

  it('holds every spec game exactly once and nothing else', () => {
    const ids = BUILTIN_GAMES.map((g) => g.id);
    expect([...ids].sort()).toEqual(Object.keys(SPEC_GAMES).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists BUILTIN_GAMES as the games of all categories, in category order', () => {
    expect(BUILTIN_GAMES).toEqual(CATEGORIES.flatMap((c) => c.games));
  });

  it('places each game in its topic', () => {
    for (const category of CATEGORIES) {
      for (const game of category.games) expect([game.id, SPEC_GAMES[game.id]]).toEqual([game.id, category.id]);
    }
  });

  it('gives every category and game a name, a description and an emoji icon', () => {
    for (const entry of [...CATEGORIES, ...BUILTIN_GAMES]) {
      expect(entry.name.trim(), entry.id).not.toBe('');
      expect(entry.description.trim(), entry.id).not.toBe('');
      expect(isEmoji(entry.icon), `${entry.id} icon ${entry.icon}`).toBe(true);
    }
  });

  it('finds games and categories by id, and nothing for unknown ids', () => {
    expect(findBuiltinGame('periodic-elements')?.name).toBe('Periodic Elements');
    expect(findBuiltinGame('nope')).toBeUndefined();
    expect(findBuiltinGame('__proto__')).toBeUndefined();
    expect(findCategory('science')?.games.map((g) => g.id)).toContain('astronomy');
    expect(findCategory('ai-generated')).toBeUndefined();
    expect(findCategory('toString')).toBeUndefined();
  });

  it('cannot be mutated by a consumer', () => {
    const game = findBuiltinGame('animals')!;
    expect(Object.isFrozen(game)).toBe(true);
    expect(Object.isFrozen(game.data)).toBe(true);
    expect(Object.isFrozen(CATEGORIES)).toBe(true);
    expect(Object.isFrozen(findCategory('history')!.games)).toBe(true);
    expect(Object.isFrozen(BUILTIN_GAMES)).toBe(true);
  });
});
