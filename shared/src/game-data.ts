import type { GameData, Pair } from './types.js';

/**
 * Builds the two-way map of a list of pairs. When two pairs share an item text
 * (2×6 → 12 and 3×4 → 12), the map can keep only one counterpart for "12": the first pair wins.
 * The pair list itself, not this map, is the source of truth for judging a round (see pairs.ts).
 */
export function toTwoWayMap(pairs: readonly Pair[]): GameData {
  // A Map, then fromEntries: an item called "__proto__" becomes an ordinary key instead of touching the prototype.
  const map = new Map<string, string>();
  for (const [left, right] of pairs) {
    if (!map.has(left)) map.set(left, right);
    if (!map.has(right)) map.set(right, left);
  }
  return Object.fromEntries(map);
}
