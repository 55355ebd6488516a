import type { Pair, TeamDrop, TeamRaceServerMessages, TeamRaceStatus } from '@matchdrop/shared';
import type { CommonEffect, LiveModeState, MessageOf, RefusalOf, SeatEvent, StepResultOf } from '../../live-mode/reducer.js';
import type { Hands } from './deal.js';
import type { TeamRaceRefusalCode } from './refusals.js';
import type { TeamTotals } from './standings.js';

export interface TeamRaceSettings {
  pairCount: number;
  rounds: number;
  teamSize: number;
  /** Right matches in a row that win a round; null: the round's pair count. */
  goal: number | null;
  reshuffle: boolean;
  accountsOnly: boolean;
  playersMax: number;
}

export interface TeamRacePlayer {
  id: string;
  name: string;
  key: string;
  userId: string | null;
  connected: boolean;
}

/** A team in a round: its members, their hands, the deck and the run. */
export interface TeamPlay {
  index: number;
  members: string[];
  hands: Hands;
  /** Pair indices (into the round's pairs) waiting to be dealt; a matched pair goes to the back. */
  deck: number[];
  upper: { item: string; by: string } | null;
  run: number;
  best: number;
  correct: number;
  attempts: number;
  /** Ms from the round's start to the team's last right match (the time tie-break). */
  lastCorrectMs: number;
  last: TeamDrop | null;
  /** Pairs dealt so far: with the round's seed, the deal's random draw (so it is reproducible). */
  dealt: number;
  /** Bumps when the team's bar moves: the room sends the projector only the teams that moved. */
  version: number;
}

export interface RaceRound {
  number: number;
  seed: string;
  /** The answer key: never leaves the server. */
  pairs: Pair[];
  goal: number;
  startedAt: number;
  teams: TeamPlay[];
  /** Each member's team (index into teams). */
  seats: Record<string, number>;
}

/** One judged drop, kept for the host's report and the stored plays. */
export interface DropRecord {
  round: number;
  team: number;
  offeredBy: string;
  answeredBy: string;
  offered: string;
  answered: string;
  correct: boolean;
  /** Ms from the round's start. */
  atMs: number;
}

export interface TeamRaceState extends LiveModeState<TimerName, TeamRaceStatus> {
  settings: TeamRaceSettings;
  /** The teams of the round being played or about to be (player ids; index = the team's slot). */
  teams: string[][];
  round: RaceRound | null;
  players: TeamRacePlayer[];
  /** Nicknames the host removed (nicknameKey): they cannot join again. */
  removedNames: string[];
  totals: TeamTotals[];
  /** Every round's pairs, for the report's per-pair lines. */
  pairsPlayed: Pair[];
  drops: DropRecord[];
  /** Which team slot won each round (null: ended by the host without a winner), and who was in it. */
  winners: { round: number; team: number | null; members: string[] }[];
}

export type TeamRaceEvent =
  | SeatEvent
  | { type: 'start' | 'reshuffle' | 'go'; by: string; seed: string }
  | { type: 'offer' | 'answer'; playerId: string; item: string }
  | { type: 'timer'; timer: TimerName; at: number };

/** abandoned and linger end the room (nobody connected; the podium read). */
export type TimerName = 'abandoned' | 'linger';

export type ServerMessage = MessageOf<TeamRaceServerMessages>;

export type TeamRaceEffect =
  | CommonEffect<TimerName, TeamRaceServerMessages>
  /** A round is over: its judged drops are stored as plays. */
  | { kind: 'persistRound'; round: number; startedAt: number; endedAt: number; drops: DropRecord[]; played: RaceRound };

export type Refusal = RefusalOf<TeamRaceRefusalCode>;

export type StepResult = StepResultOf<TeamRaceState, TeamRaceEffect, TeamRaceRefusalCode>;
