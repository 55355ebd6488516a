import type { ColumnType, Selectable } from 'kysely';
import type { AiChatRole, GameData } from '@matchdrop/shared';
import type { CreatedAt, Defaulted, Id, Nullable } from './columns.js';

export interface AiChatSessionsTable {
  id: Id;
  user_id: number;
  title: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Set once an answer in this session returned a game. */
  dictionary_generated: Defaulted<boolean>;
  generated_dictionary: Nullable<GameData>;
}

// Defined once with the API's answers (@matchdrop/shared), which carry the same values.
export type { AiChatRole };

export interface AiChatMessagesTable {
  id: Id;
  session_id: number;
  role: AiChatRole;
  content: Defaulted<string>;
  url: Nullable<string>;
  /** The game an assistant answer returned, if any. */
  dictionary: Nullable<GameData>;
  created_at: CreatedAt;
}

/** Per-user daily AI quota counters; primary key (user_id, day). */
export interface AiUsageTable {
  user_id: number;
  /** The calendar day (UTC) as 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  messages: Defaulted<number>;
  sessions: Defaulted<number>;
}

export type AiUsage = Selectable<AiUsageTable>;
