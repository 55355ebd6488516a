import { MIN_PLAYERS_TO_START, UNREADY_DISCONNECT_MS } from '@matchdrop/shared';
import { broadcast, cancel, schedule, sendError } from '../context.js';
import type { Ctx } from '../context.js';
import { everyoneReadyOrHost, findPlayer, isHost, participantsView } from '../room.js';
import type { Player, RoomState } from '../types.js';
import { beginCountdown } from './countdown.js';
import { leave } from './leave.js';

/**
 * The lobby: joining, Ready Up, the unready timer, the host's Start Game and Remove.
 *
 * The unready timer is ONE timer, re-armed on every join: 30 s after the latest join, every player who is
 * neither ready nor the host is marked disconnected. It is cancelled once everyone is ready or is the host.
 * (One timer keeps a single deadline in the state; a late joiner gets the full 30 s and so do the others.)
 */

/** Why this user may not take a seat now, or null. The adapter can call it to refuse a connection early. */
export function joinRefusal(state: RoomState, userId: string): string | null {
  if (findPlayer(state, userId)) return null; // a returning seat-holder is a reconnection
  if (state.phase !== 'lobby') return 'Game already in progress';
  if (state.players.length >= state.maxPlayers) return 'Room is full';
  return null;
}

export function join(ctx: Ctx, userId: string, username: string): void {
  const { state } = ctx;
  const existing = findPlayer(state, userId);
  if (existing) {
    setConnected(ctx, userId, true);
    return;
  }
  const refusal = joinRefusal(state, userId);
  if (refusal !== null) {
    sendError(ctx, userId, refusal);
    return;
  }
  state.players.push({ userId, username, ready: false, disconnected: false, connected: true });
  if (state.hostUserId === null) state.hostUserId = userId;
  broadcast(ctx, 'player_joined', {
    userId,
    username,
    participants: participantsView(state),
    maxPlayers: state.maxPlayers,
  });
  if (!everyoneReadyOrHost(state)) schedule(ctx, 'unready_check', ctx.now + UNREADY_DISCONNECT_MS);
}

function readyChanged(ctx: Ctx, player: Player): void {
  broadcast(ctx, 'player_ready_changed', {
    userId: player.userId,
    ready: player.ready,
    disconnected: player.disconnected || !player.connected,
    participants: participantsView(ctx.state),
  });
}

export function toggleReady(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  const player = findPlayer(state, userId);
  // The host has no Ready Up button: a toggle from the host is ignored, not explained.
  if (state.phase !== 'lobby' || !player || isHost(state, userId)) return;
  player.ready = !player.ready;
  player.disconnected = false; // pressing the button shows the player is there
  readyChanged(ctx, player);
  if (everyoneReadyOrHost(state)) cancel(ctx, 'unready_check');
}

/** The transport dropped or came back. Progress and seat are kept; the lobby shows the status. */
export function setConnected(ctx: Ctx, userId: string, connected: boolean): void {
  const player = findPlayer(ctx.state, userId);
  if (!player || player.connected === connected) return;
  player.connected = connected;
  if (ctx.state.phase === 'lobby') readyChanged(ctx, player);
}

export function onUnreadyTimer(ctx: Ctx): void {
  const { state } = ctx;
  if (state.phase !== 'lobby') return;
  for (const player of state.players) {
    if (player.ready || player.disconnected || isHost(state, player.userId)) continue;
    player.disconnected = true;
    readyChanged(ctx, player);
  }
}

export function startGame(ctx: Ctx, userId: string, seed: number | string): void {
  const { state } = ctx;
  if (state.phase !== 'lobby') return;
  if (!isHost(state, userId)) return sendError(ctx, userId, 'Only the host can start the game');
  if (state.players.length < MIN_PLAYERS_TO_START) return sendError(ctx, userId, 'Need at least 2 players to start');
  if (!everyoneReadyOrHost(state)) return sendError(ctx, userId, 'All players must be ready before starting');
  if (typeof seed !== 'number' && typeof seed !== 'string') return;
  cancel(ctx, 'unready_check');
  beginCountdown(ctx, seed);
}

/** The host removes a player shown as disconnected who is not ready (SPEC §2 Lobby, §6 Room host). */
export function removePlayer(ctx: Ctx, userId: string, targetUserId: string): void {
  const { state } = ctx;
  if (state.phase !== 'lobby') return;
  if (!isHost(state, userId)) return sendError(ctx, userId, 'Only the host can remove players');
  const target = findPlayer(state, targetUserId);
  if (!target || targetUserId === userId) return sendError(ctx, userId, 'Player not found');
  if (target.ready || (!target.disconnected && target.connected)) {
    return sendError(ctx, userId, 'Only disconnected players can be removed');
  }
  leave(ctx, targetUserId, 'removed');
}
