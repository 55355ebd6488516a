import { broadcast, cancel, refuse } from '../context.js';
import type { Ctx } from '../context.js';
import { clampPairCount } from '../pair-count-range.js';
import { isHost, participantsView } from '../room.js';

/**
 * The new host's 5-second pair-count choice. A choice ends the selection at once (nobody waits for a
 * decided number); an out-of-range number is clamped into 3..min(maxSelectablePairs, 20), a non-number is
 * refused. Without a choice, the timeout applies the previous count clamped to the new game's range.
 * Either way pair_count_selected goes to everyone and the next round's lobby opens.
 */

export function selectPairCount(ctx: Ctx, userId: string, pairCount: unknown): void {
  const { state } = ctx;
  if (state.phase !== 'pair_count_selection') return;
  if (!isHost(state, userId)) return refuse(ctx, userId, 'host_only_pair_count');
  if (typeof pairCount !== 'number' || !Number.isFinite(pairCount)) return refuse(ctx, userId, 'invalid_pair_count');
  openNextLobby(ctx, clampPairCount(pairCount, state.game.data), false);
}

export function onPairCountTimer(ctx: Ctx): void {
  const { state } = ctx;
  if (state.phase !== 'pair_count_selection') return;
  openNextLobby(ctx, clampPairCount(state.pairCount, state.game.data), true);
}

/** A fresh lobby for the next round: nobody is ready (the host never needs to be), nobody marked disconnected. */
function openNextLobby(ctx: Ctx, pairCount: number, auto: boolean): void {
  const { state } = ctx;
  cancel(ctx, 'pair_count');
  state.pairCount = pairCount;
  state.roundNumber += 1;
  state.phase = 'lobby';
  state.round = null;
  state.waitingRoom = [];
  state.stages = [];
  state.proposal = null;
  for (const player of state.players) {
    player.ready = false;
    player.disconnected = false;
  }
  broadcast(ctx, 'pair_count_selected', {
    pairCount,
    auto,
    roundNumber: state.roundNumber,
    hostId: state.hostUserId,
    participants: participantsView(state),
  });
}
