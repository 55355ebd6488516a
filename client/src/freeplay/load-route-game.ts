import { t } from '@lingui/core/macro';
import { ApiError } from '../api';
import { builtinGames } from '../lib/builtin-games';
import type { GameStartRequest } from '../lib/game-start';
import { fetchGame, requestReviewDeal, reviewGame } from '../progress';
import type { PlayRoute } from './game-address';

/** The game an address names, from where it lives: the built-in catalog, the server (a saved or public game), the due review pairs. Null: no such game. */
export async function loadRouteGame(route: PlayRoute, loggedIn: boolean): Promise<GameStartRequest | null> {
  switch (route.screen) {
    case 'play-builtin': {
      const game = (await builtinGames.load())(route.gameId);
      if (!game) return null;
      return { source: 'builtin', returnTo: 'games', gameId: game.id, name: game.name, data: game.data, languages: game.languages, pairCount: route.pairs ?? undefined };
    }
    case 'play-game': {
      const game = await fetchGame(route.id);
      return { source: 'saved', returnTo: 'games', dictionaryId: game.id, name: game.name, data: game.data, languages: game.languages, pairCount: route.pairs ?? undefined };
    }
    case 'review': {
      if (!loggedIn) throw new ApiError(401, t`Log in to review your pairs.`);
      const game = reviewGame(await requestReviewDeal());
      if (game === null) throw new Error(t`Nothing to review right now: no pair is due.`);
      return game;
    }
    case 'play':
      return null;
  }
}
