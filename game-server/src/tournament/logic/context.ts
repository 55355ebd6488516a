import type { Recipient, Refusal, ServerMessage, TimerName, TournamentEffect, TournamentState } from './types.js';

/** What a handler works on: a private draft of the state (step cloned it), the time, and the effects so far. */
export interface Ctx {
  state: TournamentState;
  now: number;
  effects: TournamentEffect[];
  refusal: Refusal | null;
}

export function send(ctx: Ctx, to: Recipient, message: ServerMessage): void {
  ctx.effects.push({ kind: 'send', to, message });
}

/** The tournament's picture changed (status, players, standings): the room republishes it. */
export function changed(ctx: Ctx): void {
  if (!ctx.effects.some((e) => e.kind === 'changed')) ctx.effects.push({ kind: 'changed' });
}

export function schedule(ctx: Ctx, timer: TimerName, at: number): void {
  ctx.effects.push({ kind: 'schedule', timer, at });
}

export function cancel(ctx: Ctx, timer: TimerName): void {
  ctx.effects.push({ kind: 'cancel', timer });
}

export function refuse(ctx: Ctx, status: number, message: string): void {
  ctx.refusal = { status, message };
}
