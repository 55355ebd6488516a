import { toTwoWayMap } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';
import type { RoundView } from './state';

/** What the free-play game needs to lay out a competitive round (GameCanvas props). */
export interface RoundDeal {
  data: GameData;
  pairCount: number;
  seed: number | string;
}

/**
 * Lays out the round the server dealt: its pairs (sent to every player, in dealing order) less those already
 * matched. Every player gets the same pairs and the room's seed does the rest, so all see the same field, even a
 * player who does not have the game (someone else's private saved game).
 */
export function dealForRound(round: Pick<RoundView, 'pairs' | 'matchedItems' | 'seed'>): RoundDeal {
  const matched = new Set(round.matchedItems);
  const pairs = round.pairs.filter(([left, right]) => !matched.has(left) && !matched.has(right));
  return { data: toTwoWayMap(pairs), pairCount: pairs.length, seed: round.seed };
}
