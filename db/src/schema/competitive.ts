import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp } from './columns.js';

/** One round played in a competitive room (the live room itself is in the game server's memory). */
export interface CompetitiveRoundsTable {
  id: Id;
  room_code: string;
  dictionary_name: string;
  dictionary_id: Nullable<number>;
  builtin_game_id: Nullable<string>;
  round_number: Defaulted<number>;
  pair_count: number;
  /** The shared random seed of the round (int8, read as a number). */
  seed: number;
  started_at: CreatedAt;
  finished_at: NullableTimestamp;
  /** Cut off by a server shutdown: the progress is kept, but it is not a result (readers skip these rounds). */
  interrupted: Defaulted<boolean>;
}

/** One player's result in a round; cumulative results are sums over a room's rounds. */
export interface CompetitiveResultsTable {
  id: Id;
  round_id: number;
  user_id: Nullable<number>;
  /** Kept so results stay readable after the account is deleted. */
  username: string;
  /** Null when the player did not finish. */
  completion_time_ms: Nullable<number>;
  /** Percent, 0-100 (numeric(5,2), read as a number). */
  accuracy: Defaulted<number>;
  score: Defaulted<number>;
  correct: Defaulted<number>;
  attempts: Defaulted<number>;
  finished: Defaulted<boolean>;
  placement: Nullable<number>;
}
