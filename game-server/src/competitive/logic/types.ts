import type { RefusalCode } from './refusals.js';
import type { CompetitiveServerMessages, FreePlayStats, GameData, ItemSides, Pair, RoundResult, UserStage } from '@matchdrop/shared';

/**
 * The competitive room's state and the events and effects of its reducer (see index.ts for the design).
 * Everything here is plain JSON-like data so the state can be cloned, compared in tests and mirrored by the adapter.
 */

/** closed: the last player left; the adapter disposes the room and every later event is ignored. */
type Phase = 'lobby' | 'countdown' | 'playing' | 'results' | 'waiting_room' | 'topic_selection' | 'pair_count_selection' | 'closed';

/**
 * unready_check: 30 s after the last join (UNREADY_DISCONNECT_MS); countdown: each 1-s step of 3, 2, 1, GO!;
 * topic_vote: 15 s after a proposal (TOPIC_VOTE_MS); pair_count: 5 s for the new host (PAIR_COUNT_SELECT_MS).
 */
export type TimerName = 'unready_check' | 'countdown' | 'topic_vote' | 'pair_count' | 'round_end';

/**
 * The game a room plays: its name, its data (the answer key, never sent whole) and where it came from. Never
 * modified, only replaced (step shares it between states instead of copying the answer key).
 */
export interface RoomGame {
  readonly name: string;
  readonly data: Readonly<GameData>;
  /** A saved game's id, or null. */
  readonly dictionaryId: number | null;
  /** A built-in game's id, or null (an uploaded game has neither). */
  readonly builtinGameId: string | null;
  /** Its side languages with its left items (R-PIC-20), absent when it has none (an uploaded game never has). */
  readonly languages?: ItemSides;
}

export interface Player {
  userId: string;
  username: string;
  /** Meaningless for the host, who never readies up (always false for the host). */
  ready: boolean;
  /** Marked by the unready timer (R-ROOM-6); cleared when the player toggles ready. */
  disconnected: boolean;
  /** The transport's view (set_connected); the seat and all progress stay while the adapter awaits a reconnection. */
  connected: boolean;
}

/** timed_out: still playing when the round's time limit ran out (scored with the limit as the time). */
type RoundPlayerStatus = 'playing' | 'finished' | 'quit' | 'timed_out';

export interface RoundPlayer {
  userId: string;
  username: string;
  /** correct, wrong, streak, bestStreak and the +2/−1 score so far. */
  stats: FreePlayStats;
  attempts: number;
  /** Items this player has matched (both items of each matched pair). */
  matchedItems: string[];
  status: RoundPlayerStatus;
  /** Set by the server when the player matched every pair: ms since the round's startedAt. */
  completionTime: number | null;
  /** Competitive score (R-SCORE-2), set on finishing. */
  score: number | null;
}

export interface Round {
  number: number;
  seed: number | string;
  /** Dealt once: never modified (shared between states, see step's draftOf). */
  readonly pairs: readonly Pair[];
  /**
   * Both items of every pair in the order they enter the field (spawnOrder, with the round's rng): the same for
   * every player, and a matchable pair is always on the field. Never modified, like the pairs.
   */
  readonly items: readonly string[];
  /** Pairs' worth of items on the field at the start. */
  initialPairs: number;
  /** The time limit in seconds; the round ends at startedAt + roundSeconds × 1000. */
  roundSeconds: number;
  /** The next countdown number to announce (2, 1, then 0 = GO!). */
  countdown: number;
  /** Server clock at GO!; null during the countdown. */
  startedAt: number | null;
  players: RoundPlayer[];
}

type Vote = 'approve' | 'reject';

export interface Proposal {
  proposerId: string;
  proposerName: string;
  /** The proposed game; becomes the room's game when approved. */
  game: RoomGame;
  /** The proposer's own approval is the first vote. */
  votes: { userId: string; vote: Vote }[];
}

/** Running totals across the rounds played in this room (cumulative results). */
export interface PlayerTotals {
  userId: string;
  username: string;
  roundsPlayed: number;
  totalScore: number;
  totalCorrect: number;
  totalAttempts: number;
}

export interface RoomState {
  roomCode: string;
  /** The room's game; game.name is the topic shown. */
  game: RoomGame;
  pairCount: number;
  maxPlayers: number;
  /** The host's game speed (1–10): the items' motion for everyone and the score's speed penalty (a room constant). */
  speed: number;
  /** The host's round time limit in seconds, or null for the default (10 s per pair, at least 60 s). */
  roundSeconds: number | null;
  phase: Phase;
  /** The number of the round being prepared or played; starts at 1. */
  roundNumber: number;
  hostUserId: string | null;
  /** In join order: host passes to the earliest remaining player. */
  players: Player[];
  /** Everyone who ever held a seat here: they may rejoin in any phase (watching a running round). */
  formerPlayers: string[];
  /** The current or last round; kept for the results screen, cleared when the next lobby opens. */
  round: Round | null;
  totals: PlayerTotals[];
  /** User ids in the waiting room, in entry order. */
  waitingRoom: string[];
  stages: { userId: string; stage: UserStage }[];
  proposal: Proposal | null;
  /** Pending timers and when they are due; a timer event is honoured only if it matches an entry here. */
  timers: Partial<Record<TimerName, number>>;
}

/** Intents carry the sender's authenticated userId, filled in by the adapter (never read from the client payload). */
export type RoomEvent =
  | { type: 'join'; userId: string; username: string }
  | { type: 'leave'; userId: string }
  | { type: 'set_connected'; userId: string; connected: boolean }
  | { type: 'toggle_ready'; userId: string }
  | { type: 'start_game'; userId: string; seed: number | string }
  | { type: 'match_attempt'; userId: string; item1: string; item2: string }
  /** A forged finish claim: routed here so it is visibly ignored; the server alone decides who finished. */
  | { type: 'player_finished'; userId: string }
  | { type: 'quit_game'; userId: string }
  | { type: 'update_user_stage'; userId: string; stage: UserStage }
  | { type: 'start_another_round'; userId: string }
  | { type: 'enter_waiting_room'; userId: string }
  | { type: 'leave_waiting_room'; userId: string }
  | { type: 'host_proceed_to_topics'; userId: string }
  /** The adapter looked the game up (the data never comes from the client). */
  | { type: 'propose_topic'; userId: string; game: RoomGame }
  | { type: 'approve_topic'; userId: string }
  | { type: 'reject_topic'; userId: string }
  | { type: 'pair_count_selected'; userId: string; pairCount: number }
  /** The client's payload is { userId }: the adapter passes it as targetUserId. */
  | { type: 'remove_player'; userId: string; targetUserId: string }
  /** `at` echoes the schedule effect's `at`, so a replaced or cancelled timer that fires anyway is ignored. */
  | { type: 'timer'; timer: TimerName; at: number };

/** The payloads are the wire types of @matchdrop/shared, so what the logic emits is what the client reads. */
export type ServerMessageType = keyof CompetitiveServerMessages;

export type BroadcastEffect = {
  [K in ServerMessageType]: { kind: 'broadcast'; type: K; payload: CompetitiveServerMessages[K]; except?: string };
}[ServerMessageType];

export type SendEffect = {
  [K in ServerMessageType]: { kind: 'send'; to: string; type: K; payload: CompetitiveServerMessages[K] };
}[ServerMessageType];

/** One finished round, for the adapter to write to the database. */
export interface PersistedRound {
  roomCode: string;
  roundNumber: number;
  dictionaryName: string;
  pairCount: number;
  seed: number | string;
  speed: number;
  startedAt: number;
  endedAt: number;
  results: RoundResult[];
}

export type Effect =
  | BroadcastEffect
  | SendEffect
  /** Replaces any pending timer of the same name. */
  | { kind: 'schedule'; timer: TimerName; at: number }
  | { kind: 'cancel'; timer: TimerName }
  | { kind: 'persistRound'; round: PersistedRound; game: RoomGame }
  /** Close this user's connection: removed by the host, or quit the game (quitting leaves the room). */
  | { kind: 'kick'; userId: string; reason: 'removed' | 'quit' }
  /** The room is empty: dispose of it. */
  | { kind: 'dispose' };

export interface StepResult {
  state: RoomState;
  effects: Effect[];
  /** Why the event was refused (its message also went to the sender as an `error`), or null. */
  refusal: RefusalCode | null;
}
