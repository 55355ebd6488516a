import { nicknameKey } from '@matchdrop/shared';
import { ABANDONED_MS, watchAbandonment } from '../../live-mode/reducer.js';
import { joinVerdict, seatVerdict } from '../../live-mode/seats.js';
import type { Ctx } from './context.js';
import { changed, newCtx, ownPlayers, refuse, roster, send, setPlayer } from './context.js';
import { attempt, beginRound, canBeginRound, findHeatPlayer, finish, heatStarted, leaveHeat, timeUp } from './round.js';
import { emptyTotals } from './standings.js';
import type { StepResult, TimerName, TournamentEvent, TournamentState } from './types.js';
import { heatProgressOf } from './view.js';

export { ABANDONED_MS };

/**
 * The tournament's rules as a reducer: the room turns every message, connection change and timer into an event,
 * and executes the effects. No clock, no randomness (the seed comes with the event), no I/O. The given state is
 * never modified (see Ctx: the draft is copied on write).
 */
export function step(state: TournamentState, event: TournamentEvent, now: number): StepResult {
  const ctx = newCtx(state, now);
  handle(ctx, event);
  return { state: ctx.state, effects: ctx.effects, refusal: ctx.refusal };
}

function isHost(ctx: Ctx, by: string): boolean {
  if (by === ctx.state.hostUserId) return true;
  refuse(ctx, 'host_only');
  return false;
}

function handle(ctx: Ctx, event: TournamentEvent): void {
  const { state } = ctx;
  switch (event.type) {
    case 'opened':
      return watchAbandonment(ctx);
    case 'join':
      return join(ctx, event.player);
    case 'connected':
      return seatConnected(ctx, event.playerId, event.code);
    case 'dropped':
      return connection(ctx, event.playerId, false);
    case 'host_connected':
      // (A suspended host is refused before: their account token no longer authenticates.)
      if (event.userId !== state.hostUserId) return refuse(ctx, 'projector_host_only');
      state.hosts += 1;
      return watchAbandonment(ctx);
    case 'host_dropped':
      state.hosts = Math.max(0, state.hosts - 1);
      return watchAbandonment(ctx);
    case 'gone':
      leaveHeat(ctx, event.playerId);
      return watchAbandonment(ctx);
    case 'suspended':
      return suspend(ctx, event.userId, event.reason);
    case 'start':
      if (!isHost(ctx, event.by)) return;
      if (state.status !== 'lobby') return refuse(ctx, 'already_started');
      if (!canBeginRound(state)) return refuse(ctx, 'need_two_to_start');
      return beginRound(ctx, event.seed);
    case 'next_round':
      if (!isHost(ctx, event.by)) return;
      if (state.status !== 'between_rounds') return refuse(ctx, 'no_round_now');
      if (!canBeginRound(state)) return refuse(ctx, 'need_two_for_round');
      return beginRound(ctx, event.seed);
    case 'remove':
      if (!isHost(ctx, event.by)) return;
      if (state.status !== 'lobby' && state.status !== 'between_rounds') return refuse(ctx, 'remove_mid_round');
      if (!state.players.some((p) => p.id === event.playerId)) return refuse(ctx, 'player_not_found');
      return remove(ctx, event.playerId, 'The host removed you from the tournament');
    case 'lock':
      if (!isHost(ctx, event.by)) return;
      state.locked = event.locked;
      return changed(ctx);
    case 'end':
      if (!isHost(ctx, event.by)) return;
      if (state.status === 'finished') return;
      if (state.status === 'playing') {
        state.settings = { ...state.settings, rounds: state.round?.number ?? state.settings.rounds };
        return timeUp(ctx);
      }
      return finish(ctx);
    case 'attempt':
      return attempt(ctx, event.playerId, event.item1, event.item2);
    case 'timer':
      return onTimer(ctx, event.timer, event.at, event.seed);
  }
}

function onTimer(ctx: Ctx, timer: TimerName, at: number, seed: string): void {
  const { state } = ctx;
  // A timer that was cancelled or re-armed may still fire in the adapter: only the pending deadline counts.
  if (state.timers[timer] !== at) return;
  state.timers = Object.fromEntries(Object.entries(state.timers).filter(([name]) => name !== timer));
  switch (timer) {
    case 'round_end':
      return timeUp(ctx);
    case 'auto_next':
      if (state.status !== 'between_rounds') return;
      // Nobody left to race: the tournament ends rather than wait forever.
      return canBeginRound(state) ? beginRound(ctx, seed) : finish(ctx);
    case 'abandoned':
    case 'linger':
      ctx.effects.push({ kind: 'dispose' });
  }
}

/** A seat: new players between rounds start from 0 (they sit in the standings from the next round on). */
function join(ctx: Ctx, player: { name: string; userId: string | null }): void {
  const { state } = ctx;
  const verdict = joinVerdict(state, player);
  if (verdict === 'again') return;
  if (verdict !== null) return refuse(ctx, verdict);
  const id = String(state.nextPlayerId);
  state.nextPlayerId += 1;
  ownPlayers(ctx).push({ id, ...player, key: nicknameKey(player.name), connected: false, joinedAfterRound: state.roundsDone });
  if (state.roundsDone > 0) state.totals = [...state.totals, emptyTotals(id, player.name)];
  roster(ctx, { type: 'joined', player: { id, name: player.name, guest: player.userId === null, connected: false } });
}

/** The seat check: the token's tournament, a seat still in it, an account not put out. */
function seatConnected(ctx: Ctx, playerId: string, code: string): void {
  const verdict = seatVerdict(ctx.state, playerId, code);
  if (verdict !== null) return refuse(ctx, verdict);
  connection(ctx, playerId, true);
}

function connection(ctx: Ctx, playerId: string, connected: boolean): void {
  const { state } = ctx;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return;
  if (player.connected !== connected) {
    setPlayer(ctx, playerId, { connected });
    roster(ctx, { type: 'connection', playerId, connected });
  }
  watchAbandonment(ctx);
  const found = findHeatPlayer(state, playerId);
  if (!connected || state.status !== 'playing' || !state.round || !found) return;
  // Back mid-heat (a reload): the heat again, and its racers' bars at once rather than at their next move.
  if (found.player.status === 'playing') {
    send(ctx, { player: playerId }, { type: 'heat_started', payload: heatStarted(state, state.round, found.heat, ctx.now, found.player) });
  }
  send(ctx, { player: playerId }, { type: 'heat_progress', payload: { round: state.round.number, heats: [heatProgressOf(state, found.heat)] } });
}

/** Out of the tournament: their seat, their standing, their connection. */
function remove(ctx: Ctx, playerId: string, reason: string): void {
  const { state } = ctx;
  state.players = state.players.filter((p) => p.id !== playerId);
  ctx.owned.players = true;
  state.totals = state.totals.filter((t) => t.playerId !== playerId);
  send(ctx, { player: playerId }, { type: 'removed', payload: { reason } });
  ctx.effects.push({ kind: 'close', playerId });
  roster(ctx, { type: 'left', playerId });
  watchAbandonment(ctx);
}

/**
 * A suspended account (or a revoked session) is put out as from a competitive room, whatever the phase: mid-heat
 * its heat is scored as if it had left, and it leaves the standings. The account cannot join again.
 */
function suspend(ctx: Ctx, userId: string, reason: string): void {
  const { state } = ctx;
  const player = state.players.find((p) => p.userId === userId);
  if (!player) return;
  // The host's projector connections are closed by the room; a revoked host logs in again and opens it again.
  if (!state.barredUsers.includes(userId)) state.barredUsers = [...state.barredUsers, userId];
  send(ctx, { player: player.id }, { type: 'error', payload: { status: 403, message: reason, code: 'account_suspended' } });
  leaveHeat(ctx, player.id);
  // The heat may have ended the round (and the tournament) without them; they are out of it all the same.
  remove(ctx, player.id, reason);
}
