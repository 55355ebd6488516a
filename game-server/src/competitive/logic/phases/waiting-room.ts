import { MIN_PLAYERS_TO_START } from '@matchdrop/shared';
import { broadcast, refuse } from '../context.js';
import type { Ctx } from '../context.js';
import { findPlayer, isHost, playerRef } from '../room.js';

/**
 * Between rounds: the results screen, Start Another Round, the waiting room and each player's stage.
 * The first Start Another Round opens the waiting room (phase waiting_room); players still reading results
 * keep their seat and vote on the next topic too.
 */

const BETWEEN_ROUNDS = new Set(['results', 'waiting_room']);

function waitingRoomUpdate(ctx: Ctx): void {
  const { state } = ctx;
  const players = state.waitingRoom.flatMap((id) => {
    const player = findPlayer(state, id);
    return player ? [playerRef(player)] : [];
  });
  broadcast(ctx, 'waiting_room_update', { players, totalPlayers: state.players.length, hostId: state.hostUserId });
}

export function enterWaitingRoom(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  const player = findPlayer(state, userId);
  if (!BETWEEN_ROUNDS.has(state.phase) || !player || state.waitingRoom.includes(userId)) return;
  state.phase = 'waiting_room';
  state.waitingRoom.push(userId);
  broadcast(ctx, 'player_entered_waiting_room', playerRef(player));
  waitingRoomUpdate(ctx);
  proceedIfEveryoneWaits(ctx);
}

/**
 * R-ROOM-14: once every player (at least 2) is in, it hides and the room goes on to the topic vote by
 * itself; the host's Continue is only for going on earlier with 2 or more.
 */
export function proceedIfEveryoneWaits(ctx: Ctx): void {
  const { state } = ctx;
  if (state.phase !== 'waiting_room' || state.players.length < MIN_PLAYERS_TO_START) return;
  if (state.players.every((p) => state.waitingRoom.includes(p.userId))) proceedToTopics(ctx);
}

function proceedToTopics(ctx: Ctx): void {
  ctx.state.phase = 'topic_selection';
  broadcast(ctx, 'proceed_to_topics', { totalPlayers: ctx.state.players.length });
}

export function startAnotherRound(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  const player = findPlayer(state, userId);
  if (!BETWEEN_ROUNDS.has(state.phase) || !player || state.waitingRoom.includes(userId)) return;
  broadcast(ctx, 'another_round_waiting', playerRef(player));
  enterWaitingRoom(ctx, userId);
}

/** Leaving the waiting room (back to the results) or leaving the room altogether. */
export function leaveWaitingRoom(ctx: Ctx, userId: string, username: string): void {
  const { state } = ctx;
  if (state.phase !== 'waiting_room' || !state.waitingRoom.includes(userId)) return;
  state.waitingRoom = state.waitingRoom.filter((id) => id !== userId);
  broadcast(ctx, 'player_left_waiting_room', { userId, username });
  waitingRoomUpdate(ctx);
}

export function updateUserStage(ctx: Ctx, userId: string, stage: unknown): void {
  const { state } = ctx;
  const player = findPlayer(state, userId);
  if (!BETWEEN_ROUNDS.has(state.phase) || !player) return;
  if (stage !== 'results' && stage !== 'waiting_room') return;
  const entry = state.stages.find((s) => s.userId === userId);
  if (entry?.stage === stage) return;
  if (entry) entry.stage = stage;
  else state.stages.push({ userId, stage });
  broadcastStages(ctx);
}

function broadcastStages(ctx: Ctx): void {
  const { state } = ctx;
  const stages = state.stages.flatMap(({ userId, stage }) => {
    const player = findPlayer(state, userId);
    return player ? [{ ...playerRef(player), stage }] : [];
  });
  broadcast(ctx, 'user_stages_update', { stages });
}

export function hostProceedToTopics(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  if (!BETWEEN_ROUNDS.has(state.phase)) return;
  if (!isHost(state, userId)) return refuse(ctx, userId, 'host_only_continue');
  if (state.waitingRoom.length < MIN_PLAYERS_TO_START) return refuse(ctx, userId, 'not_enough_players');
  proceedToTopics(ctx);
}
