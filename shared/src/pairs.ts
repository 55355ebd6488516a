import type { GameData, Pair } from './types.js';

/**
 * Pairs of a game, and the pairs dealt for one round.
 *
 * THE AMBIGUITY RULE. Some games give several items the same counterpart text (2×6 → 12 and 3×4 → 12),
 * and the two-way map (GameData) can keep only one counterpart for "12". So:
 * 1. A round's selected pairs never share an item text, and no two items of different selected pairs
 *    form a pair of the game either (an induced matching). The field therefore never holds two items
 *    that could both match a third: every item on the field has exactly one counterpart on the field.
 * 2. A round is judged against the round's own pair list (isPairIn), never against the lossy map.
 * maxSelectablePairs is a deterministic greedy count of such a selection; selectPairs (deal.ts) always reaches
 * min(count, maxSelectablePairs), so a slider bounded by maxSelectablePairs never asks for the impossible.
 * Self-pairs (an item that is its own counterpart) are dropped: they would put two identical items on the field.
 */

// JSON of the sorted pair: unambiguous whatever characters the texts hold.
const pairKey = (a: string, b: string): string => JSON.stringify(a < b ? [a, b] : [b, a]);

/** The game's pairs, each once whichever direction(s) the map stores it in, in first-seen orientation. */
export function uniquePairs(data: GameData): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const [a, b] of Object.entries(data)) {
    if (a === b) continue;
    const key = pairKey(a, b);
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push([a, b]);
  }
  return pairs;
}

export function countPairs(data: GameData): number {
  return uniquePairs(data).length;
}

/** Each item's counterparts among the pairs. */
export function neighbours(pairs: readonly Pair[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const link = (from: string, to: string): void => {
    const list = map.get(from);
    if (list) list.push(to);
    else map.set(from, [to]);
  };
  for (const [a, b] of pairs) {
    link(a, b);
    link(b, a);
  }
  return map;
}

/**
 * Takes pairs in the given order while they keep the selection unambiguous (rule 1 above), stopping at `limit`: the
 * first `limit` taken are the same whether or not it goes on (a deal stops at its count instead of walking the game).
 */
export function greedySelection(ordered: readonly Pair[], graph: Map<string, string[]>, limit = Infinity): Pair[] {
  const onField = new Set<string>();
  const blocked = new Set<string>(); // items that would form a second pair with something on the field
  const selected: Pair[] = [];
  for (const pair of ordered) {
    if (selected.length >= limit) break;
    if (pair.some((item) => onField.has(item) || blocked.has(item))) continue;
    selected.push(pair);
    for (const item of pair) {
      onField.add(item);
      for (const other of graph.get(item) ?? []) blocked.add(other);
    }
  }
  return selected;
}

/** Greedy over pairs whose items have the fewest other pairs first: it keeps more pairs than map order does. */
export function canonicalSelection(pairs: readonly Pair[], graph: Map<string, string[]>): Pair[] {
  const degree = ([a, b]: Pair): number => (graph.get(a)?.length ?? 0) + (graph.get(b)?.length ?? 0);
  const ordered = [...pairs].sort((p, q) => degree(p) - degree(q)); // stable: ties keep map order
  return greedySelection(ordered, graph);
}

/** How many pairs one round of this game can hold (the pair slider's upper bound). */
export function maxSelectablePairs(data: GameData): number {
  const pairs = uniquePairs(data);
  return canonicalSelection(pairs, neighbours(pairs)).length;
}

/** A game's pair total and how many of them one round can hold: all the pair slider needs (R-FIELD-7). */
export interface RoundCapacity {
  pairCount: number;
  maxPairs: number;
}

export function roundCapacity(data: GameData): RoundCapacity {
  return { pairCount: countPairs(data), maxPairs: maxSelectablePairs(data) };
}

/**
 * Why a game's slider stops below its pair total (the ambiguity rule): "Multiplication Table: 144 pairs; at
 * most 59 can be dealt without look-alike answers". Null when every pair fits in one round. It takes the
 * counts, not the map: the game picker knows a built-in game's counts before its pairs have loaded.
 */
export function roundCapacityNote(name: string, { pairCount, maxPairs }: RoundCapacity): string | null {
  return maxPairs < pairCount ? `${name}: ${pairCount} pairs; at most ${maxPairs} can be dealt without look-alike answers` : null;
}

/** The field's items: both items of every pair. */
export function pairsToItems(pairs: readonly Pair[]): string[] {
  return pairs.flatMap(([a, b]) => [a, b]);
}

/** Judges a match in a round: are a and b one of the round's pairs, in either order? */
export function isPairIn(pairs: readonly Pair[], a: string, b: string): boolean {
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The counterpart of an item among the round's pairs, if the item is in the round. */
export function counterpartIn(pairs: readonly Pair[], item: string): string | undefined {
  for (const [x, y] of pairs) {
    if (x === item) return y;
    if (y === item) return x;
  }
  return undefined;
}
