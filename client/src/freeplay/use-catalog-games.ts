import { useEffect, useState } from 'react';
import { catalogGames, type CatalogGames } from '../lib/catalog-games';

/**
 * The catalog's games once loaded, loading them while `needed`. Read at each render rather than kept in state,
 * so that a click that finds them already loaded (a topic pointed at first) shows the games in the same commit.
 */
export function useCatalogGames(needed: boolean): { games: CatalogGames | undefined; failed: boolean; retry: () => void } {
  const games = catalogGames.current();
  const [attempt, setAttempt] = useState({ n: 0, failed: false, loaded: false });
  useEffect(() => {
    if (games || !needed) return;
    let live = true;
    catalogGames.load().then(
      () => {
        if (live) setAttempt((a) => ({ ...a, loaded: true }));
      },
      () => {
        if (live) setAttempt((a) => ({ ...a, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [games, needed, attempt.n]);
  return { games, failed: attempt.failed, retry: () => setAttempt((a) => ({ n: a.n + 1, failed: false, loaded: a.loaded })) };
}
