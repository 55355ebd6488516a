import { broadcast, cancel } from '../context.js';
import type { Ctx } from '../context.js';
import { everyoneReadyOrHost, findPlayer, nextHost, participantsView } from '../room.js';
import type { TimerName } from '../types.js';
import { leaveDuringCountdown } from './countdown.js';
import { quitDuringPlay } from './playing.js';
import { votingAfterLeave } from './voting.js';
import { leaveWaitingRoom, proceedIfEveryoneWaits } from './waiting-room.js';

const ALL_TIMERS: readonly TimerName[] = ['unready_check', 'countdown', 'topic_vote', 'pair_count', 'round_end'];

/**
 * A player leaves the room (left, quit the game, dropped for good, or removed by the host), in any phase.
 * During play it is a quit first. The host passes to the earliest-joined remaining player; a new host in
 * the lobby starts not ready (the host never readies). The last player out closes the room: `dispose` is
 * always the last effect.
 */
export function leave(ctx: Ctx, userId: string, how: 'left' | 'removed' | 'quit'): void {
  const { state } = ctx;
  const player = findPlayer(state, userId);
  if (!player) return;
  quitDuringPlay(ctx, userId);
  leaveWaitingRoom(ctx, userId, player.username);

  state.players = state.players.filter((p) => p.userId !== userId);
  state.waitingRoom = state.waitingRoom.filter((id) => id !== userId);
  state.stages = state.stages.filter((s) => s.userId !== userId);
  if (state.hostUserId === userId) {
    state.hostUserId = nextHost(state);
    const newHost = state.hostUserId === null ? undefined : findPlayer(state, state.hostUserId);
    if (newHost && state.phase === 'lobby') newHost.ready = false;
  }
  broadcast(ctx, 'player_left', {
    userId,
    username: player.username,
    removed: how === 'removed',
    newHostId: state.hostUserId,
    participants: participantsView(state),
  });
  // The departed player's connection is closed by the adapter (a plain leave has closed it already).
  if (how !== 'left') ctx.effects.push({ kind: 'kick', userId, reason: how });

  if (state.players.length === 0) {
    for (const timer of ALL_TIMERS) cancel(ctx, timer);
    state.phase = 'closed';
    ctx.effects.push({ kind: 'dispose' });
    return;
  }
  if (state.phase === 'lobby' && everyoneReadyOrHost(state)) cancel(ctx, 'unready_check');
  leaveDuringCountdown(ctx, userId);
  votingAfterLeave(ctx, userId);
  proceedIfEveryoneWaits(ctx);
}
