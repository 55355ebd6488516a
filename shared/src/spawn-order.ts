import { pairsToItems } from './pairs.js';
import { shuffle } from './random.js';
import type { Pair, Rng } from './types.js';

/**
 * The order in which a round's items enter the field, sent to every player instead of the pairs: the first
 * `initialPairs` × 2 items start on the field, then two more enter after each correct match.
 *
 * The order must keep the round playable without telling which item belongs with which. Neighbours in the list
 * are not pairs by construction (two items enter together, but rarely as a pair), and yet at every moment at least
 * one whole pair is on the field: after m matches the field holds the first 2 × (initialPairs + m) items less the
 * m matched pairs, so those items must hold at least m + 1 whole pairs. `slack` counts the whole pairs to spare;
 * a block of two that completes no pair spends one, and when none is left the next block completes a pair whose
 * first item is already out (or, if none is, enters a whole pair).
 */
export function spawnOrder(pairs: readonly Pair[], initialPairs: number, rng: Rng): string[] {
  const partner = new Map<string, string>();
  for (const [a, b] of pairs) partner.set(a, b).set(b, a);
  const first = pairs.slice(0, initialPairs);
  const order = shuffle(pairsToItems(first), rng);
  const placed = new Set(order);
  let pool = shuffle(pairsToItems(pairs.slice(initialPairs)), rng);
  let slack = first.length - 1;
  const completes = (item: string): boolean => placed.has(partner.get(item) ?? '');
  const gain = (a: string, b: string): number => Number(completes(a)) + Number(completes(b)) + Number(partner.get(a) === b);

  while (pool.length >= 2) {
    let a = pool[0] as string;
    let b = pool[1] as string;
    if (slack + gain(a, b) - 1 < 0) {
      const completing = pool.find(completes);
      a = completing ?? a;
      b = completing === undefined ? (partner.get(a) as string) : (pool.find((x) => x !== a) as string);
    }
    slack += gain(a, b) - 1;
    order.push(a, b);
    placed.add(a).add(b);
    pool = pool.filter((x) => x !== a && x !== b);
  }
  return order;
}
