import type { GameRef } from './progress-api';
import type { GameStartRequest } from '../lib/game-start';

/** The server identity of a game being played: a saved or public game by id, a built-in game by its id; none for uploads and AI test plays. */
export function gameRefOf(request: Pick<GameStartRequest, 'source' | 'gameId' | 'dictionaryId'>): GameRef | null {
  if (request.dictionaryId !== undefined) return { dictionaryId: request.dictionaryId };
  if (request.source === 'builtin' && request.gameId !== undefined) return { gameId: request.gameId };
  return null;
}
