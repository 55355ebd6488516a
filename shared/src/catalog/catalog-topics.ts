import type { CategoryId } from './types.js';

/**
 * The built-in catalog's topics (R-GAME-2) without their games: all the game picker's first step shows, so all the
 * client's first page carries of the catalog (issue 35); the games' entries (catalog-index.ts) load when a topic is
 * pointed at or opened. Written out, like the index; catalog-index.test.ts derives both from CATEGORIES.
 */
export interface CatalogTopic {
  id: CategoryId;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  /** How many games the topic has, shown on its card before the games have loaded. */
  gameCount: number;
}

const topic = (entry: CatalogTopic): CatalogTopic => Object.freeze(entry);

/** The topics in their fixed order: the same order as CATEGORIES. */
export const CATALOG_TOPICS: readonly CatalogTopic[] = Object.freeze([
  topic({ id: 'mathematics', name: 'Mathematics', description: 'Formulas, times tables, squares, first steps in algebra, clocks, fractions and shapes', icon: '🧮', gameCount: 7 }),
  topic({ id: 'history', name: 'History', description: 'Key events and dates of Chinese and Russian history, and famous people', icon: '📜', gameCount: 3 }),
  topic({ id: 'language', name: 'Language', description: 'Chinese characters, English–Russian words and numbers in English', icon: '🔤', gameCount: 5 }),
  topic({ id: 'science', name: 'Science', description: 'Chemical elements, physics formulas, the human body, space, units and biology', icon: '🔬', gameCount: 6 }),
  topic({ id: 'miscellaneous', name: 'Miscellaneous', description: 'Animals and their emoji, countries and their codes and flags', icon: '🎲', gameCount: 3 }),
]);

const topicsById = new Map<string, CatalogTopic>(CATALOG_TOPICS.map((entry) => [entry.id, entry]));

export function findCatalogTopic(id: string): CatalogTopic | undefined {
  return topicsById.get(id);
}
