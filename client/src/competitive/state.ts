import type {
  CompetitiveRoomView,
  CompetitiveServerMessages,
  CumulativeResult,
  FreePlayStats,
  GameData,
  Pair,
  ParticipantView,
  PlayerRef,
  RoundResult,
  UserStage,
} from '@matchdrop/shared';
import type { ConnectionStatus, RoomEvent } from './net/room-connection';
import type { RoomSnapshot } from './net/snapshot';
import { LEFT_ROOM_NOTICE_MS } from '@matchdrop/shared';
import { blankProgress, emptyRound, onServerMessage, withNotice } from './state-messages';

/**
 * The competitive screens' state as one pure reducer: the server's messages, the synchronized room state and the
 * connection status come in as actions (with the local clock's `now` where a deadline or a notice needs it), and
 * the screens only render the result. Nothing here sends anything: the screens call the connection's intents.
 */

/** Which screen the player sees. Between rounds each player moves at their own pace (results → waiting room). */
/** watching: this player (re)joined while a round runs without them; they play the next one. */
type View = 'lobby' | 'countdown' | 'playing' | 'watching' | 'results' | 'waiting_room' | 'topic_selection' | 'pair_count';

interface RoomInfo {
  roomCode: string;
  gameName: string;
  pairCount: number;
  maxPlayers: number;
  hostUserId: string | null;
  roundNumber: number;
  /** Game speed 1–10, the host's choice: the items' motion and the score's speed penalty. */
  speed: number;
  /** The round's time limit in seconds. */
  roundSeconds: number;
}

export interface PlayerProgress {
  matched: number;
  total: number;
  correct: number;
  attempts: number;
  finished: boolean;
  quit: boolean;
}

/** The round being played, as game_started dealt it. receivedAt: the local clock when it arrived. */
export interface RoundView {
  roundNumber: number;
  seed: number | string;
  pairCount: number;
  /** Every item of the round in the order it enters the field (the server keeps which goes with which). */
  items: string[];
  /** Pairs' worth of items on the field at the start. */
  initialPairs: number;
  /** Local clock: when the round's time limit runs out. */
  endsAt: number;
  /** Items this player had already matched (a reconnection mid-round). */
  matchedItems: string[];
  /** The room's game speed (part of the score's speed penalty). */
  speed: number;
  startedAt: number;
  receivedAt: number;
}

/** This player's round, from the server's verdicts: the +2/−1 score and streak, and the finish. */
export interface MyRound {
  stats: FreePlayStats;
  correct: number;
  attempts: number;
  /** ms from GO!, set by the server's player_completed. */
  completionTime: number | null;
}

export interface ProposalView {
  proposerId: string;
  proposerName: string;
  topicName: string;
  /** The proposed game's size and at most 3 sample pairs (the vote never sees the whole game). */
  pairTotal: number;
  samplePairs: Pair[];
  totalPlayers: number;
  approvals: number;
  rejections: number;
  /** Who has voted (the proposer counts as an approval). */
  voters: string[];
  /** Local clock: the 15-s vote ends (R-ROOM-13). */
  endsAt: number;
}

export interface PairCountChoice {
  hostId: string;
  topicName: string;
  min: number;
  max: number;
  previous: number;
  /** Local clock: the host's 5 s end. */
  endsAt: number;
}

export interface Notice {
  id: number;
  text: string;
  expiresAt: number;
}

export interface CompetitiveState {
  me: string;
  view: View;
  room: RoomInfo;
  participants: ParticipantView[];
  progress: Record<string, PlayerProgress>;
  /** The countdown overlay's text ('3', '2', '1', 'GO!'), or null. */
  countdown: string | null;
  round: RoundView | null;
  /** The round this player watches (view 'watching'): local clock when it ends, if it has started. */
  watching: { roundNumber: number; pairCount: number; endsAt: number | null } | null;
  mine: MyRound;
  results: { roundNumber: number; currentRound: RoundResult[]; cumulative: CumulativeResult[] } | null;
  waitingRoom: { players: PlayerRef[]; totalPlayers: number; hostId: string | null };
  stages: (PlayerRef & { stage: UserStage })[];
  proposal: ProposalView | null;
  /** The last proposal was declined: who declined which topic (a new one is asked for). */
  declined: { username: string; topicName: string } | null;
  pairCountChoice: PairCountChoice | null;
  /** The room's game data when this client knows it (the host's own choice, or an approved topic). */
  gameData: GameData | null;
  error: string | null;
  notices: Notice[];
  nextNoticeId: number;
  connection: ConnectionStatus;
}

type ServerMessage = { [K in keyof CompetitiveServerMessages]: { type: K; payload: CompetitiveServerMessages[K] } }[keyof CompetitiveServerMessages];

export type CompetitiveAction =
  | (ServerMessage & { kind: 'server'; now: number })
  | { kind: 'snapshot'; snapshot: RoomSnapshot; now: number }
  | { kind: 'status'; status: ConnectionStatus }
  /** The countdown's GO! has been shown long enough. */
  | { kind: 'countdown_shown' }
  | { kind: 'notices_expired'; now: number }
  | { kind: 'error_dismissed' }
  /** This player pressed Start Another Round (or went back from the waiting room to the results). */
  | { kind: 'entered_waiting_room' }
  | { kind: 'back_to_results' };

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
    next = withNotice(next, p.disconnected ? `${p.username} disconnected` : `${p.username} is back`, LEFT_ROOM_NOTICE_MS, now);
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
