import { cancelTimer, scheduleTimer } from '../../live-mode/reducer.js';
import { TOURNAMENT_REFUSALS } from './refusals.js';
import type { TournamentRefusalCode } from './refusals.js';
import type { Heat, Recipient, Refusal, RosterChange, ServerMessage, TimerName, TournamentEffect, TournamentPlayer, TournamentState } from './types.js';

/**
 * What a handler works on: a draft of the state, the time, and the effects so far. The draft is copied on write:
 * step() copies the top level only, and a handler that changes a player or a heat asks for its own copy through
 * ownPlayers / ownHeat first (arrays are replaced, never pushed to, unless owned). A whole-state copy per event
 * (structuredClone, the game's data included) cost more than the attempt itself: 2,000 players at one attempt a
 * second would not fit one core. step.test.ts runs every event on a deep-frozen state, so a write to a shared part
 * fails there.
 */
export interface Ctx {
  state: TournamentState;
  now: number;
  effects: TournamentEffect[];
  refusal: Refusal | null;
  /** Parts of the draft already copied in this step. */
  owned: { players: boolean; round: boolean; heats: Set<number> };
}

export function newCtx(state: TournamentState, now: number): Ctx {
  return { state: { ...state }, now, effects: [], refusal: null, owned: { players: false, round: false, heats: new Set() } };
}

/** The players array, this step's own (its player objects are still shared: replace one with setPlayer). */
export function ownPlayers(ctx: Ctx): TournamentPlayer[] {
  if (!ctx.owned.players) {
    ctx.state.players = [...ctx.state.players];
    ctx.owned.players = true;
  }
  return ctx.state.players;
}

export function setPlayer(ctx: Ctx, playerId: string, change: Partial<TournamentPlayer>): void {
  const players = ownPlayers(ctx);
  const at = players.findIndex((p) => p.id === playerId);
  const player = players[at];
  if (player) players[at] = { ...player, ...change };
}

/** The round's heat at `index`, copied (with its players) for this step; null without a round. */
export function ownHeat(ctx: Ctx, index: number): Heat | null {
  const round = ctx.state.round;
  if (!round) return null;
  if (!ctx.owned.round) {
    ctx.state.round = { ...round, heats: [...round.heats] };
    ctx.owned.round = true;
  }
  const heats = ctx.state.round!.heats;
  const heat = heats[index];
  if (!heat) return null;
  if (!ctx.owned.heats.has(index)) {
    heats[index] = { ...heat, players: heat.players.map((p) => ({ ...p, stats: { ...p.stats }, matchedItems: [...p.matchedItems] })) };
    ctx.owned.heats.add(index);
  }
  return heats[index]!;
}

export function send(ctx: Ctx, to: Recipient, message: ServerMessage): void {
  ctx.effects.push({ kind: 'send', to, message });
}

/** The tournament's header changed (status, round, lock, standings): the room republishes it. */
export function changed(ctx: Ctx): void {
  if (!ctx.effects.some((e) => e.kind === 'changed')) ctx.effects.push({ kind: 'changed' });
}

export function roster(ctx: Ctx, change: RosterChange): void {
  ctx.effects.push({ kind: 'roster', change });
}

export const schedule: (ctx: Ctx, timer: TimerName, at: number) => void = scheduleTimer;
export const cancel: (ctx: Ctx, timer: TimerName) => void = cancelTimer;

export function refuse(ctx: Ctx, code: TournamentRefusalCode): void {
  ctx.refusal = { code, ...TOURNAMENT_REFUSALS[code] };
}
