import type { GameStartRequest, ReturnTarget } from '../lib/game-start';
import { routePath, type Route } from '../routes';

/** The addresses of a game in play. */
export type PlayRoute = Extract<Route, { screen: 'play' | 'play-builtin' | 'play-game' | 'review' }>;

/** The address of a started game: a built-in or saved game by its id (and pair count), a review, or /play for what only this tab holds. */
export function playPath(request: GameStartRequest): string {
  if (request.source === 'review') return routePath({ screen: 'review' });
  const pairs = request.pairCount ?? null;
  if (request.source === 'builtin' && request.gameId !== undefined) return routePath({ screen: 'play-builtin', gameId: request.gameId, pairs });
  if (request.dictionaryId !== undefined) return routePath({ screen: 'play-game', id: request.dictionaryId, pairs });
  return routePath({ screen: 'play' });
}

/** Whether the game held in this tab is the one the address names (else it is loaded from the address). */
export function requestMatches(route: PlayRoute, request: GameStartRequest | null): request is GameStartRequest {
  if (request === null) return false;
  switch (route.screen) {
    case 'play-builtin':
      return request.source === 'builtin' && request.gameId === route.gameId;
    case 'play-game':
      return request.dictionaryId === route.id;
    case 'review':
      return request.source === 'review';
    case 'play':
      return request.source === 'upload' || request.source === 'ai';
  }
}

/** Where Return leads when the game was opened from outside (a link, a reload): the screen its Return names. */
export function returnPath(target: ReturnTarget, aiSessionId: number | null): string {
  switch (target) {
    case 'games':
      return routePath({ screen: 'home' });
    case 'profile':
      return routePath({ screen: 'dashboard' });
    case 'ai':
      return routePath({ screen: 'ai', sessionId: aiSessionId });
  }
}
