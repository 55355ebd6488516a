import { describe, expect, it } from 'vitest';
import { findMatchingPair, makeEngine, recordEvents } from './testing.js';

describe('keyboard and tap play', () => {
  it('focusNext walks the field items in spawn order and wraps; focusPrev walks back', () => {
    const engine = makeEngine({ pairCount: 3 });
    const order = engine.items.map((i) => i.id);
    const forward = order.map(() => engine.focusNext());
    expect(forward).toEqual(order);
    expect(engine.focusNext()).toBe(order[0]);
    expect(engine.focusPrev()).toBe(order.at(-1));
    expect(engine.focusPrev()).toBe(order.at(-2));
  });

  it('keeps the same order while items move', () => {
    const engine = makeEngine({ pairCount: 3, speed: 10 });
    const cycle = () => engine.items.map(() => engine.focusNext());
    const before = cycle();
    engine.step(5000);
    expect(cycle()).toEqual(before);
  });

  it('pick then sendToZone: a full keyboard match, with focus moving on to the next item', () => {
    const engine = makeEngine({ pairCount: 3 });
    const events = recordEvents(engine);
    const [a, b] = findMatchingPair(engine);
    while (engine.focusedId !== a) engine.focusNext();
    expect(engine.pick()).toEqual({ ok: true });
    expect(engine.pickedId).toBe(a);
    expect(engine.sendToZone('upper')).toEqual({ ok: true });
    expect(engine.zones.upper).toBe(a);
    expect(engine.focusedId).not.toBe(a);
    expect(engine.focusedId).not.toBeNull();
    while (engine.focusedId !== b) engine.focusNext();
    // Sending the focused item works without picking it first.
    expect(engine.sendToZone('lower')).toEqual({ ok: true });
    expect(engine.stats.correct).toBe(1);
    const focus = events.log.filter((e) => e.name === 'focusChanged').at(-1)!.payload;
    expect(focus).toMatchObject({ position: expect.any(Number), count: engine.focusOrder.length });
  });

  it('reports what it cannot do when nothing is selected', () => {
    const engine = makeEngine();
    expect(engine.pick()).toEqual({ ok: false, reason: 'nothing-selected' });
    expect(engine.sendToZone('upper')).toEqual({ ok: false, reason: 'nothing-selected' });
    expect(engine.release()).toEqual({ ok: false, reason: 'nothing-selected' });
  });

  it('focus events carry the item text and its place in the cycle', () => {
    const engine = makeEngine({ pairCount: 3 });
    const events = recordEvents(engine);
    engine.focusNext();
    engine.focusNext();
    expect(events.log.map((e) => e.payload)).toEqual([
      { itemId: engine.items[0]!.id, text: engine.items[0]!.text, position: 1, count: 6 },
      { itemId: engine.items[1]!.id, text: engine.items[1]!.text, position: 2, count: 6 },
    ]);
  });

  it('Escape-style release lets the picked item move again from where it was', () => {
    const engine = makeEngine({ speed: 10 });
    engine.focusNext();
    engine.pick();
    const item = engine.items[0]!;
    const at = { x: item.x, y: item.y };
    engine.step(500);
    expect({ x: item.x, y: item.y }).toEqual(at);
    expect(engine.release()).toEqual({ ok: true });
    engine.step(500);
    expect({ x: item.x, y: item.y }).not.toEqual(at);
  });
});
