import type { SideLanguages } from '../side-languages.js';
import type { GameData } from '../types.js';

/** A saved game's optional description (the save form's box and the API's check). */
export const GAME_DESCRIPTION_MAX = 1000;

/** A saved game as the API answers it (R-WIRE-2). */
export interface SavedGame {
  id: number;
  name: string;
  description: string | null;
  data: GameData;
  is_public: boolean;
  created_at: string;
  category: string | null;
  owner_username: string;
  pair_count: number;
  /** How often it was played (public search answers only). */
  plays?: number;
  /** Each side's language (R-PIC-18): only present when one is set, so a game without them answers as before. */
  languages?: SideLanguages;
}

/** A game in a list of public games: what a list shows, without the pairs (GET the game by id to play it). */
export type GameSummary = Omit<SavedGame, 'data'>;

/** POST /api/check-match. */
export interface CheckMatchAnswer {
  isMatch: boolean;
}

/** GET /api/v2/dictionaries/public/search: a page of the public library, each game with its play count. */
export interface LibraryPage {
  dictionaries: Array<GameSummary & { plays: number }>;
  page: number;
  hasMore: boolean;
}
