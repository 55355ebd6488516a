import { GAME_SPEED_MAX, GAME_SPEED_MIN } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { itemRect, overlaps } from './layout.js';
import { makeEngine } from './testing.js';

function distanceTravelled(engine: ReturnType<typeof makeEngine>, ms: number): number {
  // Short frames so no bounce happens inside the measurement.
  const item = engine.items[0]!;
  const start = { x: item.x, y: item.y };
  engine.step(ms);
  return Math.hypot(item.x - start.x, item.y - start.y);
}

describe('motion', () => {
  it('keeps every item inside the area and out of the zones over many steps at max speed', () => {
    const escapes: unknown[] = [];
    for (const pairCount of [3, 6, 12, 20]) {
      const engine = makeEngine({ pairCount, speed: GAME_SPEED_MAX, seed: pairCount });
      for (let frame = 0; frame < 3000; frame++) {
        // Mixed frame lengths, including a long stall.
        engine.step(frame % 500 === 0 ? 400 : 16.7);
        for (const item of engine.items) {
          const rect = itemRect(engine.layout, item.x, item.y);
          const inside = rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= engine.layout.width && rect.y + rect.height <= engine.layout.height;
          if (!inside || overlaps(rect, engine.layout.obstacle!)) escapes.push({ frame, id: item.id, rect });
        }
      }
    }
    expect(escapes).toEqual([]);
  });

  it('actually moves items, and they reach every side of the area over time (they bounce)', () => {
    const engine = makeEngine({ speed: GAME_SPEED_MAX, pairCount: 3 });
    const first = engine.items[0]!;
    const start = { x: first.x, y: first.y };
    const seen = { minX: first.x, maxX: first.x, minY: first.y, maxY: first.y };
    for (let i = 0; i < 20_000; i++) {
      engine.step(16);
      // Every item: items keep apart, so each one roams its own part of the field at a time.
      for (const item of engine.items) {
        seen.minX = Math.min(seen.minX, item.x);
        seen.maxX = Math.max(seen.maxX, item.x);
        seen.minY = Math.min(seen.minY, item.y);
        seen.maxY = Math.max(seen.maxY, item.y);
      }
    }
    expect(Math.hypot(first.x - start.x, first.y - start.y)).toBeGreaterThan(0);
    const { item: size, width, height } = engine.layout;
    expect(seen.minX).toBeCloseTo(size.width / 2);
    expect(seen.maxX).toBeCloseTo(width - size.width / 2);
    expect(seen.minY).toBeCloseTo(size.height / 2);
    expect(seen.maxY).toBeCloseTo(height - size.height / 2);
  });

  it('speed 10 moves items ten times as far as speed 1', () => {
    const slow = distanceTravelled(makeEngine({ speed: GAME_SPEED_MIN }), 100);
    const fast = distanceTravelled(makeEngine({ speed: GAME_SPEED_MAX }), 100);
    expect(slow).toBeGreaterThan(0);
    expect(fast / slow).toBeCloseTo(10, 5);
  });

  it('changes pace live with setSpeed, clamped to 1–10', () => {
    const engine = makeEngine({ speed: 5 });
    const atFive = engine.pixelsPerSecond;
    engine.setSpeed(10);
    expect(engine.pixelsPerSecond).toBe(2 * atFive);
    engine.setSpeed(99);
    expect(engine.speed).toBe(GAME_SPEED_MAX);
    engine.setSpeed(0);
    expect(engine.speed).toBe(GAME_SPEED_MIN);
  });

  it('reduced motion makes every item crawl whatever the speed', () => {
    const crawl = makeEngine({ speed: GAME_SPEED_MAX, reducedMotion: true });
    const slowest = makeEngine({ speed: GAME_SPEED_MIN });
    expect(crawl.pixelsPerSecond).toBeLessThan(slowest.pixelsPerSecond / 2);
    const moved = distanceTravelled(crawl, 1000);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(6);
    crawl.setReducedMotion(false);
    expect(crawl.pixelsPerSecond).toBe(makeEngine({ speed: GAME_SPEED_MAX }).pixelsPerSecond);
  });

  it('the same seed and the same frames give the same positions', () => {
    const run = () => {
      const engine = makeEngine({ seed: 'replay', speed: 8 });
      for (let i = 0; i < 500; i++) engine.step(16 + (i % 3));
      return engine.items.map((i) => [i.x, i.y]);
    };
    expect(run()).toEqual(run());
  });

  it('ignores zero, negative and non-finite steps', () => {
    const engine = makeEngine();
    const before = engine.items.map((i) => [i.x, i.y]);
    for (const dt of [0, -16, Number.NaN, Number.POSITIVE_INFINITY]) engine.step(dt);
    expect(engine.timeMs).toBe(0);
    expect(engine.items.map((i) => [i.x, i.y])).toEqual(before);
  });
});
