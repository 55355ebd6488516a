import { createRng, initialFieldPairs, pictureItem, toTwoWayMap, type Pair } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { FreePlayEngine } from './FreePlayEngine.js';
import { fieldLayout, itemRect, overlaps } from './layout.js';
import { matchOnePair } from './testing.js';

const pictureId = (n: number) => n.toString(16).padStart(64, '0');

/** A picture on one side of every pair, the word on the other. */
function pictureGame(count: number) {
  const pairs: Pair[] = Array.from({ length: count }, (_, i) => [pictureItem(pictureId(i + 1), `photo ${i + 1}`), `word ${i + 1}`]);
  return toTwoWayMap(pairs);
}

function pictureEngine(ready: Set<string>, pairCount = 8) {
  return new FreePlayEngine({
    data: pictureGame(20),
    pairCount,
    rng: createRng(7),
    speed: 5,
    reducedMotion: false,
    itemReady: (item) => !item.startsWith('[img:') || ready.has(item),
  });
}

describe('picture items enter the field only once their picture is ready (R-PIC-14)', () => {
  it('R-PIC-14: the starting pairs wait for their pictures and enter at the first step after', () => {
    const ready = new Set<string>();
    const engine = pictureEngine(ready);
    expect(engine.items).toHaveLength(0);
    const spawned: string[][] = [];
    engine.events.on('spawned', ({ itemIds }) => spawned.push(itemIds));
    engine.step(16);
    expect(engine.items).toHaveLength(0);
    for (const pair of engine.roundPairs) for (const item of pair) ready.add(item);
    engine.step(16);
    expect(engine.items).toHaveLength(2 * initialFieldPairs(8));
    expect(spawned).toHaveLength(1);
  });

  it('R-PIC-14: a pair never overtakes an earlier one still loading, so the deal order stays the seed’s', () => {
    const ready = new Set<string>();
    const engine = pictureEngine(ready);
    const start = initialFieldPairs(8);
    for (const pair of engine.roundPairs.slice(0, start)) for (const item of pair) ready.add(item);
    engine.step(16);
    // Two matches make two more pairs due: the first one's picture is still loading, the second one's is ready.
    for (const item of engine.roundPairs[start + 1]!) ready.add(item);
    matchOnePair(engine);
    matchOnePair(engine);
    engine.step(16);
    const onField = () => engine.items.map((i) => i.text);
    expect(onField()).not.toContain(engine.roundPairs[start + 1]![0]);
    expect(engine.items).toHaveLength(2 * (start - 2));
    for (const item of engine.roundPairs[start]!) ready.add(item);
    engine.step(16);
    expect(onField()).toEqual(expect.arrayContaining([...engine.roundPairs[start]!, ...engine.roundPairs[start + 1]!]));
    expect(engine.items.map((i) => i.seq)).toEqual([...engine.items.map((i) => i.seq)].sort((a, b) => a - b));
  });

  it('R-PIC-14: a text game is dealt at once, exactly as before', () => {
    const engine = new FreePlayEngine({ data: pictureGame(20), pairCount: 6, rng: createRng(7), speed: 5, reducedMotion: false });
    expect(engine.items).toHaveLength(2 * initialFieldPairs(6));
  });

  it('R-PIC-14: a round with pictures gets taller cards, still placed clear of each other and of the zones', () => {
    expect(fieldLayout(20, undefined, true).item.height).toBeGreaterThan(fieldLayout(20).item.height);
    for (const [pairCount, seed] of [3, 6, 9, 20].flatMap((n) => Array.from({ length: 40 }, (_, i) => [n, i] as const))) {
      const engine = new FreePlayEngine({ data: pictureGame(20), pairCount, rng: createRng(seed), speed: 5, reducedMotion: false });
      expect(engine.layout.item.height).toBe(fieldLayout(pairCount, undefined, true).item.height);
      const rects = engine.items.map((i) => itemRect(engine.layout, i.x, i.y));
      for (const [index, rect] of rects.entries()) {
        expect(overlaps(rect, engine.layout.obstacle!)).toBe(false);
        for (const other of rects.slice(index + 1)) expect(overlaps(rect, other)).toBe(false);
      }
    }
  });
});
