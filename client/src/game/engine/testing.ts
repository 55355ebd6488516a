// Helpers for the engine's unit tests (not imported by the game itself).
import { counterpartIn, createRng, toTwoWayMap, type GameData, type Pair } from '@matchdrop/shared';
import { FreePlayEngine } from './FreePlayEngine.js';
import type { EngineEvents } from './types.js';

export function numberWords(count: number): GameData {
  const pairs: Pair[] = Array.from({ length: count }, (_, i) => [`word ${i + 1}`, `meaning ${i + 1}`]);
  return toTwoWayMap(pairs);
}

export function makeEngine(options: { pairCount?: number; seed?: number | string; speed?: number; reducedMotion?: boolean; data?: GameData } = {}) {
  return new FreePlayEngine({
    data: options.data ?? numberWords(20),
    pairCount: options.pairCount ?? 6,
    rng: createRng(options.seed ?? 42),
    speed: options.speed ?? 5,
    reducedMotion: options.reducedMotion ?? false,
  });
}

/** Records every event the engine emits, in order. */
export function recordEvents(engine: FreePlayEngine) {
  const log: { name: keyof EngineEvents; payload: EngineEvents[keyof EngineEvents] }[] = [];
  const names: (keyof EngineEvents)[] = ['picked', 'released', 'dropped', 'matched', 'mismatched', 'returned', 'spawned', 'finished', 'statsChanged', 'focusChanged'];
  for (const name of names) engine.events.on(name, (payload) => log.push({ name, payload }));
  return { log, names: () => log.map((e) => e.name) };
}

/** Ids of a correct pair currently on the field. */
export function findMatchingPair(engine: FreePlayEngine): [string, string] {
  const onField = engine.items.filter((i) => i.location === 'field');
  for (const item of onField) {
    const other = counterpartIn(engine.roundPairs, item.text);
    const partner = onField.find((i) => i.text === other);
    if (partner) return [item.id, partner.id];
  }
  throw new Error('no matching pair on the field');
}

/** Ids of two field items that are not a pair. */
export function findWrongPair(engine: FreePlayEngine): [string, string] {
  const onField = engine.items.filter((i) => i.location === 'field');
  const first = onField[0]!;
  const partner = counterpartIn(engine.roundPairs, first.text);
  const other = onField.find((i) => i !== first && i.text !== partner);
  if (!other) throw new Error('no wrong pair on the field');
  return [first.id, other.id];
}

export function matchOnePair(engine: FreePlayEngine): [string, string] {
  const [a, b] = findMatchingPair(engine);
  engine.dropIn(a, 'upper');
  engine.dropIn(b, 'lower');
  return [a, b];
}
