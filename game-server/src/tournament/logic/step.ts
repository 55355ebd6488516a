import { nicknameKey, TOURNAMENT_PLAYERS_MAX } from '@matchdrop/shared';
import type { Ctx } from './context.js';
import { changed, refuse, send } from './context.js';
import { attempt, beginRound, canBeginRound, findHeatPlayer, finish, heatStarted, leaveHeat, timeUp } from './round.js';
import { emptyTotals } from './standings.js';
import type { StepResult, TournamentEvent, TournamentState } from './types.js';

/**
 * The tournament's rules as a reducer: the room turns every message, connection change and timer into an event,
 * and executes the effects. No clock, no randomness (the seed comes with the event), no I/O.
 */
export function step(state: TournamentState, event: TournamentEvent, now: number): StepResult {
  const ctx: Ctx = { state: structuredClone(state), now, effects: [], refusal: null };
  handle(ctx, event);
  return { state: ctx.state, effects: ctx.effects, refusal: ctx.refusal };
}

function isHost(ctx: Ctx, by: string): boolean {
  if (by === ctx.state.hostUserId) return true;
  refuse(ctx, 403, 'Only the host can do that');
  return false;
}

function handle(ctx: Ctx, event: TournamentEvent): void {
  const { state } = ctx;
  switch (event.type) {
    case 'join':
      return join(ctx, event.player);
    case 'connected':
    case 'dropped':
      return connection(ctx, event.playerId, event.type === 'connected');
    case 'gone':
      return leaveHeat(ctx, event.playerId);
    case 'start':
      if (!isHost(ctx, event.by)) return;
      if (state.status !== 'lobby') return refuse(ctx, 409, 'The tournament has already started');
      if (!canBeginRound(state)) return refuse(ctx, 409, 'At least 2 connected players are needed to start');
      return beginRound(ctx, event.seed);
    case 'next_round':
      if (!isHost(ctx, event.by)) return;
      if (state.status !== 'between_rounds') return refuse(ctx, 409, 'There is no round to start now');
      if (!canBeginRound(state)) return refuse(ctx, 409, 'At least 2 connected players are needed for a round');
      return beginRound(ctx, event.seed);
    case 'remove':
      if (!isHost(ctx, event.by)) return;
      return remove(ctx, event.playerId);
    case 'lock':
      if (!isHost(ctx, event.by)) return;
      state.locked = event.locked;
      return changed(ctx);
    case 'end':
      if (!isHost(ctx, event.by)) return;
      if (state.status === 'finished') return;
      if (state.status === 'playing') {
        state.settings.rounds = state.round?.number ?? state.settings.rounds;
        return timeUp(ctx);
      }
      return finish(ctx);
    case 'attempt':
      return attempt(ctx, event.playerId, event.item1, event.item2);
    case 'timer':
      if (event.timer === 'round_end') return timeUp(ctx);
      if (state.status !== 'between_rounds') return;
      // Nobody left to race: the tournament ends rather than wait forever.
      return canBeginRound(state) ? beginRound(ctx, event.seed) : finish(ctx);
  }
}

/** A seat: new players between rounds start from 0 (they sit in the standings from the next round on). */
function join(ctx: Ctx, player: { name: string; userId: string | null }): void {
  const { state } = ctx;
  // An account joining again gets its seat back (another device, a lost token).
  if (player.userId !== null && state.players.some((p) => p.userId === player.userId)) return;
  if (state.status === 'finished') return refuse(ctx, 409, 'This tournament has finished');
  if (state.locked) return refuse(ctx, 409, 'The host has locked this tournament');
  if (state.players.length >= TOURNAMENT_PLAYERS_MAX) return refuse(ctx, 409, 'This tournament is full');
  if (state.players.some((p) => nicknameKey(p.name) === nicknameKey(player.name))) {
    return refuse(ctx, 409, 'That nickname is taken in this tournament');
  }
  const id = String(state.nextPlayerId);
  state.nextPlayerId += 1;
  state.players.push({ id, ...player, connected: false, joinedAfterRound: state.roundsDone });
  if (state.roundsDone > 0) state.totals.push(emptyTotals(id, player.name));
  changed(ctx);
}

function connection(ctx: Ctx, playerId: string, connected: boolean): void {
  const { state } = ctx;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return;
  player.connected = connected;
  changed(ctx);
  const found = findHeatPlayer(state, playerId);
  if (connected && state.status === 'playing' && state.round && found && found.player.status === 'playing') {
    send(ctx, { player: playerId }, { type: 'heat_started', payload: heatStarted(state, state.round, found.heat, ctx.now, found.player) });
  }
}

/** Before or between rounds only: mid-round the heats are already drawn. */
function remove(ctx: Ctx, playerId: string): void {
  const { state } = ctx;
  if (state.status !== 'lobby' && state.status !== 'between_rounds') return refuse(ctx, 409, 'Players can be removed before or between rounds');
  if (!state.players.some((p) => p.id === playerId)) return refuse(ctx, 404, 'No such player');
  state.players = state.players.filter((p) => p.id !== playerId);
  state.totals = state.totals.filter((t) => t.playerId !== playerId);
  send(ctx, { player: playerId }, { type: 'removed', payload: { reason: 'The host removed you from the tournament' } });
  ctx.effects.push({ kind: 'close', playerId });
  changed(ctx);
}
