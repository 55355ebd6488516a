import { PAIR_SLIDER_MIN, ROOM_PAIRS_MAX, maxSelectablePairs } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';

/** The pair slider of a room: 3 up to min(pairs one round of the game can hold, 20) (R-ROOM-3). */
export function pairCountRange(data: GameData): { min: number; max: number } {
  const max = Math.min(maxSelectablePairs(data), ROOM_PAIRS_MAX);
  return { min: Math.min(PAIR_SLIDER_MIN, max), max };
}

/** Rounds and clamps a requested count into the game's range. */
export function clampPairCount(requested: number, data: GameData): number {
  const { min, max } = pairCountRange(data);
  return Math.min(Math.max(Math.round(requested), min), max);
}
