import { describe, expect, it } from 'vitest';
import { createGameBus, type GameBusEvents } from './bus.js';
import { GameController } from './controller.js';
import { pictureItem, toTwoWayMap } from '@matchdrop/shared';
import { findMatchingPair, findWrongPair, makeEngine } from './engine/testing.js';

function setup(pairCount = 3) {
  const engine = makeEngine({ pairCount });
  const bus = createGameBus();
  const controller = new GameController(engine, bus);
  const heard: { name: keyof GameBusEvents; payload: unknown }[] = [];
  for (const name of ['stats', 'matched', 'mismatched', 'finished', 'announce', 'cue', 'focus'] as const) bus.on(name, (payload) => heard.push({ name, payload }));
  const said = () => heard.filter((h) => h.name === 'announce').map((h) => (h.payload as { text: string }).text);
  return { engine, bus, controller, heard, said };
}

describe('game controller (engine ↔ bus)', () => {
  it('plays a whole keyboard match through bus commands, announcing each step', () => {
    const { engine, bus, heard, said } = setup();
    const [a, b] = findMatchingPair(engine);
    while (engine.focusedId !== a) bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'togglePick' });
    bus.emit('command', { type: 'sendToZone', zone: 'upper' });
    while (engine.focusedId !== b) bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'sendToZone', zone: 'lower' });
    expect(engine.stats.correct).toBe(1);
    expect(said().some((t) => t.startsWith('Picked "'))).toBe(true);
    expect(said().some((t) => t.includes('is in the upper zone'))).toBe(true);
    expect(said().at(-1)).toMatch(/^Correct! ".*" and ".*" match\. Score 2, streak 1\.$/);
    expect(heard.filter((h) => h.name === 'cue').map((h) => h.payload)).toEqual([{ kind: 'picked' }, { kind: 'dropped' }, { kind: 'dropped' }, { kind: 'matched', streak: 1 }]);
    expect(heard.find((h) => h.name === 'stats')!.payload).toMatchObject({ matchedPairs: 1, totalPairs: 3 });
  });

  it('R-PIC-11: says a picture item by its description when it is focused, picked and matched', () => {
    const apple = pictureItem('a'.repeat(64), 'a red apple');
    const engine = makeEngine({ pairCount: 1, data: toTwoWayMap([[apple, 'apple']]) });
    const bus = createGameBus();
    new GameController(engine, bus);
    const said: string[] = [];
    bus.on('announce', ({ text }) => said.push(text));
    while (engine.items.find((i) => i.id === engine.focusedId)?.text !== apple) bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'togglePick' });
    bus.emit('command', { type: 'sendToZone', zone: 'upper' });
    bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'sendToZone', zone: 'lower' });
    expect(said).toContain('"a red apple", item 1 of 2.');
    expect(said).toContain('Picked "a red apple". Press 1 for the upper zone or 2 for the lower zone.');
    expect(said.some((text) => /^Correct! "(a red apple|apple)" and "(a red apple|apple)" match\./.test(text))).toBe(true);
    expect(said.join(' ')).not.toContain('[img:');
  });

  it('R-PIC-12: tells which item was focused and which was picked up, for speech to read', () => {
    const { engine, bus } = setup();
    const items: string[] = [];
    bus.on('item', ({ text }) => items.push(text));
    bus.emit('command', { type: 'focusNext' });
    const focused = engine.items.find((i) => i.id === engine.focusedId)!.text;
    bus.emit('command', { type: 'togglePick' });
    expect(items).toEqual([focused, focused]);
  });

  it('Enter on the item in hand puts it back', () => {
    const { engine, bus } = setup();
    bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'togglePick' });
    expect(engine.pickedId).toBe(engine.focusedId);
    bus.emit('command', { type: 'togglePick' });
    expect(engine.pickedId).toBeNull();
  });

  it('announces refusals and mismatches', () => {
    const { engine, bus, said, heard } = setup();
    bus.emit('command', { type: 'sendToZone', zone: 'upper' });
    expect(said().at(-1)).toMatch(/^Select an item first/);
    const [a, b] = findWrongPair(engine);
    engine.dropIn(a, 'upper');
    engine.dropIn(b, 'lower');
    expect(said().at(-1)).toMatch(/^Wrong: /);
    expect(heard.filter((h) => h.name === 'mismatched')).toHaveLength(1);
    bus.emit('command', { type: 'focusNext' });
    bus.emit('command', { type: 'sendToZone', zone: 'upper' });
    expect(said().at(-1)).toMatch(/zones are showing a wrong match/);
  });

  it('pause stops the engine clock, resume restarts it; speed and reduced motion reach the engine', () => {
    const { engine, bus, controller } = setup();
    controller.tick(100);
    bus.emit('pause', undefined);
    controller.tick(5000);
    expect(engine.timeMs).toBe(100);
    bus.emit('resume', undefined);
    controller.tick(50);
    expect(engine.timeMs).toBe(150);
    bus.emit('setSpeed', { speed: 9 });
    expect(engine.speed).toBe(9);
    bus.emit('setReducedMotion', { reducedMotion: true });
    expect(engine.pixelsPerSecond).toBeLessThan(10);
  });

  it('reports the finish with the elapsed time and a final announcement', () => {
    const { engine, controller, heard, said } = setup(3);
    for (let i = 0; i < 3; i++) {
      controller.tick(1000);
      const [a, b] = findMatchingPair(engine);
      engine.dropIn(a, 'upper');
      engine.dropIn(b, 'lower');
    }
    const finished = heard.filter((h) => h.name === 'finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]!.payload).toMatchObject({ elapsedMs: 3000, totalPairs: 3, matchedPairs: 3 });
    expect(said().at(-1)).toBe('All 3 pairs matched in 3.00 seconds. Score 6.');
  });

  it('dispose removes every listener it added on the engine and on the bus', () => {
    const { engine, bus, controller } = setup();
    expect(engine.events.listenerCount()).toBeGreaterThan(0);
    const busBefore = bus.listenerCount();
    controller.dispose();
    expect(engine.events.listenerCount()).toBe(0);
    expect(bus.listenerCount()).toBe(busBefore - 5);
    bus.emit('command', { type: 'focusNext' });
    expect(engine.focusedId).toBeNull();
  });
});
