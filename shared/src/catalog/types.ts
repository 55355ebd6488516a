import type { SideLanguages } from '../side-languages.js';
import type { GameData, Pair } from '../types.js';

export type CategoryId = 'mathematics' | 'history' | 'language' | 'science' | 'miscellaneous';

export interface BuiltinGame {
  id: string;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  /** Two-way map: every item maps to its counterpart, both directions stored (R-GAME-1). */
  data: GameData;
  /** Each side's language for "Speak items" (R-PIC-13), when the game has them. */
  languages?: SideLanguages;
}

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  games: readonly BuiltinGame[];
}

/** How a game is authored: a readable list of pairs, turned into the two-way map by defineGame. */
export interface GameSource {
  id: string;
  name: string;
  description: string;
  icon: string;
  pairs: readonly Pair[];
}
