import { isRemovableParticipant, MIN_PLAYERS_TO_START, UNREADY_DISCONNECT_MS } from '@matchdrop/shared';
import { broadcast, cancel, refuse, refuseQuietly, schedule } from '../context.js';
import type { Ctx } from '../context.js';
import type { RefusalCode } from '../refusals.js';
import { everyoneReadyOrHost, findPlayer, isHost, participantsView } from '../room.js';
import type { Player, RoomState } from '../types.js';
import { beginCountdown } from './countdown.js';
import { leave } from './leave.js';
import { resumeFor } from './playing.js';

/**
 * The lobby: joining, Ready Up, the unready timer, the host's Start Game and Remove.
 *
 * The unready timer is ONE timer, re-armed on every join: 30 s after the latest join, every player who is
 * neither ready nor the host is marked disconnected. It is cancelled once everyone is ready or is the host.
 * (One timer keeps a single deadline in the state; a late joiner gets the full 30 s and so do the others.)
 */

/**
 * Why this user may not take a seat now, or null. A returning seat-holder is a reconnection; someone who held a
 * seat here before may come back in any phase (they watch a running round and play the next one); a newcomer
 * joins in the lobby only. The adapter also asks it before reserving a seat, with the room's published view.
 */
export function joinRefusal(state: Pick<RoomState, 'phase' | 'maxPlayers' | 'formerPlayers'> & { players: readonly { userId: string }[] }, userId: string): RefusalCode | null {
  if (state.players.some((p) => p.userId === userId)) return null;
  if (state.phase !== 'lobby' && !state.formerPlayers.includes(userId)) return 'game_in_progress';
  if (state.players.length >= state.maxPlayers) return 'room_full';
  return null;
}

export function join(ctx: Ctx, userId: string, username: string): void {
  const { state } = ctx;
  const existing = findPlayer(state, userId);
  if (existing) {
    // The same seat from a new connection (a reload, another tab): its round continues where it was.
    setConnected(ctx, userId, true);
    resumeFor(ctx, userId);
    return;
  }
  const refusal = joinRefusal(state, userId);
  if (refusal !== null) return refuse(ctx, userId, refusal);
  state.players.push({ userId, username, ready: false, disconnected: false, connected: true });
  if (!state.formerPlayers.includes(userId)) state.formerPlayers.push(userId);
  if (state.hostUserId === null) state.hostUserId = userId;
  broadcast(ctx, 'player_joined', {
    userId,
    username,
    participants: participantsView(state),
    maxPlayers: state.maxPlayers,
  });
  if (state.phase === 'lobby' && !everyoneReadyOrHost(state)) schedule(ctx, 'unready_check', ctx.now + UNREADY_DISCONNECT_MS);
  resumeFor(ctx, userId);
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
  if (connected) resumeFor(ctx, userId);
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
  if (!isHost(state, userId)) return refuse(ctx, userId, 'host_only_start');
  if (state.players.length < MIN_PLAYERS_TO_START) return refuse(ctx, userId, 'need_two_players');
  if (!everyoneReadyOrHost(state)) return refuse(ctx, userId, 'not_all_ready');
  if (typeof seed !== 'number' && typeof seed !== 'string') return;
  cancel(ctx, 'unready_check');
  beginCountdown(ctx, seed);
}

/** The host may remove a player shown as disconnected who is not ready (R-ROOM-5). */
function isRemovable(player: Pick<Player, 'ready' | 'disconnected' | 'connected'>): boolean {
  return isRemovableParticipant({ ready: player.ready, disconnected: player.disconnected || !player.connected });
}

export function removePlayer(ctx: Ctx, userId: string, targetUserId: string): void {
  const { state } = ctx;
  if (state.phase !== 'lobby') return refuseQuietly(ctx, 'remove_outside_lobby');
  if (!isHost(state, userId)) return refuse(ctx, userId, 'host_only_remove');
  const target = findPlayer(state, targetUserId);
  if (!target || targetUserId === userId) return refuse(ctx, userId, 'player_not_found');
  if (!isRemovable(target)) return refuse(ctx, userId, 'not_removable');
  leave(ctx, targetUserId, 'removed');
}
