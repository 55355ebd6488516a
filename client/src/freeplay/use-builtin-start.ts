import { useEffect, useRef, useState } from 'react';
import { startRequestFor, type BrowseState } from '../lib/builtin-browser';
import { builtinGames, type FindBuiltinGame } from '../lib/builtin-games';
import type { GameStartRequest } from '../lib/game-start';

/**
 * Start Game of the built-in panel. The pairs are in a chunk of their own, loaded early (builtin-games.ts):
 * once they are there the game starts at once, as it always did; otherwise the click waits for them and
 * then starts the game still chosen, or reports a failed load. Back, or leaving the panel, drops the wait.
 */
export function useBuiltinStart(state: BrowseState, onStart: (request: GameStartRequest) => void) {
  // A click waiting for the pairs: 'loading', or 'failed' (shown with Retry).
  const [wait, setWait] = useState<{ gameId: string; status: 'loading' | 'failed' } | null>(null);
  const latest = useRef({ state, onStart, attempt: 0 });
  useEffect(() => {
    latest.current.state = state;
    latest.current.onStart = onStart;
  });
  // Unmounting (another screen took the panel's place) cancels a start still waiting.
  useEffect(() => {
    const current = latest.current;
    return () => {
      current.attempt += 1;
    };
  }, []);

  const startWith = (chosen: BrowseState, find: FindBuiltinGame) => {
    const request = startRequestFor(chosen, find);
    if (request) latest.current.onStart(request);
  };

  const start = () => {
    const loaded = builtinGames.current();
    if (loaded) return startWith(state, loaded);
    if (state.step !== 'pairs') return;
    const { gameId } = state;
    const attempt = ++latest.current.attempt;
    setWait({ gameId, status: 'loading' });
    builtinGames.load().then(
      (find) => {
        if (attempt !== latest.current.attempt) return;
        setWait(null);
        const now = latest.current.state;
        if (now.step === 'pairs' && now.gameId === gameId) startWith(now, find);
      },
      () => {
        if (attempt === latest.current.attempt) setWait({ gameId, status: 'failed' });
      },
    );
  };

  const cancel = () => {
    latest.current.attempt += 1;
    setWait(null);
  };

  // A wait shows only on the step of the game it is for.
  const status = wait && state.step === 'pairs' && state.gameId === wait.gameId ? wait.status : null;
  return { start, cancel, status };
}
