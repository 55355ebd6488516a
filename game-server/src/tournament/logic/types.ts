import type { ErrorCode } from '@matchdrop/shared';
import type { FreePlayStats, GameData, Pair, TournamentRoundResult, TournamentServerMessages, TournamentStatus } from '@matchdrop/shared';
import type { TournamentRefusalCode } from './refusals.js';
import type { PlayerTotals } from './standings.js';

export interface TournamentSettings {
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
  speed: number;
  /** TOURNAMENT_PLAYERS_MAX of this process (the env setting) when the tournament was created. */
  playersMax: number;
}

export interface TournamentPlayer {
  id: string;
  name: string;
  /** nicknameKey(name), kept so a join compares keys instead of normalising every name again. */
  key: string;
  /** null for a guest. */
  userId: string | null;
  connected: boolean;
  /** Joined in the lobby (0) or after round N ended (N). */
  joinedAfterRound: number;
}

type HeatPlayerStatus = 'playing' | 'finished' | 'timed_out' | 'left';

export interface HeatPlayer {
  playerId: string;
  name: string;
  stats: FreePlayStats;
  attempts: number;
  matchedItems: string[];
  status: HeatPlayerStatus;
  completionTime: number | null;
  score: number | null;
}

export interface Heat {
  number: number;
  players: HeatPlayer[];
  ended: boolean;
  timedOut: boolean;
  /** Bumps when the heat's progress moves: the room sends only the heats that moved since its last batch. */
  version: number;
}

export interface TournamentRound {
  number: number;
  seed: string;
  /** The answer key: never leaves the server. */
  pairs: Pair[];
  items: string[];
  initialPairs: number;
  roundSeconds: number;
  startedAt: number;
  heats: Heat[];
  /** Each racing player's heat (index into heats), so an attempt finds its heat without a search. */
  seats: Record<string, number>;
  /** Absent at the round's start: 0 for this round. */
  satOut: string[];
}

export interface TournamentState {
  code: string;
  hostUserId: string;
  game: { name: string; data: GameData };
  settings: TournamentSettings;
  status: TournamentStatus;
  round: TournamentRound | null;
  /** Rounds fully played so far. */
  roundsDone: number;
  locked: boolean;
  players: TournamentPlayer[];
  totals: PlayerTotals[];
  /** Places after the previous round, for the movers. */
  previousPlaces: Record<string, number>;
  /** Every finished round's results, in order. */
  history: { round: number; results: TournamentRoundResult[] }[];
  nextRoundAt: number | null;
  nextPlayerId: number;
  /** Bumps on every progress change: the room batches heat_progress when it moved. */
  progressVersion: number;
  /** Projector connections open now (a tournament nobody is connected to is abandoned). */
  hosts: number;
  /** Accounts put out by a suspension or a revoked session: they cannot join or connect again. */
  barredUsers: string[];
  /** Every pending timer's deadline, so a stale timer event (cancelled, re-armed) is recognised and ignored. */
  timers: Partial<Record<TimerName, number>>;
}

export type TournamentEvent =
  /** The room is up: nobody is connected yet, so the abandonment clock starts. */
  | { type: 'opened' }
  | { type: 'join'; player: { name: string; userId: string | null } }
  /** A player's websocket (a first join or a reconnection), with the code its seat token was signed for. */
  | { type: 'connected'; playerId: string; code: string }
  /** A projector connection, by the account it authenticated as. */
  | { type: 'host_connected'; userId: string }
  | { type: 'host_dropped' }
  /** The account was suspended or its session revoked: out of the tournament, like out of a competitive room. */
  | { type: 'suspended'; userId: string; reason: string }
  | { type: 'dropped'; playerId: string }
  /** The reconnection window ran out (or the player left for good). */
  | { type: 'gone'; playerId: string }
  | { type: 'start'; by: string; seed: string }
  | { type: 'next_round'; by: string; seed: string }
  | { type: 'remove'; by: string; playerId: string }
  | { type: 'lock'; by: string; locked: boolean }
  | { type: 'end'; by: string }
  | { type: 'attempt'; playerId: string; item1: string; item2: string }
  | { type: 'timer'; timer: TimerName; at: number; seed: string };

/** round_end and auto_next drive the rounds; abandoned and linger end the room (nobody connected; the podium read). */
export type TimerName = 'round_end' | 'auto_next' | 'abandoned' | 'linger';

/** Who a message goes to: one player, the host, or everyone. */
export type Recipient = { player: string } | 'host' | 'all';

export type TournamentEffect =
  | { kind: 'send'; to: Recipient; message: ServerMessage }
  | { kind: 'schedule'; timer: TimerName; at: number }
  | { kind: 'cancel'; timer: TimerName }
  /** The removed player's connection is closed. */
  | { kind: 'close'; playerId: string }
  | { kind: 'persistRound'; round: number; startedAt: number; endedAt: number; results: TournamentRoundResult[] }
  | { kind: 'persistFinished' }
  /** The status, round or lock changed: the room republishes the tournament's header (never on a join). */
  | { kind: 'changed' }
  /** Someone joined, left or (dis)connected: the room batches these into the projector's deltas and the lobby count. */
  | { kind: 'roster'; change: RosterChange }
  /** The round just ended: its last progress goes out (before the standings) so the projector's bars reach the end. */
  | { kind: 'roundOver'; round: TournamentRound }
  /** The room goes (abandoned, or the finished podium has lingered long enough). */
  | { kind: 'dispose' };

export type RosterChange =
  | { type: 'joined'; player: { id: string; name: string; guest: boolean; connected: boolean } }
  | { type: 'left'; playerId: string }
  | { type: 'connection'; playerId: string; connected: boolean };

export type ServerMessage = { [K in keyof TournamentServerMessages]: { type: K; payload: TournamentServerMessages[K] } }[keyof TournamentServerMessages];

export interface Refusal {
  code: TournamentRefusalCode;
  errorCode: ErrorCode;
  status: number;
  message: string;
}

export interface StepResult {
  state: TournamentState;
  effects: TournamentEffect[];
  refusal: Refusal | null;
}
