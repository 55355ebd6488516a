import { toTwoWayMap } from '../game-data.js';
import type { BuiltinGame, Category, GameSource } from './types.js';

/** Frozen so that a consumer mutating a shared built-in map cannot corrupt it for everyone else. */
export function defineGame({ pairs, ...meta }: GameSource): BuiltinGame {
  return Object.freeze({ ...meta, data: Object.freeze(toTwoWayMap(pairs)) });
}

export function defineCategory(category: Category): Category {
  return Object.freeze({ ...category, games: Object.freeze([...category.games]) });
}
