import type { Generated, Insertable } from 'kysely';
import type { CreatedAt, Id, Nullable } from './columns.js';

/**
 * Per-game progress figures kept by the game_sessions trigger (migration 0010): never written by the
 * application. A game's key is 'd:<dictionary id>' or 'b:<built-in game id>' (game_sessions.game_key).
 */
export interface GamePlayerBestsTable {
  game_key: string;
  dictionary_id: Nullable<number>;
  user_id: number;
  score: number;
  accuracy: number;
  time_ms: number;
  played_at: Date;
}

export interface GamePlayTotalsTable {
  game_key: string;
  dictionary_id: Nullable<number>;
  /** int8 and numeric: normalized to numbers by db/src/types.ts. */
  plays: Generated<number>;
  accuracy_sum: Generated<number>;
  time_ms_sum: Generated<number>;
}

export interface GamePairMissesTable {
  game_key: string;
  dictionary_id: Nullable<number>;
  /** The pair's two items, a <= b. */
  a: string;
  b: string;
  misses: number;
}

/** One pair in a player's review queue; `card` is the scheduler's state (ts-fsrs Card, dates as ISO text). */
export interface ReviewCardsTable {
  id: Id;
  user_id: number;
  game_key: string;
  dictionary_id: Nullable<number>;
  game_name: string;
  item: string;
  counterpart: string;
  due: Date;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: Generated<number>;
  card: Record<string, unknown>;
  created_at: CreatedAt;
}

export interface ReviewLogTable {
  id: Id;
  user_id: number;
  card_id: Nullable<number>;
  correct: boolean;
  reviewed_at: Date;
}

export type NewReviewCard = Insertable<ReviewCardsTable>;
