import { describe, expect, it } from 'vitest';
import { findMatchingPair, makeEngine, matchOnePair, recordEvents } from './testing.js';

const positions = (engine: ReturnType<typeof makeEngine>) => engine.items.map((i) => ({ id: i.id, x: i.x, y: i.y, location: i.location }));

describe('pause (R-FIELD-10)', () => {
  it('a paused engine advances neither its items nor its clock', () => {
    const engine = makeEngine({ speed: 10 });
    engine.step(500);
    const before = { time: engine.timeMs, elapsed: engine.elapsedMs, items: positions(engine) };
    engine.pause();
    for (let frame = 0; frame < 120; frame++) engine.step(16.7);
    expect(engine.paused).toBe(true);
    expect({ time: engine.timeMs, elapsed: engine.elapsedMs, items: positions(engine) }).toEqual(before);
  });

  it('refuses picks, drops and drags while paused, and changes neither zones nor score', () => {
    const engine = makeEngine();
    matchOnePair(engine);
    const [a, b] = findMatchingPair(engine);
    engine.pick(a);
    engine.pause();
    const log = recordEvents(engine);
    const stats = { ...engine.stats };
    expect(engine.dropIn(a, 'upper')).toEqual({ ok: false, reason: 'paused' });
    expect(engine.pick(b)).toEqual({ ok: false, reason: 'paused' });
    expect(engine.moveHeld(a, 10, 10)).toEqual({ ok: false, reason: 'paused' });
    expect(engine.release(a)).toEqual({ ok: false, reason: 'paused' });
    expect(engine.sendToZone('lower')).toEqual({ ok: false, reason: 'paused' });
    expect(log.names()).toEqual([]);
    expect(engine.zones).toEqual({ upper: null, lower: null });
    expect(engine.stats).toEqual(stats);
    expect(engine.pickedId).toBe(a);
  });

  it('resumes exactly where it stood: the same run as an engine that was never paused', () => {
    const paused = makeEngine({ seed: 7, speed: 8 });
    const straight = makeEngine({ seed: 7, speed: 8 });
    matchOnePair(paused);
    matchOnePair(straight);
    for (let i = 0; i < 30; i++) {
      paused.step(16);
      straight.step(16);
    }
    paused.pause();
    paused.step(5_000);
    paused.resume();
    expect(paused.paused).toBe(false);
    for (let i = 0; i < 30; i++) {
      paused.step(16);
      straight.step(16);
    }
    expect(paused.timeMs).toBe(straight.timeMs);
    expect(paused.stats).toEqual(straight.stats);
    expect(positions(paused)).toEqual(positions(straight));
    // And play goes on after Resume.
    const [a, b] = findMatchingPair(paused);
    expect(paused.dropIn(a, 'upper')).toEqual({ ok: true });
    expect(paused.dropIn(b, 'lower')).toEqual({ ok: true });
    expect(paused.matchedPairs).toBe(2);
  });
});
