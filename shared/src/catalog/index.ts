import type { BuiltinGame, Category } from './types.js';
import { CATEGORIES } from './categories.js';

export type { BuiltinGame, Category, CategoryId } from './types.js';
export { CATEGORIES } from './categories.js';
export { CLOCK_TIMES, clockKey, FLAGS, flagKey, FRACTIONS, fractionKey, SHAPES, shapeKey, type ClockTime, type FlagId, type Fraction, type ShapeId } from './pictures/index.js';
export { BUILTIN_PICTURE_IDS } from './pictures/builtin-picture-ids.js';

/** Every built-in game of every category, in category order. */
export const BUILTIN_GAMES: readonly BuiltinGame[] = Object.freeze(CATEGORIES.flatMap((category) => category.games));

const gamesById = new Map(BUILTIN_GAMES.map((game) => [game.id, game]));
const categoriesById = new Map<string, Category>(CATEGORIES.map((category) => [category.id, category]));

export function findBuiltinGame(id: string): BuiltinGame | undefined {
  return gamesById.get(id);
}

export function findCategory(id: string): Category | undefined {
  return categoriesById.get(id);
}
