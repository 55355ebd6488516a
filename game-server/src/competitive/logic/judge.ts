import { applyMatch, isPairIn } from '@matchdrop/shared';
import type { FreePlayStats, Pair } from '@matchdrop/shared';

export interface JudgedPlayer {
  stats: FreePlayStats;
  attempts: number;
  matchedItems: string[];
}

/**
 * Judges two dropped items against the round's pairs (the answer key only the server holds) and records the
 * attempt on the player. Items not on this player's field (unknown, or already matched) make no attempt: null.
 * Shared by competitive rounds and tournament heats, so both are judged by the same rules.
 */
export function judgeAttempt(round: { items: readonly string[]; pairs: readonly Pair[] }, player: JudgedPlayer, item1: string, item2: string): boolean | null {
  const onField = (item: string): boolean => round.items.includes(item) && !player.matchedItems.includes(item);
  if (item1 === item2 || !onField(item1) || !onField(item2)) return null;
  const correct = isPairIn(round.pairs, item1, item2);
  player.stats = applyMatch(player.stats, correct);
  player.attempts += 1;
  if (correct) player.matchedItems.push(item1, item2);
  return correct;
}
