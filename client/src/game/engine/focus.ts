import { focusableItems, findItem, type Emit, type EngineState } from './state.js';

/**
 * Keyboard focus over the field's items in spawn order, which never changes while items move,
 * so repeated presses walk a predictable cycle. Zone items are not focusable.
 */
export function moveFocus(state: EngineState, emit: Emit, direction: 1 | -1): string | null {
  const order = focusableItems(state);
  let next: string | null = null;
  if (order.length > 0) {
    const index = order.findIndex((i) => i.id === state.focusedId);
    if (index >= 0) {
      next = order[(index + direction + order.length) % order.length]!.id;
    } else {
      // The focused item left the field (or nothing was focused): continue from where it stood in the order.
      next = pickFrom(order, state.focusedId === null ? null : seqOf(state.focusedId), direction);
    }
  }
  setFocus(state, emit, next);
  return next;
}

function seqOf(itemId: string): number | null {
  const n = Number(itemId.slice(itemId.lastIndexOf('-') + 1));
  return Number.isInteger(n) ? n : null;
}

function pickFrom(order: readonly { id: string; seq: number }[], seq: number | null, direction: 1 | -1): string {
  if (seq === null) return (direction === 1 ? order[0] : order[order.length - 1])!.id;
  if (direction === 1) return (order.find((i) => i.seq > seq) ?? order[0])!.id;
  return ([...order].reverse().find((i) => i.seq < seq) ?? order[order.length - 1])!.id;
}

function setFocus(state: EngineState, emit: Emit, itemId: string | null): void {
  if (state.focusedId === itemId) return;
  state.focusedId = itemId;
  const order = focusableItems(state);
  const index = order.findIndex((i) => i.id === itemId);
  const item = itemId === null ? undefined : findItem(state, itemId);
  emit('focusChanged', { itemId, text: item?.text ?? null, position: index + 1, count: order.length });
}

/** After the focused item left the field, focus the next one so keyboard play flows on. */
export function refocusAfterLeaving(state: EngineState, emit: Emit, leftItemId: string): void {
  if (state.focusedId !== leftItemId) return;
  const order = focusableItems(state);
  const seq = seqOf(leftItemId);
  setFocus(state, emit, order.length === 0 ? null : pickFrom(order, seq, 1));
}
