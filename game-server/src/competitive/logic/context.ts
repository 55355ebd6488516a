import type { CompetitiveServerMessages } from '@matchdrop/shared';
import type { BroadcastEffect, Effect, RoomState, SendEffect, ServerMessageType, TimerName } from './types.js';

/**
 * What a phase handler works on: a private draft of the state (step cloned it), the time, and the effects so far.
 * Handlers mutate the draft freely; the caller's state object is never touched.
 */
export interface Ctx {
  state: RoomState;
  now: number;
  effects: Effect[];
}

export function broadcast<K extends ServerMessageType>(ctx: Ctx, type: K, payload: CompetitiveServerMessages[K], except?: string): void {
  const effect = { kind: 'broadcast', type, payload, ...(except === undefined ? {} : { except }) } as BroadcastEffect;
  ctx.effects.push(effect);
}

export function send<K extends ServerMessageType>(ctx: Ctx, to: string, type: K, payload: CompetitiveServerMessages[K]): void {
  ctx.effects.push({ kind: 'send', to, type, payload } as SendEffect);
}

/** A refusal a person would want explained (e.g. why Start Game did nothing), sent to that person only. */
export function sendError(ctx: Ctx, to: string, message: string): void {
  send(ctx, to, 'error', { message });
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
