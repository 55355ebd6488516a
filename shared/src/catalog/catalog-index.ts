import type { RoundCapacity } from '../pairs.js';
import { CATALOG_TOPICS } from './catalog-topics.js';
import type { CategoryId } from './types.js';

/**
 * The built-in catalog (R-GAME-2) without its pairs: what the game picker shows before a game is played.
 * The client's first page carries only its topics (catalog-topics.ts); the games' entries load when a topic is pointed
 * at or opened, and the pairs (most of the catalog's weight) when a game starts.
 * Written out rather than computed, so that importing it never pulls the pairs in: catalog-index.test.ts
 * derives the same table from CATEGORIES and fails on any difference, so it cannot drift from the games.
 */
export interface CatalogGame extends RoundCapacity {
  id: string;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
}

export interface CatalogCategory {
  id: CategoryId;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  games: readonly CatalogGame[];
}

const category = (entry: CatalogCategory): CatalogCategory => Object.freeze({ ...entry, games: Object.freeze(entry.games.map((game) => Object.freeze(game))) });

/** Each topic's games in order: the same order as CATEGORIES. */
const GAMES: Record<CategoryId, readonly CatalogGame[]> = {
  mathematics: [
    { id: 'math-formulas', name: 'Math Formulas', description: 'Match each formula of geometry and algebra with its name', icon: '📐', pairCount: 29, maxPairs: 29 },
    { id: 'multiplication-table', name: 'Multiplication Table', description: 'Every product from 1 × 1 to 12 × 12', icon: '✖️', pairCount: 144, maxPairs: 59 },
    { id: 'squares-table', name: 'Squares', description: 'The squares of the numbers 1 to 20', icon: '🟦', pairCount: 20, maxPairs: 20 },
    {
      id: 'pre-algebra',
      name: 'Pre-Algebra',
      description: 'Solve simple equations, simplify expressions and work with signed numbers, fractions and terms',
      icon: '➗',
      pairCount: 25,
      maxPairs: 25,
    },
    { id: 'clock-faces', name: 'Telling the Time', description: 'Match each clock face with the time it shows', icon: '🕒', pairCount: 20, maxPairs: 20 },
    { id: 'fraction-circles', name: 'Fractions of a Circle', description: 'Match each shaded circle with the fraction it shows', icon: '🥧', pairCount: 20, maxPairs: 20 },
    { id: 'shape-names', name: 'Shapes', description: 'Match each drawn shape with its name', icon: '🔷', pairCount: 20, maxPairs: 20 },
  ],
  history: [
    { id: 'chinese-history', name: 'Chinese History', description: 'Match key events of Chinese history with their year', icon: '🏯', pairCount: 32, maxPairs: 32 },
    { id: 'russian-history', name: 'Russian History', description: 'Match key events of Russian history with their year or date', icon: '🏰', pairCount: 30, maxPairs: 30 },
    { id: 'historical-figures', name: 'Historical Figures', description: 'Match famous people with what they are known for', icon: '👑', pairCount: 30, maxPairs: 30 },
  ],
  language: [
    {
      id: 'chinese-characters-beginner',
      name: 'Chinese Characters: Beginner',
      description: 'Simple everyday characters: numbers, nature and the body',
      icon: '🀄',
      pairCount: 28,
      maxPairs: 28,
    },
    {
      id: 'chinese-characters-intermediate',
      name: 'Chinese Characters: Intermediate',
      description: 'Common verbs, adjectives and things of daily life',
      icon: '🏮',
      pairCount: 28,
      maxPairs: 28,
    },
    {
      id: 'chinese-characters-advanced',
      name: 'Chinese Characters: Advanced',
      description: 'Abstract ideas, virtues and less common things',
      icon: '🐉',
      pairCount: 26,
      maxPairs: 26,
    },
    { id: 'english-russian', name: 'English – Russian', description: 'Match everyday English words with their Russian translation', icon: '🇷🇺', pairCount: 33, maxPairs: 33 },
    { id: 'numbers', name: 'Numbers', description: 'Match numbers with their English words', icon: '🔢', pairCount: 30, maxPairs: 30 },
  ],
  science: [
    { id: 'periodic-elements', name: 'Periodic Elements', description: 'All 118 chemical elements: match each name with its symbol', icon: '⚗️', pairCount: 118, maxPairs: 118 },
    { id: 'physics-formulas', name: 'Physics Formulas', description: 'Match each law or quantity of physics with its formula', icon: '⚛️', pairCount: 27, maxPairs: 27 },
    { id: 'human-body', name: 'Human Body', description: 'Match organs, tissues and facts of the human body with what they do', icon: '🫀', pairCount: 28, maxPairs: 28 },
    { id: 'astronomy', name: 'Astronomy', description: 'Match planets, moons, stars and ideas of space with their descriptions', icon: '🔭', pairCount: 30, maxPairs: 30 },
    { id: 'scientific-units', name: 'Scientific Units', description: 'Match each physical quantity with its SI unit', icon: '📏', pairCount: 34, maxPairs: 34 },
    { id: 'biology-basics', name: 'Biology Basics', description: 'Match the basic terms of biology with their meaning', icon: '🧬', pairCount: 29, maxPairs: 29 },
  ],
  miscellaneous: [
    { id: 'animals', name: 'Animals', description: 'Match each animal with its emoji', icon: '🦁', pairCount: 48, maxPairs: 48 },
    { id: 'countries', name: 'Countries', description: 'Match each country with its two-letter ISO code', icon: '🌍', pairCount: 89, maxPairs: 89 },
    { id: 'flags', name: 'Flags', description: 'Match each flag with its country', icon: '🏳️', pairCount: 20, maxPairs: 20 },
  ],
};

/** The topics in their fixed order, each with its games in order: the same order as CATEGORIES. */
/** The topics (catalog-topics.ts) in their fixed order, each with its games in order: the same order as CATEGORIES. */
export const CATALOG_INDEX: readonly CatalogCategory[] = Object.freeze(CATALOG_TOPICS.map(({ gameCount: _count, ...topic }) => category({ ...topic, games: GAMES[topic.id] })));

const catalogGamesById = new Map(CATALOG_INDEX.flatMap((entry) => entry.games.map((game) => [game.id, game] as const)));
const catalogCategoriesById = new Map<string, CatalogCategory>(CATALOG_INDEX.map((entry) => [entry.id, entry]));

export function findCatalogGame(id: string): CatalogGame | undefined {
  return catalogGamesById.get(id);
}

export function findCatalogCategory(id: string): CatalogCategory | undefined {
  return catalogCategoriesById.get(id);
}
