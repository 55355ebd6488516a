import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp } from './columns.js';

export interface TournamentsTable {
  id: Id;
  code: string;
  host_user_id: number;
  game_name: string;
  dictionary_id: Nullable<number>;
  builtin_game_id: Nullable<string>;
  pair_count: number;
  rounds: number;
  heat_size: number;
  round_seconds: number;
  accounts_only: Defaulted<boolean>;
  status: Defaulted<'lobby' | 'playing' | 'between_rounds' | 'finished'>;
  player_count: Defaulted<number>;
  /** The standings (StandingRow[] of shared) after the last round played (jsonb; both drivers encode the array). */
  standings: ColumnType<unknown[], unknown[] | undefined, unknown[]>;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

export interface TournamentResultsTable {
  id: Id;
  tournament_id: number;
  round: number;
  player_id: string;
  player_name: string;
  user_id: Nullable<number>;
  heat: number;
  placement: number;
  score: number;
  correct: number;
  attempts: number;
  time_ms: number;
  finished: boolean;
  sat_out: boolean;
}

export type Tournament = Selectable<TournamentsTable>;
