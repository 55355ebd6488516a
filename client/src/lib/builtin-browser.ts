import { findCatalogTopic, type CatalogGame, type CatalogTopic, type CategoryId } from '@matchdrop/shared';
import type { FindBuiltinGame } from './builtin-games';
import { catalogGames } from './catalog-games';
import type { GameStartRequest } from './game-start';
import { clampPairCount, pairSliderBoundsFor } from './pair-slider';

/** The built-in panel's three steps (R-UI-3): topics → games of a topic → pair-count slider. */
export type BrowseState = { step: 'categories' } | { step: 'games'; categoryId: CategoryId } | { step: 'pairs'; categoryId: CategoryId; gameId: string; pairCount: number };

export type BrowseAction = { type: 'openCategory'; categoryId: string } | { type: 'openGame'; gameId: string } | { type: 'setPairCount'; value: number } | { type: 'back' };

export const initialBrowseState: BrowseState = { step: 'categories' };

// The steps go by the catalog's index (names and pair counts): the games' pairs are needed only by Start Game.
// The games' entries are a chunk (lib/catalog-games.ts): the panel offers a game only once they have loaded, and an
// action naming a game before that finds none and changes nothing, like an unknown id.

/** Unknown ids and out-of-step actions leave the state unchanged, so a stale click can never break the panel. */
export function browseReducer(state: BrowseState, action: BrowseAction): BrowseState {
  switch (action.type) {
    case 'openCategory': {
      const category = findCatalogTopic(action.categoryId);
      return state.step === 'categories' && category ? { step: 'games', categoryId: category.id } : state;
    }
    case 'openGame': {
      if (state.step !== 'games') return state;
      const game = gameOfCategory(state.categoryId, action.gameId);
      if (!game) return state;
      return { step: 'pairs', categoryId: state.categoryId, gameId: game.id, pairCount: pairSliderBoundsFor(game.maxPairs).initial };
    }
    case 'setPairCount': {
      if (state.step !== 'pairs') return state;
      const game = catalogGames.current()?.findCatalogGame(state.gameId);
      return game ? { ...state, pairCount: clampPairCount(action.value, pairSliderBoundsFor(game.maxPairs)) } : state;
    }
    case 'back':
      if (state.step === 'pairs') return { step: 'games', categoryId: state.categoryId };
      return initialBrowseState;
  }
}

function gameOfCategory(categoryId: string, gameId: string): CatalogGame | undefined {
  return catalogGames
    .current()
    ?.findCatalogCategory(categoryId)
    ?.games.find((game) => game.id === gameId);
}

/** The topic open (its name, icon and description; its games are in the chunk). */
export function categoryOf(state: BrowseState): CatalogTopic | undefined {
  return state.step === 'categories' ? undefined : findCatalogTopic(state.categoryId);
}

/** The Start Game payload for the selected game and pair count, or null before a game is chosen; `findGame` has the pairs. */
export function startRequestFor(state: BrowseState, findGame: FindBuiltinGame): GameStartRequest | null {
  if (state.step !== 'pairs') return null;
  const game = findGame(state.gameId);
  if (!game) return null;
  return { source: 'builtin', returnTo: 'games', gameId: game.id, name: game.name, data: game.data, languages: game.languages, pairCount: state.pairCount };
}
