import { MISMATCH_RETURN_MS, SPAWN_AFTER_MATCH, applyMatch, isPairIn } from '@matchdrop/shared';
import { bounceOffEdges } from './motion.js';
import { findItem, spawnPairs, type Emit, type EngineState } from './state.js';
import type { FieldItem } from './types.js';

/**
 * When both zones hold an item, judges them against the round's pairs (R-SCORE-1, R-FIELD-4), or, with a
 * remote judge, asks for the verdict ('attempted') and holds both items in the zones until it arrives.
 */
export function judgeIfFull(state: EngineState, emit: Emit): void {
  const upper = state.zones.upper === null ? undefined : findItem(state, state.zones.upper);
  const lower = state.zones.lower === null ? undefined : findItem(state, state.zones.lower);
  if (!upper || !lower) return;
  if (state.judge === 'remote') {
    state.awaiting = [upper.id, lower.id];
    emit('attempted', { itemIds: [upper.id, lower.id], texts: [upper.text, lower.text] });
    return;
  }
  applyVerdict(state, emit, upper, lower, isPairIn(state.roundPairs, upper.text, lower.text));
}

/** The remote judge's verdict on the pair in the zones; false when no pair was awaiting one. */
export function settleAttempt(state: EngineState, emit: Emit, correct: boolean): boolean {
  if (state.awaiting === null || state.finishedAtMs !== null) return false;
  const [upperId, lowerId] = state.awaiting;
  state.awaiting = null;
  const upper = findItem(state, upperId);
  const lower = findItem(state, lowerId);
  if (!upper || !lower) return false;
  applyVerdict(state, emit, upper, lower, correct);
  return true;
}

/**
 * The remote judge could not give a verdict (a network failure): both items go back to the field at once,
 * with no score change, as if never tried. False when no pair was awaiting a verdict.
 */
export function cancelAttempt(state: EngineState, emit: Emit): boolean {
  if (state.awaiting === null || state.finishedAtMs !== null) return false;
  state.awaiting = null;
  returnZoneItems(state, emit);
  return true;
}

function applyVerdict(state: EngineState, emit: Emit, upper: FieldItem, lower: FieldItem, correct: boolean): void {
  state.stats = applyMatch(state.stats, correct);
  const itemIds: [string, string] = [upper.id, lower.id];
  const texts: [string, string] = [upper.text, lower.text];
  if (correct) {
    state.items = state.items.filter((i) => i !== upper && i !== lower);
    state.zones = { upper: null, lower: null };
    state.matchedPairs += 1;
    emit('matched', { itemIds, texts, stats: state.stats });
    emitStats(state, emit);
    if (state.matchedPairs >= state.roundPairs.length) {
      state.finishedAtMs = state.timeMs;
      emit('finished', { elapsedMs: state.timeMs, stats: state.stats, totalPairs: state.roundPairs.length });
      return;
    }
    const spawned = spawnPairs(state, SPAWN_AFTER_MATCH / 2);
    if (spawned.length > 0) emit('spawned', { itemIds: spawned });
  } else {
    // Both items stay in view in the zones, then go back to the field (see returnIfDue).
    state.returnAt = state.timeMs + MISMATCH_RETURN_MS;
    emit('mismatched', { itemIds, texts, stats: state.stats });
    emitStats(state, emit);
  }
}

function emitStats(state: EngineState, emit: Emit): void {
  emit('statsChanged', { stats: state.stats, matchedPairs: state.matchedPairs, totalPairs: state.roundPairs.length });
}

/** Sends a mismatched pair back to the field once MISMATCH_RETURN_MS of engine time has passed. */
export function returnIfDue(state: EngineState, emit: Emit): void {
  if (state.returnAt === null || state.timeMs < state.returnAt) return;
  state.returnAt = null;
  returnZoneItems(state, emit);
}

/** Both zone items back onto the field, just outside their zone, heading away from it. */
function returnZoneItems(state: EngineState, emit: Emit): void {
  const { obstacle, field, item: size } = state.layout;
  const returned: string[] = [];
  const place = (item: FieldItem | undefined, side: 'above' | 'below'): void => {
    if (!item) return;
    item.location = 'field';
    if (obstacle) {
      // Landscape: just outside the zones' block in the middle, heading away from it.
      item.y = side === 'above' ? obstacle.y - size.height / 2 - 1 : obstacle.y + obstacle.height + size.height / 2 + 1;
      item.dy = side === 'above' ? -Math.abs(item.dy) : Math.abs(item.dy);
    } else {
      // Portrait: the zones are at the field's edges; the item re-enters the field next to its own zone.
      item.y = side === 'above' ? field.y + size.height / 2 + 1 : field.y + field.height - size.height / 2 - 1;
      item.dy = side === 'above' ? Math.abs(item.dy) : -Math.abs(item.dy);
    }
    bounceOffEdges(item, state.layout);
    returned.push(item.id);
  };
  place(state.zones.upper === null ? undefined : findItem(state, state.zones.upper), 'above');
  place(state.zones.lower === null ? undefined : findItem(state, state.zones.lower), 'below');
  state.zones = { upper: null, lower: null };
  emit('returned', { itemIds: returned });
}
