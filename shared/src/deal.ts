import { canonicalSelection, greedySelection, neighbours, uniquePairs } from './pairs.js';
import { shuffle } from './random.js';
import type { GameData, Pair, Rng } from './types.js';

// Apart from pairs.ts: the game picker's pair counts (pairs.ts) come without the random generator, which only a deal needs.

/**
 * Deals a round: min(count, maxSelectablePairs(data)) random pairs obeying the ambiguity rule.
 * The same data, count and seed give the same pairs in the same order.
 */
export function selectPairs(data: GameData, count: number, rng: Rng): Pair[] {
  const pairs = uniquePairs(data);
  const graph = neighbours(pairs);
  const canonical = canonicalSelection(pairs, graph);
  const target = Math.max(0, Math.min(Math.floor(count), canonical.length));
  const random = greedySelection(shuffle(pairs, rng), graph, target);
  if (random.length >= target) return random;
  // A random greedy order can strand pairs (a–b, b–c, c–d taken as b–c first); the canonical selection cannot fall short.
  return shuffle(canonical, rng).slice(0, target);
}
