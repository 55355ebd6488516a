import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useAuth } from '../account';
import { ApiError, failureMessage } from '../api';
import { GAME_NOT_VISIBLE, type GameStartRequest } from '../lib/game-start';
import { withChunkTimeout, withWords } from '../lib/lazy-chunk';
import { requestMatches, type PlayRoute } from './game-address';

export type RouteGame =
  | { kind: 'ready'; request: GameStartRequest }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; needsLogin: boolean }
  /** /play with nothing held in this tab (a reload of an uploaded game): back to the game picker. */
  | { kind: 'gone' };

/** Loading a game from its address is rare (a reload, a shared link): its code is a chunk of its own, off the first page. */
const loadRequest = (route: PlayRoute, loggedIn: boolean): Promise<GameStartRequest | null> =>
  withChunkTimeout(withWords(import('./load-route-game'), ['game', 'rest'])).then((module) => module.loadRouteGame(route, loggedIn));

/**
 * The game an address names: the one this tab just started when it matches, otherwise loaded from the address
 * (a reload, a shared link): a built-in game from the catalog, a saved or public game from the server, a review
 * from the due pairs. `start` hands a loaded game to free play, which then holds it like a clicked Start Game.
 */
export function useRouteGame(route: PlayRoute, held: GameStartRequest | null, start: (request: GameStartRequest) => void): RouteGame {
  const { user, ready } = useAuth();
  const loggedIn = user !== null;
  const matches = requestMatches(route, held);
  const [failure, setFailure] = useState<{ route: PlayRoute; loggedIn: boolean; message: string; needsLogin: boolean } | null>(null);

  useEffect(() => {
    if (matches || route.screen === 'play' || !ready) return;
    let current = true;
    loadRequest(route, loggedIn).then(
      (request) => {
        if (!current) return;
        if (request) start(request);
        else setFailure({ route, loggedIn, message: i18n._(GAME_NOT_VISIBLE), needsLogin: false });
      },
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 404 || status === 403) setFailure({ route, loggedIn, message: i18n._(GAME_NOT_VISIBLE), needsLogin: !loggedIn });
        else setFailure({ route, loggedIn, message: failureMessage(error, t`Failed to load the game`), needsLogin: status === 401 });
      },
    );
    return () => {
      current = false;
    };
  }, [route, matches, ready, loggedIn, start]);

  if (matches) return { kind: 'ready', request: held };
  if (route.screen === 'play') return { kind: 'gone' };
  if (failure && failure.route === route && failure.loggedIn === loggedIn) return { kind: 'failed', message: failure.message, needsLogin: failure.needsLogin };
  return { kind: 'loading' };
}
