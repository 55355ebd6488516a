import type { FreePlayStats, Pair, TournamentRoundResult, TournamentServerMessages, TournamentStatus } from '@matchdrop/shared';
import type { CommonEffect, LiveModeState, MessageOf, Recipient, RefusalOf, SeatEvent, StepResultOf } from '../../live-mode/reducer.js';
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

export interface TournamentState extends LiveModeState<TimerName, TournamentStatus> {
  settings: TournamentSettings;
  round: TournamentRound | null;
  players: TournamentPlayer[];
  totals: PlayerTotals[];
  /** Places after the previous round, for the movers. */
  previousPlaces: Record<string, number>;
  /** Every finished round's results, in order. */
  history: { round: number; results: TournamentRoundResult[] }[];
  nextRoundAt: number | null;
}

export type TournamentEvent =
  | SeatEvent
  | { type: 'start'; by: string; seed: string }
  | { type: 'next_round'; by: string; seed: string }
  | { type: 'attempt'; playerId: string; item1: string; item2: string }
  | { type: 'timer'; timer: TimerName; at: number; seed: string };

/** round_end and auto_next drive the rounds; abandoned and linger end the room (nobody connected; the podium read). */
export type TimerName = 'round_end' | 'auto_next' | 'abandoned' | 'linger';

export type { Recipient };

export type TournamentEffect =
  | CommonEffect<TimerName, TournamentServerMessages>
  | { kind: 'persistRound'; round: number; startedAt: number; endedAt: number; results: TournamentRoundResult[] }
  /** Someone joined, left or (dis)connected: the room batches these into the projector's deltas and the lobby count. */
  | { kind: 'roster'; change: RosterChange }
  /** The round just ended: its last progress goes out (before the standings) so the projector's bars reach the end. */
  | { kind: 'roundOver'; round: TournamentRound };

export type RosterChange =
  | { type: 'joined'; player: { id: string; name: string; guest: boolean; connected: boolean } }
  | { type: 'left'; playerId: string }
  | { type: 'connection'; playerId: string; connected: boolean };

export type ServerMessage = MessageOf<TournamentServerMessages>;

export type Refusal = RefusalOf<TournamentRefusalCode>;

export type StepResult = StepResultOf<TournamentState, TournamentEffect, TournamentRefusalCode>;
