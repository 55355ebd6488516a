import { broadcast } from './context.js';
import type { Ctx } from './context.js';
import { onCountdownTimer } from './phases/countdown.js';
import { leave } from './phases/leave.js';
import { join, onUnreadyTimer, removePlayer, setConnected, startGame, toggleReady } from './phases/lobby.js';
import { onPairCountTimer, selectPairCount } from './phases/pair-count.js';
import { matchAttempt, onRoundEndTimer } from './phases/playing.js';
import { onTopicVoteTimer, proposeTopic, vote } from './phases/voting.js';
import { enterWaitingRoom, hostProceedToTopics, leaveWaitingRoom, startAnotherRound, updateUserStage } from './phases/waiting-room.js';
import { findPlayer } from './room.js';
import type { RoomEvent, RoomState, StepResult, TimerName } from './types.js';

const TIMER_HANDLERS: Record<TimerName, (ctx: Ctx) => void> = {
  unready_check: onUnreadyTimer,
  countdown: onCountdownTimer,
  topic_vote: onTopicVoteTimer,
  pair_count: onPairCountTimer,
  round_end: onRoundEndTimer,
};

function onTimer(ctx: Ctx, timer: TimerName, at: number): void {
  const handler = TIMER_HANDLERS[timer];
  // A timer that was cancelled or re-armed may still fire in the adapter: only the pending deadline counts.
  if (!handler || ctx.state.timers[timer] !== at) return;
  delete ctx.state.timers[timer];
  handler(ctx);
}

/** Stop & Quit during the countdown or the game: the others are told, and quitting leaves the room. */
function quitGame(ctx: Ctx, userId: string): void {
  const { state } = ctx;
  if (state.phase !== 'countdown' && state.phase !== 'playing') return;
  const player = findPlayer(state, userId);
  if (!player) return;
  if (state.phase === 'countdown') broadcast(ctx, 'player_quit_game', { userId, username: player.username }, userId);
  leave(ctx, userId, 'quit');
}

function dispatch(ctx: Ctx, event: RoomEvent): void {
  switch (event.type) {
    case 'join':
      return join(ctx, event.userId, event.username);
    case 'timer':
      return onTimer(ctx, event.timer, event.at);
  }
  // Every other event is an intent from a seated player; anyone else is ignored.
  if (!findPlayer(ctx.state, event.userId)) return;
  switch (event.type) {
    case 'leave':
      return leave(ctx, event.userId, 'left');
    case 'set_connected':
      return setConnected(ctx, event.userId, event.connected);
    case 'toggle_ready':
      return toggleReady(ctx, event.userId);
    case 'start_game':
      return startGame(ctx, event.userId, event.seed);
    case 'remove_player':
      return removePlayer(ctx, event.userId, event.targetUserId);
    case 'match_attempt':
      return matchAttempt(ctx, event.userId, event.item1, event.item2);
    case 'quit_game':
      return quitGame(ctx, event.userId);
    case 'update_user_stage':
      return updateUserStage(ctx, event.userId, event.stage);
    case 'start_another_round':
      return startAnotherRound(ctx, event.userId);
    case 'enter_waiting_room':
      return enterWaitingRoom(ctx, event.userId);
    case 'leave_waiting_room': {
      const player = findPlayer(ctx.state, event.userId);
      return player ? leaveWaitingRoom(ctx, event.userId, player.username) : undefined;
    }
    case 'host_proceed_to_topics':
      return hostProceedToTopics(ctx, event.userId);
    case 'propose_topic':
      return proposeTopic(ctx, event.userId, event.game);
    case 'approve_topic':
      return vote(ctx, event.userId, 'approve');
    case 'reject_topic':
      return vote(ctx, event.userId, 'reject');
    case 'pair_count_selected':
      return selectPairCount(ctx, event.userId, event.pairCount);
    case 'player_finished': // forged: only the server decides who finished
    default:
      return;
  }
}

/**
 * The handlers' private copy of the state: every mutable array and object is copied, and what the types make
 * read-only is shared: a `game` (the room's, a proposal's: never modified, only replaced; its data is the whole
 * answer key, hundreds of entries) and a round's pairs and items (dealt once). Written out field by field rather than
 * structuredClone, which cost most of a match attempt (bench/rooms.ts); step.test.ts checks that nothing else is
 * shared, so a field added to the state without a copy here fails it.
 */
function draftOf(state: RoomState): RoomState {
  const { round, proposal } = state;
  return {
    ...state,
    players: state.players.map((p) => ({ ...p })),
    formerPlayers: [...state.formerPlayers],
    round: round && {
      ...round,
      players: round.players.map((p) => ({ ...p, stats: { ...p.stats }, matchedItems: [...p.matchedItems] })),
    },
    totals: state.totals.map((t) => ({ ...t })),
    waitingRoom: [...state.waitingRoom],
    stages: state.stages.map((s) => ({ ...s })),
    proposal: proposal && { ...proposal, votes: proposal.votes.map((v) => ({ ...v })) },
    timers: { ...state.timers },
  };
}

/**
 * The room's reducer: the next state and the effects for the adapter to carry out, in order.
 * Pure: the given state is not modified (the handlers work on a copy, see draftOf), time
 * is `now`, randomness is the seed inside start_game. A closed room ignores everything.
 */
export function step(state: RoomState, event: RoomEvent, now: number): StepResult {
  if (state.phase === 'closed') return { state, effects: [], refusal: null };
  const ctx: Ctx = { state: draftOf(state), now, effects: [], refusal: null };
  dispatch(ctx, event);
  return { state: ctx.state, effects: ctx.effects, refusal: ctx.refusal };
}
