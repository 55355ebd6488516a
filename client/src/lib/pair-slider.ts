import { PAIR_SLIDER_MIN } from '@matchdrop/shared';

/** Free play starts at this many pairs when the game has enough. */
const DEFAULT_FREE_PLAY_PAIRS = 6;

export interface PairSliderBounds {
  min: number;
  max: number;
  initial: number;
}

/**
 * The free-play pair-count slider (R-FIELD-7) of a game whose round holds `maxPairs`: from 3 up to the pairs the
 * game can put on the field without two pairs sharing an item. A game with fewer than 3 such pairs gets a fixed
 * slider at its total. From a game's pairs: pair-slider-data.ts (apart, so the first page, which knows the built-in
 * games' capacities from their index, does not carry the pair analysis).
 */
export function pairSliderBoundsFor(maxPairs: number): PairSliderBounds {
  const min = Math.min(PAIR_SLIDER_MIN, maxPairs);
  return { min, max: maxPairs, initial: Math.min(DEFAULT_FREE_PLAY_PAIRS, maxPairs) };
}

/** Keeps a requested count a whole number inside the bounds. */
export function clampPairCount(value: number, bounds: PairSliderBounds): number {
  if (!Number.isFinite(value)) return bounds.initial;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
