import { initialFieldPairs, initialFreePlayStats, parsePictureItem, selectPairs, type FreePlayStats, type Pair, type Rng } from '@matchdrop/shared';
import { fieldLayout, findFreeSpot, type FieldLayout } from './layout.js';
import { clampSpeed, randomDirection } from './motion.js';
import type { EngineEvents, EngineOptions, FieldItem, ZoneName } from './types.js';

/** The whole game as plain mutable data; the step and action functions are its only writers. */
export interface EngineState {
  readonly layout: FieldLayout;
  readonly rng: Rng;
  /** The round's pairs in deal order: the first ones start on the field, the rest spawn in this order. */
  readonly roundPairs: readonly Pair[];
  /** Items on the field, held, or in a zone, always in spawn order. Matched items are removed. */
  items: FieldItem[];
  zones: Record<ZoneName, string | null>;
  /** Engine time at which a mismatched pair goes back to the field; while set, the zones are busy. */
  returnAt: number | null;
  readonly judge: 'local' | 'remote';
  /** Remote judging: the upper and lower item ids awaiting their verdict; while set, the zones accept nothing. */
  awaiting: [string, string] | null;
  /** How many of roundPairs have been put on the field. */
  spawnedPairs: number;
  /** Pairs due on the field that wait for their pictures (R-PIC-14): they enter, in deal order, once ready. */
  owedPairs: number;
  /** Whether an item can be drawn yet (its picture loaded or failed); a text item always can. */
  readonly itemReady: (text: string) => boolean;
  matchedPairs: number;
  nextSeq: number;
  stats: FreePlayStats;
  /** Engine clock in ms: the sum of all step() durations. */
  timeMs: number;
  finishedAtMs: number | null;
  speed: number;
  reducedMotion: boolean;
  /** While paused the clock and the items stand still and every player action is refused (WCAG 2.2.2). */
  paused: boolean;
  focusedId: string | null;
  pickedId: string | null;
  /** Where the held item was picked up: an item swapped out of a zone goes back to that spot. */
  pickedFrom: { x: number; y: number } | null;
}

export type Emit = <K extends keyof EngineEvents>(name: K, payload: EngineEvents[K]) => void;

/** A deal's items two by two, at most `pairCount` pairs (an odd last item is dropped). */
function pairsOfDeal(items: readonly string[], pairCount: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < items.length && pairs.length < pairCount; i += 2) pairs.push([items[i]!, items[i + 1]!]);
  return pairs;
}

export function createEngineState(options: EngineOptions): EngineState {
  // Pairs are dealt first, before any layout randomness, so a seed fixes the item order on its own.
  const roundPairs = options.dealtItems ? pairsOfDeal(options.dealtItems, options.pairCount) : selectPairs(options.data, options.pairCount, options.rng);
  const state: EngineState = {
    layout: fieldLayout(
      roundPairs.length,
      options.screen,
      roundPairs.some((pair) => pair.some((item) => parsePictureItem(item) !== null)),
    ),
    rng: options.rng,
    roundPairs,
    items: [],
    zones: { upper: null, lower: null },
    returnAt: null,
    judge: options.judge ?? 'local',
    awaiting: null,
    spawnedPairs: 0,
    owedPairs: 0,
    itemReady: options.itemReady ?? (() => true),
    matchedPairs: 0,
    nextSeq: 0,
    stats: initialFreePlayStats(),
    timeMs: 0,
    finishedAtMs: null,
    speed: clampSpeed(options.speed),
    reducedMotion: options.reducedMotion,
    paused: false,
    focusedId: null,
    pickedId: null,
    pickedFrom: null,
  };
  spawnPairs(state, options.initialPairs ?? initialFieldPairs(roundPairs.length));
  return state;
}

/**
 * Makes up to `count` more of the round's pairs due on the field and puts on it those whose items are ready, each
 * item at a free random spot. A pair whose picture is still loading stays owed (see spawnOwed).
 */
export function spawnPairs(state: EngineState, count: number): string[] {
  state.owedPairs = Math.min(state.roundPairs.length - state.spawnedPairs, state.owedPairs + count);
  return spawnOwed(state);
}

/**
 * Puts owed pairs on the field in deal order while the next one is ready (R-PIC-14): a pair never overtakes one
 * whose picture is still loading, so the spawn order (and, in a room, every player's order) stays the seed's.
 */
export function spawnOwed(state: EngineState): string[] {
  const ids: string[] = [];
  for (; state.owedPairs > 0; state.owedPairs--, state.spawnedPairs++) {
    const pair = state.roundPairs[state.spawnedPairs] as Pair;
    if (!state.itemReady(pair[0]) || !state.itemReady(pair[1])) break;
    for (const text of pair) {
      const occupied = state.items.filter((i) => i.location === 'field' || i.location === 'held');
      const spot = findFreeSpot(state.layout, occupied, state.rng);
      const seq = state.nextSeq++;
      const item: FieldItem = { id: `item-${seq}`, seq, text, ...spot, ...randomDirection(state.rng), location: 'field' };
      state.items.push(item);
      ids.push(item.id);
    }
  }
  return ids;
}

export function findItem(state: EngineState, itemId: string): FieldItem | undefined {
  return state.items.find((i) => i.id === itemId);
}

/** Items the player can pick with the keyboard, in the stable focus order (spawn order). */
export function focusableItems(state: EngineState): FieldItem[] {
  return state.items.filter((i) => i.location === 'field' || i.location === 'held');
}
