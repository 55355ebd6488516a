import { createContext, useContext } from 'react';
import type { GameRef } from './progress-api';

/** Where a game page's Back button leads: the screen it was opened from. */
export type PageOrigin = 'games' | 'profile' | 'library';

/** Opens the progress screens from anywhere (a game card, the end of a game, the dashboard, the header). */
export interface ProgressNav {
  openGamePage(game: GameRef, name: string, from: PageOrigin): void;
  /** Browse public games. */
  openLibrary(): void;
  /** Edit one of the user's saved games. */
  openEditor(gameId: number): void;
}

export const ProgressNavContext = createContext<ProgressNav | null>(null);

/** Null outside the app shell (a screen rendered on its own): its links are then not offered. */
export function useProgressNav(): ProgressNav | null {
  return useContext(ProgressNavContext);
}
