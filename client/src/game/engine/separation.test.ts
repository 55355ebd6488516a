import { createRng, GAME_SPEED_MAX } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { FreePlayEngine } from './FreePlayEngine.js';
import { fieldLayout, type FieldLayout } from './layout.js';
import { separateItems } from './motion.js';
import { numberWords } from './testing.js';
import type { FieldItem } from './types.js';

const PHONE_BOX = { width: 366, height: 600 };

/** The share of the smaller rectangle's area two items at these centres cover of each other. */
function coveredShare(layout: FieldLayout, a: FieldItem, b: FieldItem): number {
  const w = Math.max(0, layout.item.width - Math.abs(a.x - b.x));
  const h = Math.max(0, layout.item.height - Math.abs(a.y - b.y));
  return (w * h) / (layout.item.width * layout.item.height);
}

function worstOverlap(engine: FreePlayEngine): number {
  const field = engine.items.filter((i) => i.location === 'field');
  let worst = 0;
  for (let i = 0; i < field.length; i++) for (let j = i + 1; j < field.length; j++) worst = Math.max(worst, coveredShare(engine.layout, field[i]!, field[j]!));
  return worst;
}

const item = (seq: number, x: number, y: number, dx: number, dy: number): FieldItem => ({ id: `item-${seq}`, seq, text: `t${seq}`, x, y, dx, dy, location: 'field' });

describe('item repulsion', () => {
  it('eases two items placed on top of each other apart until neither hides the other', () => {
    const layout = fieldLayout(6);
    const a = item(0, 200, 200, 0, 0);
    const b = item(1, 200, 200, 0, 0);
    for (let t = 0; t < 100; t++) separateItems([a, b], layout, 50);
    expect(coveredShare(layout, a, b)).toBe(0);
  });

  it('turns two items heading into each other away from each other (they bounce, never pass under)', () => {
    const layout = fieldLayout(6);
    const a = item(0, 100, 100, 1, 0);
    const b = item(1, 100 + layout.item.width, 100, -1, 0);
    separateItems([a, b], layout, 16);
    expect(a.dx).toBeLessThan(0);
    expect(b.dx).toBeGreaterThan(0);
  });

  it('keeps a crowded field readable: after the opening, no item ever covers a third of another, on a laptop and on a phone', () => {
    for (const screen of [undefined, PHONE_BOX]) {
      for (const seed of [1, 2, 3]) {
        const engine = new FreePlayEngine({ data: numberWords(20), pairCount: 20, rng: createRng(seed), speed: GAME_SPEED_MAX, reducedMotion: false, screen });
        let worst = 0;
        for (let frame = 0; frame < 2000; frame++) {
          engine.step(frame % 400 === 0 ? 200 : 16.7);
          if (frame > 120) worst = Math.max(worst, worstOverlap(engine));
        }
        expect(worst, `seed ${seed} ${screen ? 'phone' : 'laptop'}`).toBeLessThan(1 / 3);
      }
    }
  });

  it('stays deterministic: the same seed and frames give the same positions', () => {
    const run = () => {
      const engine = new FreePlayEngine({ data: numberWords(20), pairCount: 20, rng: createRng('crowd'), speed: 8, reducedMotion: false, screen: PHONE_BOX });
      for (let i = 0; i < 600; i++) engine.step(16 + (i % 3));
      return engine.items.map((i) => [i.x, i.y, i.dx, i.dy]);
    };
    expect(run()).toEqual(run());
  });
});

describe('layout on a phone held upright', () => {
  it('is a tall field with the upper zone along the top and the lower zone along the bottom, items between', () => {
    const layout = fieldLayout(10, PHONE_BOX);
    expect([layout.width, layout.height]).toEqual([PHONE_BOX.width, PHONE_BOX.height]);
    expect(layout.obstacle).toBeNull();
    expect(layout.zones.upper.y).toBeLessThan(20);
    expect(layout.zones.lower.y + layout.zones.lower.height).toBeGreaterThan(PHONE_BOX.height - 20);
    expect(layout.field.y).toBeGreaterThanOrEqual(layout.zones.upper.y + layout.zones.upper.height);
    expect(layout.field.y + layout.field.height).toBeLessThanOrEqual(layout.zones.lower.y);
  });

  it('keeps items at least 44 px tall one-to-one with CSS pixels instead of shrinking the canvas', () => {
    for (const pairs of [3, 10, 20]) {
      const layout = fieldLayout(pairs, PHONE_BOX);
      expect(layout.width).toBe(PHONE_BOX.width);
      expect(layout.item.height).toBeGreaterThanOrEqual(44);
      expect(layout.item.width).toBeGreaterThanOrEqual(120);
    }
  });

  it('uses the R-FIELD-3 size as the least on a large screen and takes the screen box shape', () => {
    expect(fieldLayout(3).width).toBe(600);
    const big = fieldLayout(3, { width: 1200, height: 600 });
    // 600×450 fits twice across and 1.33× down: the area keeps 450 px of height and takes the box's shape.
    expect(big.height).toBe(450);
    expect(big.width).toBe(900);
  });

  it('never moves an item into a zone or out of the field band', () => {
    const engine = new FreePlayEngine({ data: numberWords(20), pairCount: 12, rng: createRng(5), speed: GAME_SPEED_MAX, reducedMotion: false, screen: PHONE_BOX });
    const { field, item: size } = engine.layout;
    for (let frame = 0; frame < 1500; frame++) {
      engine.step(16.7);
      for (const i of engine.items) {
        if (i.location !== 'field') continue;
        expect(i.y - size.height / 2).toBeGreaterThanOrEqual(field.y - 1e-6);
        expect(i.y + size.height / 2).toBeLessThanOrEqual(field.y + field.height + 1e-6);
      }
    }
  });
});
