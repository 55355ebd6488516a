import { MISMATCH_RETURN_MS, POINTS_CORRECT, SPAWN_AFTER_MATCH, initialFieldPairs } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { findMatchingPair, findWrongPair, makeEngine, matchOnePair, recordEvents } from './testing.js';

describe('judging a pair', () => {
  it('a correct pair scores +2, grows the streak, leaves the field and spawns the next pair', () => {
    const engine = makeEngine({ pairCount: 8 });
    const events = recordEvents(engine);
    const before = engine.items.length;
    const [a, b] = matchOnePair(engine);
    expect(engine.stats).toMatchObject({ score: POINTS_CORRECT, streak: 1, correct: 1, wrong: 0 });
    expect(engine.items.map((i) => i.id)).not.toContain(a);
    expect(engine.items.map((i) => i.id)).not.toContain(b);
    expect(engine.zones).toEqual({ upper: null, lower: null });
    expect(engine.items).toHaveLength(before - 2 + SPAWN_AFTER_MATCH);
    expect(events.names()).toEqual(['dropped', 'dropped', 'matched', 'statsChanged', 'spawned']);
    const spawned = events.log.find((e) => e.name === 'spawned')!.payload as { itemIds: string[] };
    expect(spawned.itemIds).toHaveLength(SPAWN_AFTER_MATCH);
    expect(engine.matchedPairs).toBe(1);
  });

  it('judges in either order (lower first, upper second)', () => {
    const engine = makeEngine();
    const [a, b] = findMatchingPair(engine);
    engine.dropIn(a, 'lower');
    engine.dropIn(b, 'upper');
    expect(engine.stats.correct).toBe(1);
  });

  it('a wrong pair costs 1 point (never below 0), resets the streak, and the items stay in the zones', () => {
    const engine = makeEngine();
    const events = recordEvents(engine);
    matchOnePair(engine);
    matchOnePair(engine);
    expect(engine.stats).toMatchObject({ score: 4, streak: 2 });
    const [a, b] = findWrongPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    expect(engine.stats).toMatchObject({ score: 3, streak: 0, bestStreak: 2, wrong: 1 });
    expect(engine.zones).toEqual({ upper: a, lower: b });
    expect(events.names().slice(-2)).toEqual(['mismatched', 'statsChanged']);

    const fresh = makeEngine();
    const [c, d] = findWrongPair(fresh);
    fresh.dropIn(c, 'upper');
    fresh.dropIn(d, 'lower');
    expect(fresh.stats.score).toBe(0);
  });

  it(`returns a mismatched pair to the field after ${MISMATCH_RETURN_MS} ms of engine time, not a millisecond sooner`, () => {
    const engine = makeEngine();
    const events = recordEvents(engine);
    engine.step(250); // time before the drop does not count
    const [a, b] = findWrongPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    engine.step(1000);
    engine.step(MISMATCH_RETURN_MS - 1000 - 1);
    expect(engine.zones).toEqual({ upper: a, lower: b });
    expect(events.names()).not.toContain('returned');
    engine.step(1);
    expect(engine.zones).toEqual({ upper: null, lower: null });
    expect(events.log.at(-1)).toEqual({ name: 'returned', payload: { itemIds: [a, b] } });
    for (const id of [a, b]) expect(engine.items.find((i) => i.id === id)!.location).toBe('field');
    expect(engine.zonesBusy).toBe(false);
  });

  it('spawns until the round total is on the field, then the field just empties', () => {
    const total = 8;
    const engine = makeEngine({ pairCount: total });
    const seen = new Set(engine.items.map((i) => i.text));
    const onField: number[] = [];
    for (let matched = 0; matched < total; matched++) {
      matchOnePair(engine);
      for (const item of engine.items) seen.add(item.text);
      onField.push(engine.items.length / 2);
    }
    const initial = initialFieldPairs(total);
    expect(onField).toEqual(Array.from({ length: total }, (_, i) => Math.min(initial, total - i - 1)));
    expect(seen.size).toBe(2 * total);
  });

  it('finishes when every pair is matched, with the elapsed engine time, and then ignores input', () => {
    const engine = makeEngine({ pairCount: 3 });
    const events = recordEvents(engine);
    engine.step(1000);
    matchOnePair(engine);
    engine.step(2345);
    matchOnePair(engine);
    expect(engine.finished).toBe(false);
    engine.step(655);
    matchOnePair(engine);
    expect(engine.finished).toBe(true);
    expect(engine.elapsedMs).toBe(4000);
    const finished = events.log.filter((e) => e.name === 'finished');
    expect(finished).toEqual([{ name: 'finished', payload: { elapsedMs: 4000, stats: engine.stats, totalPairs: 3 } }]);
    expect(events.names()).not.toContain('spawned');
    engine.step(5000);
    expect(engine.elapsedMs).toBe(4000);
    expect(engine.pick('item-0')).toEqual({ ok: false, reason: 'finished' });
  });
});
