import { maxSelectablePairs, type GameData } from '@matchdrop/shared';
import { pairSliderBoundsFor, type PairSliderBounds } from './pair-slider';

/** The pair-count slider (pair-slider.ts) of a game given by its pairs (an upload, a saved or AI game). */
export function pairSliderBounds(data: GameData): PairSliderBounds {
  return pairSliderBoundsFor(maxSelectablePairs(data));
}
