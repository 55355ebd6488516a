import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { fetchSavedGames, type SavedGame } from '../api';
import { useServerData, type ServerData } from '../lib/use-server-data';

export type SavedGamesState = ServerData<SavedGame[]>;

/** The user's saved games (lib/use-server-data): refreshed after a share is accepted, edited in place after a delete or an import. */
export function useSavedGames() {
  const { t } = useLingui();
  const { state, refresh, retry, update } = useServerData(fetchSavedGames, t`Failed to load your games`);
  const removeLocally = useCallback((id: number) => update((games) => games.filter((g) => g.id !== id)), [update]);
  // An imported game is the newest: first, as the server lists them.
  const addLocally = useCallback((game: SavedGame) => update((games) => [game, ...games]), [update]);
  return { state, refresh, retry, removeLocally, addLocally };
}
