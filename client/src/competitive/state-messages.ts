import { ph, t } from '@lingui/core/macro';
import { LEFT_ROOM_NOTICE_MS, NOTICE_MS, PAIR_COUNT_SELECT_MS, TOPIC_VOTE_MS, applyMatch, initialFreePlayStats } from '@matchdrop/shared';
import type { CompetitiveServerMessages as M } from '@matchdrop/shared';
import type { CompetitiveAction, CompetitiveState, MyRound, PlayerProgress } from './state-types';

/** How each server message (R-ROOM-8) changes the competitive screens' state. Pure. */

type ServerAction = Extract<CompetitiveAction, { kind: 'server' }>;

export function emptyRound(): MyRound {
  return { stats: initialFreePlayStats(), correct: 0, attempts: 0, completionTime: null };
}

/** Adds a notice shown for `ms` (R-ROOM-16). */
export function withNotice(state: CompetitiveState, text: string, ms: number, now: number): CompetitiveState {
  return { ...state, notices: [...state.notices, { id: state.nextNoticeId, text, expiresAt: now + ms }], nextNoticeId: state.nextNoticeId + 1 };
}

export const blankProgress = (total: number): PlayerProgress => ({ matched: 0, total, correct: 0, attempts: 0, finished: false, quit: false });

function patchProgress(state: CompetitiveState, userId: string, patch: Partial<PlayerProgress>): CompetitiveState {
  const known = state.progress[userId] ?? blankProgress(state.round?.pairCount ?? state.room.pairCount);
  return { ...state, progress: { ...state.progress, [userId]: { ...known, ...patch } } };
}

/** A fresh round begins (the countdown of round n): last round's numbers go. */
function forNewRound(state: CompetitiveState): CompetitiveState {
  return { ...state, round: null, watching: null, mine: emptyRound(), progress: {}, results: null, proposal: null, declined: null, pairCountChoice: null, error: null };
}

function gameStarted(state: CompetitiveState, p: M['game_started'], now: number): CompetitiveState {
  const matchedItems = p.matchedItems ?? [];
  const sameRound = state.round?.roundNumber === p.roundNumber;
  const progress: Record<string, PlayerProgress> = {};
  for (const participant of state.participants) {
    progress[participant.user_id] = (sameRound ? state.progress[participant.user_id] : undefined) ?? blankProgress(p.pairCount);
  }
  progress[state.me] = { ...(progress[state.me] ?? blankProgress(p.pairCount)), matched: matchedItems.length / 2 };
  return {
    ...state,
    view: 'playing',
    // A first start keeps GO! up a moment (the screen clears it); a resumed round shows no countdown.
    countdown: p.matchedItems === undefined ? state.countdown : null,
    watching: null,
    round: {
      roundNumber: p.roundNumber,
      seed: p.seed,
      pairCount: p.pairCount,
      items: p.items,
      ...(p.itemLanguages && { itemLanguages: p.itemLanguages }),
      initialPairs: p.initialPairs,
      // The limit as this client's clock sees it: a resumed round has less left.
      endsAt: now + p.msLeft,
      matchedItems,
      speed: p.speed,
      startedAt: p.startedAt,
      receivedAt: now,
    },
    // A resumed round brings this player's score so far (a reloaded page knows nothing of it).
    mine: p.mine ? { stats: p.mine.stats, correct: p.mine.stats.correct, attempts: p.mine.attempts, completionTime: null } : sameRound ? state.mine : emptyRound(),
    progress,
  };
}

function progressUpdate(state: CompetitiveState, p: M['player_progress_update']): CompetitiveState {
  return patchProgress(state, p.userId, { matched: p.matched, total: p.total, correct: p.correct, attempts: p.attempts });
}

/** The server's verdict on this player's attempt: the +2/−1 score and the streak. */
function matchResult(state: CompetitiveState, p: M['match_result']): CompetitiveState {
  if (state.view !== 'playing') return state;
  const { mine } = state;
  return { ...state, mine: { ...mine, stats: applyMatch(mine.stats, p.correct), correct: mine.correct + (p.correct ? 1 : 0), attempts: mine.attempts + 1 } };
}

function playerLeft(state: CompetitiveState, p: M['player_left'], now: number): CompetitiveState {
  const next = { ...state, participants: p.participants, room: { ...state.room, hostUserId: p.newHostId } };
  if (p.userId === state.me) return next;
  const { username } = p;
  const text = p.removed ? t`${username} was removed from the room` : t`${username} left the room`;
  return withNotice(next, text, LEFT_ROOM_NOTICE_MS, now);
}

function topicApproval(state: CompetitiveState, p: M['topic_approval']): CompetitiveState {
  if (!state.proposal) return state;
  const voters = state.proposal.voters.includes(p.userId) ? state.proposal.voters : [...state.proposal.voters, p.userId];
  return { ...state, proposal: { ...state.proposal, approvals: p.approvals, rejections: p.rejections, totalPlayers: p.totalPlayers, voters } };
}

export function onServerMessage(state: CompetitiveState, action: ServerAction, now: number): CompetitiveState {
  switch (action.type) {
    // A refusal about who is there or ready (Start Game) is out of date once that changes.
    case 'player_joined':
      return { ...state, error: null, participants: action.payload.participants, room: { ...state.room, maxPlayers: action.payload.maxPlayers } };
    case 'player_left':
      return playerLeft(state, action.payload, now);
    case 'player_ready_changed':
      return { ...state, error: null, participants: action.payload.participants };
    case 'game_countdown': {
      const base = action.payload.count === 3 || state.view !== 'countdown' ? forNewRound(state) : state;
      return { ...base, view: state.view === 'playing' ? 'playing' : 'countdown', countdown: action.payload.label };
    }
    case 'game_started':
      return gameStarted(state, action.payload, now);
    case 'error':
      return { ...state, error: action.payload.message };
    case 'player_progress_update':
      return progressUpdate(state, action.payload);
    case 'match_result':
      return matchResult(state, action.payload);
    case 'round_in_progress': {
      const p = action.payload;
      // Still counting down: its end is not known yet.
      const endsAt = p.msLeft === null ? null : now + p.msLeft;
      return { ...forNewRound(state), view: 'watching', countdown: null, watching: { roundNumber: p.roundNumber, pairCount: p.pairCount, endsAt } };
    }
    case 'player_completed': {
      const next = patchProgress(state, action.payload.user_id, { finished: true });
      return action.payload.user_id === state.me ? { ...next, mine: { ...next.mine, completionTime: action.payload.completion_time } } : next;
    }
    case 'game_ended':
      return {
        ...state,
        view: 'results',
        countdown: null,
        watching: null,
        results: action.payload,
        waitingRoom: { players: [], totalPlayers: state.participants.length, hostId: state.room.hostUserId },
        stages: [],
      };
    case 'player_quit_game': {
      const next = patchProgress(state, action.payload.userId, { quit: true });
      return action.payload.userId === state.me ? next : withNotice(next, t`${ph({ username: action.payload.username })} quit the game`, NOTICE_MS, now);
    }
    case 'another_round_waiting':
      return action.payload.userId === state.me ? state : withNotice(state, t`${ph({ username: action.payload.username })} is waiting for another round`, NOTICE_MS, now);
    case 'waiting_room_update':
      return { ...state, waitingRoom: action.payload, room: { ...state.room, hostUserId: action.payload.hostId } };
    case 'player_entered_waiting_room':
    case 'player_left_waiting_room':
      return state; // waiting_room_update follows with the whole list
    case 'user_stages_update':
      return { ...state, stages: action.payload.stages };
    case 'proceed_to_topics':
      return { ...state, view: 'topic_selection', proposal: null, declined: null, error: null };
    case 'topic_proposed': {
      const p = action.payload;
      const proposal = {
        proposerId: p.proposerId,
        proposerName: p.proposerName,
        topicName: p.topicName,
        pairTotal: p.pairTotal,
        samplePairs: p.samplePairs,
        totalPlayers: p.totalPlayers,
        approvals: p.approvals,
        rejections: p.rejections,
        voters: [p.proposerId],
        endsAt: now + TOPIC_VOTE_MS,
      };
      return { ...state, proposal, declined: null, error: null };
    }
    case 'topic_approval':
      return topicApproval(state, action.payload);
    case 'topic_rejection':
      return { ...state, proposal: null, declined: { username: action.payload.username, topicName: action.payload.topicName } };
    case 'proposal_cancelled':
      return withNotice({ ...state, proposal: null }, t`The proposal of ${ph({ topicName: action.payload.topicName })} was cancelled`, NOTICE_MS, now);
    case 'topic_approved': {
      const p = action.payload;
      const pairCountChoice = {
        hostId: p.newHostId,
        topicName: p.topicName,
        min: p.pairCountMin,
        max: p.pairCountMax,
        previous: p.previousPairCount,
        endsAt: now + PAIR_COUNT_SELECT_MS,
      };
      return {
        ...state,
        view: 'pair_count',
        proposal: null,
        declined: null,
        pairCountChoice,
        gameData: null,
        room: { ...state.room, gameName: p.topicName, hostUserId: p.newHostId },
      };
    }
    case 'room_closed':
      return state; // the connection closes right after, and the room's exit says why (exit-message.ts)
    case 'pair_count_selected': {
      const p = action.payload;
      const next = forNewRound(state);
      return {
        ...next,
        view: 'lobby',
        participants: p.participants,
        waitingRoom: { players: [], totalPlayers: p.participants.length, hostId: p.hostId },
        stages: [],
        room: { ...next.room, pairCount: p.pairCount, roundNumber: p.roundNumber, hostUserId: p.hostId },
      };
    }
  }
}
