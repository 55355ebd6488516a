import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSavedGames, type SavedGame } from '../api';

export type SavedGamesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; games: SavedGame[] };

/** The user's saved games, reloadable (after a share is accepted) and editable in place (after a delete). */
export function useSavedGames() {
  const [state, setState] = useState<SavedGamesState>({ status: 'loading' });
  const request = useRef(0);

  const reload = useCallback(() => {
    const id = ++request.current;
    fetchSavedGames().then(
      (games) => id === request.current && setState({ status: 'ready', games }),
      () => id === request.current && setState({ status: 'error' }),
    );
  }, []);

  useEffect(() => {
    reload();
    // A late answer after the dashboard closed is ignored.
    return () => {
      request.current += 1;
    };
  }, [reload]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  const removeLocally = useCallback((id: number) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', games: current.games.filter((g) => g.id !== id) } : current));
  }, []);

  return { state, reload, retry, removeLocally };
}
