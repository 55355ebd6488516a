import { refocusAfterLeaving } from './focus.js';
import { judgeIfFull } from './judging.js';
import { rectCenter } from './layout.js';
import { bounceOffEdges, pushOutOfObstacle } from './motion.js';
import { findItem, type Emit, type EngineState } from './state.js';
import type { ActionResult, FieldItem, ZoneName } from './types.js';

const OK: ActionResult = { ok: true };

function refuse(reason: Extract<ActionResult, { ok: false }>['reason']): ActionResult {
  return { ok: false, reason };
}

/** A held item is only allowed where a field item may be; it keeps its velocity for when it moves again. */
function putBackOnField(item: FieldItem, state: EngineState): void {
  item.location = 'field';
  pushOutOfObstacle(item, state.layout);
  bounceOffEdges(item, state.layout);
}

/** Takes an item in hand: it stops moving until dropped or released. Only one item is held at a time. */
export function pick(state: EngineState, emit: Emit, itemId: string): ActionResult {
  if (state.finishedAtMs !== null) return refuse('finished');
  if (state.paused) return refuse('paused');
  const item = findItem(state, itemId);
  if (!item) return refuse('unknown-item');
  if (item.location === 'held') return OK;
  if (item.location !== 'field') {
    // An item may be taken back out of a zone, unless the zones are showing a mismatch.
    if (state.returnAt !== null) return refuse('zones-busy');
    if (state.awaiting !== null) return refuse('awaiting-verdict');
    state.zones[item.location] = null;
  }
  if (state.pickedId !== null) release(state, emit, state.pickedId);
  item.location = 'held';
  state.pickedId = item.id;
  state.pickedFrom = { x: item.x, y: item.y };
  emit('picked', { itemId: item.id, text: item.text });
  return OK;
}

/** Lets go of the held item where it is (outside the zones); it moves on with its old velocity. */
export function release(state: EngineState, emit: Emit, itemId: string): ActionResult {
  if (state.paused) return refuse('paused');
  const item = findItem(state, itemId);
  if (!item) return refuse('unknown-item');
  if (item.location !== 'held') return refuse('not-on-field');
  putBackOnField(item, state);
  state.pickedId = null;
  state.pickedFrom = null;
  emit('released', { itemId: item.id });
  return OK;
}

/** Follows the pointer while dragging; the item stays inside the area but may pass over the zones. */
export function moveHeld(state: EngineState, itemId: string, x: number, y: number): ActionResult {
  if (state.paused) return refuse('paused');
  const item = findItem(state, itemId);
  if (!item) return refuse('unknown-item');
  if (item.location !== 'held') return refuse('not-on-field');
  if (!Number.isFinite(x) || !Number.isFinite(y)) return OK;
  const halfW = state.layout.item.width / 2;
  const halfH = state.layout.item.height / 2;
  item.x = Math.min(state.layout.width - halfW, Math.max(halfW, x));
  item.y = Math.min(state.layout.height - halfH, Math.max(halfH, y));
  return OK;
}

/**
 * Drops a field or held item into a zone. A zone holds one item: dropping into an occupied zone sends
 * the old one back to the field (to where the new one was picked up). Full zones are judged at once.
 */
export function dropIn(state: EngineState, emit: Emit, itemId: string, zone: ZoneName): ActionResult {
  if (state.finishedAtMs !== null) return refuse('finished');
  if (state.paused) return refuse('paused');
  const item = findItem(state, itemId);
  if (!item) return refuse('unknown-item');
  if (item.location !== 'field' && item.location !== 'held') return refuse('not-on-field');
  if (state.returnAt !== null) return refuse('zones-busy');
  if (state.awaiting !== null) return refuse('awaiting-verdict');
  const from = item.location === 'held' && state.pickedFrom ? state.pickedFrom : { x: item.x, y: item.y };
  const occupantId = state.zones[zone];
  const occupant = occupantId === null ? undefined : findItem(state, occupantId);
  if (occupant) {
    occupant.x = from.x;
    occupant.y = from.y;
    putBackOnField(occupant, state);
  }
  if (state.pickedId === item.id) {
    state.pickedId = null;
    state.pickedFrom = null;
  }
  item.location = zone;
  ({ x: item.x, y: item.y } = rectCenter(state.layout.zones[zone]));
  state.zones[zone] = item.id;
  refocusAfterLeaving(state, emit, item.id);
  emit('dropped', { itemId: item.id, text: item.text, zone, swappedOutId: occupant?.id ?? null });
  judgeIfFull(state, emit);
  return OK;
}
