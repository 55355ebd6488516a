import type { GameData, Locale, PublicUser, SideLanguages } from '@matchdrop/shared';

/**
 * The answer shapes of the API (R-WIRE-1 … R-WIRE-7) that only the client writes down. The ones the server writes
 * too (users, saved games, notifications, the suspension conversation) come from @matchdrop/shared,
 * re-exported here so the screens keep importing them from '../api'.
 */
export type { AppNotification, LoginAnswer, MessageQuota, RegisterAnswer, SavedGame, SessionAnswer, SuspensionConversation, SuspensionMessage } from '@matchdrop/shared';

/** The R-WIRE-1 user as every answer shows it; `locale` (the account's language) is optional until every server sends it. */
export type User = PublicUser & { locale?: Locale };

export interface NewSavedGame {
  name: string;
  data: GameData;
  is_public: boolean;
  description?: string;
  category?: string;
  /** Each side's language (R-PIC-18), only when one is set. */
  languages?: SideLanguages;
}
