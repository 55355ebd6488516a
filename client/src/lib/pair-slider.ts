import { maxSelectablePairs, PAIR_SLIDER_MIN, type GameData } from '@matchdrop/shared';

/** Free play starts at this many pairs when the game has enough. */
const DEFAULT_FREE_PLAY_PAIRS = 6;

export interface PairSliderBounds {
  min: number;
  max: number;
  initial: number;
}

/**
 * The free-play pair-count slider (R-FIELD-7): from 3 up to the pairs the game can actually put on the
 * field without two pairs sharing an item. A game with fewer than 3 such pairs gets a fixed slider at its total.
 */
export function pairSliderBounds(data: GameData): PairSliderBounds {
  return pairSliderBoundsFor(maxSelectablePairs(data));
}

/** The same bounds from the game's round capacity alone (a built-in game's index entry, before its pairs load). */
export function pairSliderBoundsFor(maxPairs: number): PairSliderBounds {
  const min = Math.min(PAIR_SLIDER_MIN, maxPairs);
  return { min, max: maxPairs, initial: Math.min(DEFAULT_FREE_PLAY_PAIRS, maxPairs) };
}

/** Keeps a requested count a whole number inside the bounds. */
export function clampPairCount(value: number, bounds: PairSliderBounds): number {
  if (!Number.isFinite(value)) return bounds.initial;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
