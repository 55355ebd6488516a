import type { GameData, Pair } from '@matchdrop/shared';

/**
 * The pairs a player missed in one game: each wrong match [a, b] misses both a's pair and b's pair
 * (neither item went with its counterpart). Each pair is kept once, in the direction first met; items
 * without a counterpart in the map (a game judged by the server) are skipped.
 */
export function createMissedPairs(data: GameData) {
  const missed = new Map<string, Pair>();
  return {
    add(texts: readonly [string, string]): void {
      for (const text of texts) {
        const counterpart = data[text];
        if (counterpart === undefined) continue;
        const key = [text, counterpart].sort().join('\u0000');
        if (!missed.has(key)) missed.set(key, [text, counterpart]);
      }
    },
    list(): Pair[] {
      return [...missed.values()];
    },
  };
}
