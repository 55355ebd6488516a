import { describe, expect, it } from 'vitest';
import { rectCenter } from './layout.js';
import { findWrongPair, makeEngine, recordEvents } from './testing.js';

describe('drop zones', () => {
  it('holds a dropped item at the zone centre and takes it off the field', () => {
    const engine = makeEngine();
    const item = engine.items[0]!;
    expect(engine.dropIn(item.id, 'upper')).toEqual({ ok: true });
    expect(engine.zones.upper).toBe(item.id);
    expect(item.location).toBe('upper');
    expect({ x: item.x, y: item.y }).toEqual(rectCenter(engine.layout.zones.upper));
    expect(engine.focusOrder.map((i) => i.id)).not.toContain(item.id);
  });

  it('accepts only items of the game that are on the field or held', () => {
    const engine = makeEngine();
    expect(engine.dropIn('item-999', 'upper')).toEqual({ ok: false, reason: 'unknown-item' });
    expect(engine.dropIn('', 'lower')).toEqual({ ok: false, reason: 'unknown-item' });
    const item = engine.items[0]!;
    engine.dropIn(item.id, 'upper');
    expect(engine.dropIn(item.id, 'lower')).toEqual({ ok: false, reason: 'not-on-field' });
    expect(engine.zones).toEqual({ upper: item.id, lower: null });
  });

  it('swaps: dropping into an occupied zone sends the old item back to where the new one was picked up', () => {
    const engine = makeEngine();
    const events = recordEvents(engine);
    const [first, second] = [engine.items[0]!, engine.items[1]!];
    engine.dropIn(first.id, 'upper');
    const from = { x: second.x, y: second.y };
    engine.pick(second.id);
    engine.moveHeld(second.id, 10, 10);
    engine.dropIn(second.id, 'upper');
    expect(engine.zones.upper).toBe(second.id);
    expect(first.location).toBe('field');
    expect({ x: first.x, y: first.y }).toEqual(from);
    expect(engine.stats.correct + engine.stats.wrong).toBe(0);
    expect(events.log.at(-1)).toEqual({ name: 'dropped', payload: { itemId: second.id, text: second.text, zone: 'upper', swappedOutId: first.id } });
  });

  it('lets a zone item be picked back out, freeing the zone', () => {
    const engine = makeEngine();
    const item = engine.items[0]!;
    engine.dropIn(item.id, 'lower');
    expect(engine.pick(item.id)).toEqual({ ok: true });
    expect(engine.zones.lower).toBeNull();
    engine.release(item.id);
    expect(item.location).toBe('field');
    // Released outside the zones' block.
    const { item: size } = engine.layout;
    const o = engine.layout.obstacle!;
    const outside = item.x + size.width / 2 <= o.x || item.x - size.width / 2 >= o.x + o.width || item.y + size.height / 2 <= o.y || item.y - size.height / 2 >= o.y + o.height;
    expect(outside).toBe(true);
  });

  it('refuses drops while a mismatch is on show', () => {
    const engine = makeEngine();
    const [a, b] = findWrongPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    expect(engine.zonesBusy).toBe(true);
    const third = engine.items.find((i) => i.location === 'field')!;
    expect(engine.dropIn(third.id, 'upper')).toEqual({ ok: false, reason: 'zones-busy' });
    expect(engine.pick(a)).toEqual({ ok: false, reason: 'zones-busy' });
    expect(engine.zones).toEqual({ upper: a, lower: b });
  });

  it('holds one item at a time: picking another releases the first', () => {
    const engine = makeEngine();
    const events = recordEvents(engine);
    const [a, b] = [engine.items[0]!, engine.items[1]!];
    engine.pick(a.id);
    engine.pick(b.id);
    expect(a.location).toBe('field');
    expect(b.location).toBe('held');
    expect(engine.pickedId).toBe(b.id);
    expect(events.names()).toEqual(['picked', 'released', 'picked']);
  });

  it('keeps a held item still and inside the area while it is dragged', () => {
    const engine = makeEngine();
    const item = engine.items[0]!;
    engine.pick(item.id);
    engine.moveHeld(item.id, -500, 99999);
    expect(item.x).toBe(engine.layout.item.width / 2);
    expect(item.y).toBe(engine.layout.height - engine.layout.item.height / 2);
    const at = { x: item.x, y: item.y };
    engine.step(1000);
    expect({ x: item.x, y: item.y }).toEqual(at);
    expect(engine.moveHeld(engine.items[1]!.id, 5, 5)).toEqual({ ok: false, reason: 'not-on-field' });
  });
});
