import type { CompetitiveServerMessages } from '@matchdrop/shared';
import { refusalMessage } from './refusals.js';
import type { RefusalCode } from './refusals.js';
import type { BroadcastEffect, Effect, RoomState, SendEffect, ServerMessageType, TimerName } from './types.js';

/**
 * What a phase handler works on: a private draft of the state (step cloned it), the time, and the effects so far.
 * Handlers mutate the draft freely; the caller's state object is never touched.
 */
export interface Ctx {
  state: RoomState;
  now: number;
  effects: Effect[];
  /** The refusal of this step, if any (see refuse). */
  refusal: RefusalCode | null;
}

export function broadcast<K extends ServerMessageType>(ctx: Ctx, type: K, payload: CompetitiveServerMessages[K], except?: string): void {
  const effect = { kind: 'broadcast', type, payload, ...(except === undefined ? {} : { except }) } as BroadcastEffect;
  ctx.effects.push(effect);
}

export function send<K extends ServerMessageType>(ctx: Ctx, to: string, type: K, payload: CompetitiveServerMessages[K]): void {
  ctx.effects.push({ kind: 'send', to, type, payload } as SendEffect);
}

/**
 * A refusal a person would want explained (e.g. why Start Game did nothing): its message goes to that person
 * only, and its code is the step's `refusal` (for a caller that answers over HTTP instead).
 */
export function refuse(ctx: Ctx, to: string, code: RefusalCode): void {
  ctx.refusal = code;
  send(ctx, to, 'error', { message: refusalMessage(code), code });
}

/** An intent in the wrong phase changes nothing and is not explained on the socket; an HTTP caller gets the code. */
export function refuseQuietly(ctx: Ctx, code: RefusalCode): void {
  ctx.refusal = code;
}

/** The state remembers every pending timer so that a stale timer event can be recognised and ignored. */
export function schedule(ctx: Ctx, timer: TimerName, at: number): void {
  ctx.state.timers[timer] = at;
  ctx.effects.push({ kind: 'schedule', timer, at });
}

export function cancel(ctx: Ctx, timer: TimerName): void {
  if (ctx.state.timers[timer] === undefined) return;
  delete ctx.state.timers[timer];
  ctx.effects.push({ kind: 'cancel', timer });
}
