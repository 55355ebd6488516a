import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GameData, Pair, ShareStatus } from '@matchdrop/shared';
import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp } from './columns.js';

/** Where a saved dictionary came from: a file or form upload, the AI creator, or an accepted share. */
export type DictionarySource = 'upload' | 'ai' | 'share';

export interface DictionariesTable {
  id: Id;
  owner_id: number;
  name: string;
  description: Nullable<string>;
  /** The word map (jsonb). */
  data: GameData;
  is_public: Defaulted<boolean>;
  /** Free text, e.g. 'ai-generated'. */
  category: Nullable<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  source: Defaulted<DictionarySource>;
}

export type GameMode = 'freeplay' | 'competitive';

/** One played game: of a saved dictionary or of a built-in game, by a user or a visitor. */
export interface GameSessionsTable {
  id: Id;
  dictionary_id: Nullable<number>;
  builtin_game_id: Nullable<string>;
  user_id: Nullable<number>;
  mode: Defaulted<GameMode>;
  pairs: number;
  score: Defaulted<number>;
  /** Percent, 0-100, two decimals (numeric(5,2), read as a number). */
  accuracy: Defaulted<number>;
  time_ms: number;
  correct: Defaulted<number>;
  wrong: Defaulted<number>;
  /** The pairs the player did not match (jsonb, default []). */
  missed_pairs: Defaulted<Pair[]>;
  room_code: Nullable<string>;
  played_at: CreatedAt;
}

// Defined once with the API's answers (@matchdrop/shared), which carry the same values.
export type { ShareStatus };

export interface SharesTable {
  id: Id;
  dictionary_id: number;
  sender_id: number;
  recipient_id: number;
  message: Nullable<string>;
  status: Defaulted<ShareStatus>;
  created_at: CreatedAt;
  responded_at: NullableTimestamp;
}

export type Dictionary = Selectable<DictionariesTable>;
export type NewDictionary = Insertable<DictionariesTable>;
export type DictionaryUpdate = Updateable<DictionariesTable>;

export type GameSession = Selectable<GameSessionsTable>;
export type NewGameSession = Insertable<GameSessionsTable>;

export type Share = Selectable<SharesTable>;
export type NewShare = Insertable<SharesTable>;
export type ShareUpdate = Updateable<SharesTable>;
