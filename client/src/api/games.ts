import { apiRequest } from './http';
import type { NewSavedGame, SavedGame } from './types';

/** The legacy game calls (R-API-1, R-API-6): the user's saved games. */

/** The list answer is an array or an object holding `dictionaries` (own games: SavedGame; public lists: GameSummary). */
export function savedGamesFrom<T = SavedGame>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const list = (answer as { dictionaries?: unknown } | null)?.dictionaries;
  return Array.isArray(list) ? (list as T[]) : [];
}

export async function fetchSavedGames(): Promise<SavedGame[]> {
  return savedGamesFrom(await apiRequest<unknown>('GET', '/api/dictionaries'));
}

/** Resolves to the created game, or to the 403 body when the account is suspended (see isSuspendedAnswer). */
export function createSavedGame(game: NewSavedGame): Promise<{ dictionary?: SavedGame; message?: string; suspended?: boolean; error?: string }> {
  return apiRequest('POST', '/api/dictionaries', game);
}

export function deleteSavedGame(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/dictionaries/${id}`);
}
