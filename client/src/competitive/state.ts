import { ph, t } from '@lingui/core/macro';
import type { CompetitiveRoomView, GameData } from '@matchdrop/shared';
import { LEFT_ROOM_NOTICE_MS } from '@matchdrop/shared';
import type { RoomEvent } from './net/room-connection';
import type { RoomSnapshot } from './net/snapshot';
import { blankProgress, emptyRound, onServerMessage, withNotice } from './state-messages';
import type { CompetitiveState, CompetitiveAction } from './state-types';

export type { PlayerProgress, RoundView, ProposalView, PairCountChoice, Notice, CompetitiveState, CompetitiveAction } from './state-types';

/** The state right after taking a seat in the room the REST call described. */
export function initialState(me: string, room: CompetitiveRoomView, gameData: GameData | null = null): CompetitiveState {
  return {
    me,
    view: 'lobby',
    room: {
      roomCode: room.roomCode,
      gameName: room.dictionaryName,
      pairCount: room.pairCount,
      maxPlayers: room.maxPlayers,
      hostUserId: room.hostUserId,
      roundNumber: 1,
      speed: room.speed,
      roundSeconds: room.roundSeconds,
    },
    participants: room.participants,
    progress: {},
    countdown: null,
    round: null,
    watching: null,
    mine: emptyRound(),
    results: null,
    waitingRoom: { players: [], totalPlayers: room.participants.length, hostId: room.hostUserId },
    stages: [],
    proposal: null,
    declined: null,
    pairCountChoice: null,
    gameData,
    error: null,
    notices: [],
    nextNoticeId: 1,
    connection: { state: 'connected' },
  };
}

export function competitiveReducer(state: CompetitiveState, action: CompetitiveAction): CompetitiveState {
  switch (action.kind) {
    case 'server':
      return onServerMessage(state, action, action.now);
    case 'snapshot':
      return onSnapshot(state, action.snapshot, action.now);
    case 'status':
      return { ...state, connection: action.status };
    case 'countdown_shown':
      return state.view === 'playing' ? { ...state, countdown: null } : state;
    case 'notices_expired': {
      const notices = state.notices.filter((n) => n.expiresAt > action.now);
      return notices.length === state.notices.length ? state : { ...state, notices };
    }
    case 'error_dismissed':
      return { ...state, error: null };
    case 'entered_waiting_room':
      return state.view === 'results' ? { ...state, view: 'waiting_room', error: null } : state;
    case 'back_to_results':
      return state.view === 'waiting_room' ? { ...state, view: 'results', error: null } : state;
  }
}

/** The synchronized state keeps the lobby's facts current (also after a reconnection, which resends it). */
function onSnapshot(state: CompetitiveState, snapshot: RoomSnapshot, now: number): CompetitiveState {
  const progress = { ...state.progress };
  if (state.view === 'playing' || state.view === 'watching') {
    for (const p of snapshot.participants) {
      const known = progress[p.user_id] ?? (state.view === 'watching' ? blankProgress(state.watching?.pairCount ?? snapshot.pairCount) : undefined);
      // Patches can trail the messages: progress only ever grows within a round.
      if (known && p.progress > known.matched) progress[p.user_id] = { ...known, matched: p.progress };
    }
  }
  const next: CompetitiveState = {
    ...state,
    room: {
      roomCode: snapshot.roomCode,
      gameName: snapshot.dictionaryName,
      pairCount: snapshot.pairCount,
      maxPlayers: snapshot.maxPlayers,
      hostUserId: snapshot.hostUserId || null,
      roundNumber: snapshot.roundNumber,
      speed: snapshot.speed,
      roundSeconds: snapshot.roundSeconds,
    },
    participants: snapshot.participants.map(({ progress: _progress, ...p }) => p),
    progress,
  };
  return connectionNotices(state, joinedBetweenRounds(state, next, snapshot.phase), now);
}

/**
 * A player who (re)joins between rounds starts in the lobby view; the room's phase says where they are: the
 * waiting room for the next round (after the results), or the topic vote.
 */
function joinedBetweenRounds(before: CompetitiveState, after: CompetitiveState, phase: string): CompetitiveState {
  if (before.view !== 'lobby' || before.round !== null) return after;
  if (phase === 'results' || phase === 'waiting_room') return { ...after, view: 'waiting_room' };
  if (phase === 'topic_selection') return { ...after, view: 'topic_selection' };
  return after;
}

/**
 * Outside the lobby (whose cards show it) an opponent's connection dropping or coming back is a notice: 'X
 * disconnected', then 'X is back'.
 */
function connectionNotices(before: CompetitiveState, after: CompetitiveState, now: number): CompetitiveState {
  if (before.view === 'lobby') return after;
  let next = after;
  for (const p of after.participants) {
    const was = before.participants.find((q) => q.user_id === p.user_id);
    if (!was || p.user_id === after.me || was.disconnected === p.disconnected) continue;
    next = withNotice(next, p.disconnected ? t`${ph({ username: p.username })} disconnected` : t`${ph({ username: p.username })} is back`, LEFT_ROOM_NOTICE_MS, now);
  }
  return next;
}

/** The reducer's action for one of the connection's events, stamped with the local clock. */
export function actionFor(event: RoomEvent, now: number): CompetitiveAction {
  if (event.type === 'snapshot') return { kind: 'snapshot', snapshot: event.payload, now };
  if (event.type === 'status') return { kind: 'status', status: event.payload };
  return { kind: 'server', now, ...event } as CompetitiveAction;
}

export function isHost(state: CompetitiveState): boolean {
  return state.room.hostUserId === state.me;
}
