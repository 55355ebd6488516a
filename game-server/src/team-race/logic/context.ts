import { cancelTimer, scheduleTimer } from '../../live-mode/reducer.js';
import { TEAM_RACE_REFUSALS } from './refusals.js';
import type { TeamRaceRefusalCode } from './refusals.js';
import type { Recipient } from '../../live-mode/reducer.js';
import type { Refusal, ServerMessage, TeamPlay, TeamRaceEffect, TeamRaceState, TimerName } from './types.js';

/**
 * What a handler works on: a draft of the state (its top level copied), the time, and the effects so far. As in the
 * tournament, nothing shared is written to: a handler replaces an array or object instead (setTeam copies one team
 * of the round), and the unit tests step on a deep-frozen state, so a write to a shared part fails there. Copying
 * the whole state per drop (the game's data included) would cost more than the drop itself.
 */
export interface Ctx {
  state: TeamRaceState;
  now: number;
  effects: TeamRaceEffect[];
  refusal: Refusal | null;
}

export const newCtx = (state: TeamRaceState, now: number): Ctx => ({ state: { ...state }, now, effects: [], refusal: null });

/** Replaces the round's team at `index` with `team` (the round and its teams array copied). */
export function setTeam(ctx: Ctx, team: TeamPlay): void {
  const round = ctx.state.round;
  if (!round) return;
  const teams = [...round.teams];
  teams[team.index] = team;
  ctx.state.round = { ...round, teams };
}

export function send(ctx: Ctx, to: Recipient, message: ServerMessage): void {
  ctx.effects.push({ kind: 'send', to, message });
}

export function changed(ctx: Ctx): void {
  if (!ctx.effects.some((e) => e.kind === 'changed')) ctx.effects.push({ kind: 'changed' });
}

export const schedule: (ctx: Ctx, timer: TimerName, at: number) => void = scheduleTimer;
export const cancel: (ctx: Ctx, timer: TimerName) => void = cancelTimer;

export function refuse(ctx: Ctx, code: TeamRaceRefusalCode): void {
  ctx.refusal = { code, ...TEAM_RACE_REFUSALS[code] };
}
