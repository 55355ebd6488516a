import { useMemo } from 'react';
import { useNavigate } from '../lib/navigation';
import { FIRST_LIBRARY_PAGE, routePath } from '../routes';
import type { GameRef } from './progress-api';

/** Where a game page's Back button leads: the screen it was opened from. */
type PageOrigin = 'games' | 'profile' | 'library';

/** A game page's address: `/games/:id` for a saved or public game, `/builtin/:id` for a built-in one. */
export function gamePagePath(game: GameRef): string {
  return routePath('dictionaryId' in game ? { screen: 'game-page', id: game.dictionaryId } : { screen: 'builtin-page', gameId: game.gameId });
}

/** Opens the progress screens from anywhere (a game card, the end of a game, the dashboard, the header): each is an address. */
export interface ProgressNav {
  openGamePage(game: GameRef, from: PageOrigin): void;
  /** Browse public games. */
  openLibrary(): void;
  /** Edit one of the user's saved games. */
  openEditor(gameId: number): void;
}

export function useProgressNav(): ProgressNav {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      openGamePage: (game, from) => navigate(gamePagePath(game), { from }),
      openLibrary: () => navigate(routePath({ screen: 'library', query: FIRST_LIBRARY_PAGE })),
      openEditor: (gameId) => navigate(routePath({ screen: 'edit', id: gameId })),
    }),
    [navigate],
  );
}
