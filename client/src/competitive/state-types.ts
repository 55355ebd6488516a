import type { CompetitiveServerMessages, CumulativeResult, FreePlayStats, GameData, Pair, ParticipantView, PlayerRef, RoundResult, UserStage } from '@matchdrop/shared';
import type { ConnectionStatus } from './net/room-connection';
import type { RoomSnapshot } from './net/snapshot';

// The competitive screens' state and actions (state.ts reduces them; state-messages.ts folds the server's messages),
// in a module of their own so that neither of those imports the other's types in a cycle.

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
  /** The language of each of `items` (R-PIC-20), when the game has side languages. */
  itemLanguages?: string[];
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
