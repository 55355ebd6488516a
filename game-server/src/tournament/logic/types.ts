import type { FreePlayStats, GameData, Pair, TournamentRoundResult, TournamentServerMessages, TournamentStatus } from '@matchdrop/shared';
import type { PlayerTotals } from './standings.js';

export interface TournamentSettings {
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
  speed: number;
}

interface TournamentPlayer {
  id: string;
  name: string;
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
}

export type TournamentEvent =
  | { type: 'join'; player: { name: string; userId: string | null } }
  | { type: 'connected'; playerId: string }
  | { type: 'dropped'; playerId: string }
  /** The reconnection window ran out (or the player left for good). */
  | { type: 'gone'; playerId: string }
  | { type: 'start'; by: string; seed: string }
  | { type: 'next_round'; by: string; seed: string }
  | { type: 'remove'; by: string; playerId: string }
  | { type: 'lock'; by: string; locked: boolean }
  | { type: 'end'; by: string }
  | { type: 'attempt'; playerId: string; item1: string; item2: string }
  | { type: 'timer'; timer: TimerName; seed: string };

export type TimerName = 'round_end' | 'auto_next';

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
  | { kind: 'changed' };

export type ServerMessage = { [K in keyof TournamentServerMessages]: { type: K; payload: TournamentServerMessages[K] } }[keyof TournamentServerMessages];

export interface Refusal {
  status: number;
  message: string;
}

export interface StepResult {
  state: TournamentState;
  effects: TournamentEffect[];
  refusal: Refusal | null;
}
