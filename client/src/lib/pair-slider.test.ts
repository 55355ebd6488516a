import { toTwoWayMap, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { clampPairCount, pairSliderBoundsFor } from './pair-slider';
import { pairSliderBounds } from './pair-slider-data';

const numbered = (n: number): Pair[] => Array.from({ length: n }, (_, i) => [`q${i}`, `a${i}`] as const);

describe('pair-count slider bounds', () => {
  it('runs from 3 to the game total and starts at 6', () => {
    expect(pairSliderBounds(toTwoWayMap(numbered(20)))).toEqual({ min: 3, max: 20, initial: 6 });
  });

  it('starts at the total when a game has fewer than 6 pairs', () => {
    expect(pairSliderBounds(toTwoWayMap(numbered(4)))).toEqual({ min: 3, max: 4, initial: 4 });
  });

  it('never offers more pairs than can share the field unambiguously', () => {
    // 2×6 and 3×4 both answer 12: only one of them can be on the field at a time.
    const data = toTwoWayMap([['2 × 6', '12'], ['3 × 4', '12'], ...numbered(3)]);
    expect(pairSliderBounds(data).max).toBe(4);
  });

  it('pins a tiny game to its total instead of offering an impossible minimum', () => {
    expect(pairSliderBounds(toTwoWayMap(numbered(2)))).toEqual({ min: 2, max: 2, initial: 2 });
  });

  it('gives the same bounds from a round capacity alone as from the map', () => {
    for (const n of [1, 2, 4, 6, 20, 118]) expect(pairSliderBoundsFor(n)).toEqual(pairSliderBounds(toTwoWayMap(numbered(n))));
  });

  it('clamps requests to whole numbers inside the bounds', () => {
    const bounds = { min: 3, max: 10, initial: 6 };
    expect(clampPairCount(1, bounds)).toBe(3);
    expect(clampPairCount(99, bounds)).toBe(10);
    expect(clampPairCount(4.6, bounds)).toBe(5);
    expect(clampPairCount(Number.NaN, bounds)).toBe(6);
  });
});
