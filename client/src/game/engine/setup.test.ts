import { areaSize, initialFieldPairs, isPairIn } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { itemRect, overlaps } from './layout.js';
import { makeEngine, numberWords } from './testing.js';

describe('a new free-play game', () => {
  it('deals the requested number of pairs and sizes the area for 2 × pairs items', () => {
    for (const pairCount of [3, 6, 9, 20]) {
      const engine = makeEngine({ pairCount });
      expect(engine.totalPairs).toBe(pairCount);
      const { width, height } = areaSize(2 * pairCount);
      expect([engine.layout.width, engine.layout.height]).toEqual([width, height]);
    }
  });

  it('puts initialFieldPairs(total) pairs on the field, both items of each', () => {
    for (const pairCount of [3, 4, 5, 6, 7, 20]) {
      const engine = makeEngine({ pairCount });
      const expected = initialFieldPairs(pairCount);
      expect(engine.items).toHaveLength(2 * expected);
      const texts = engine.items.map((i) => i.text);
      for (const [a, b] of engine.roundPairs.slice(0, expected)) expect(texts).toEqual(expect.arrayContaining([a, b]));
      expect(engine.items.every((i) => i.location === 'field')).toBe(true);
    }
  });

  it('places items inside the area, clear of each other and of the drop zones', () => {
    for (const seed of [...Array.from({ length: 40 }, (_, i) => i), 'abc']) {
      const engine = makeEngine({ pairCount: 20, seed });
      const rects = engine.items.map((i) => itemRect(engine.layout, i.x, i.y));
      for (const [index, rect] of rects.entries()) {
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(engine.layout.width);
        expect(rect.y + rect.height).toBeLessThanOrEqual(engine.layout.height);
        expect(overlaps(rect, engine.layout.obstacle!)).toBe(false);
        for (const other of rects.slice(index + 1)) expect(overlaps(rect, other)).toBe(false);
      }
    }
  });

  it('gives the same deal and layout for the same seed, and another for another seed', () => {
    const snapshot = (seed: number) => makeEngine({ seed }).items.map((i) => ({ ...i }));
    expect(snapshot(7)).toEqual(snapshot(7));
    expect(snapshot(7)).not.toEqual(snapshot(8));
    expect(makeEngine({ seed: 7 }).roundPairs).toEqual(makeEngine({ seed: 7 }).roundPairs);
  });

  it('deals only pairs of the game, and never more than the game holds', () => {
    const engine = makeEngine({ data: numberWords(4), pairCount: 10 });
    expect(engine.totalPairs).toBe(4);
    for (const [a, b] of engine.roundPairs) expect(isPairIn(engine.roundPairs, b, a)).toBe(true);
  });

  it('keeps the two zones inside the area with room for an item on every side of them', () => {
    for (const pairCount of [3, 6, 9, 20]) {
      const { layout } = makeEngine({ pairCount });
      const { item, zones } = layout;
      const o = layout.obstacle!;
      expect(o.x).toBeGreaterThanOrEqual(item.width);
      expect(layout.width - (o.x + o.width)).toBeGreaterThanOrEqual(item.width);
      expect(o.y).toBeGreaterThanOrEqual(item.height);
      expect(layout.height - (o.y + o.height)).toBeGreaterThanOrEqual(item.height);
      expect(zones.upper.y + zones.upper.height).toBeLessThan(zones.lower.y);
      expect(zones.upper.width).toBeGreaterThan(item.width);
      expect(zones.upper.height).toBeGreaterThan(item.height);
    }
  });
});
