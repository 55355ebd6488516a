import type { DealAnswer, GameAnalytics, GameData, JudgedRecord, JudgedResult, LeaderboardAnswer, LibraryPage, MyProgress, PlayRecord, UploadedRecord } from '@matchdrop/shared';
import { apiRequest } from '../api';
import type { SavedGame } from '../api';
import type { LibraryQuery } from '../routes';
import type { EditorBody } from './pair-editor';

/** A game with a server identity: a saved (or public) game by id, or a built-in game by its catalog id. */
export type GameRef = { dictionaryId: number } | { gameId: string };

/** Where a game's plays and figures live (R-API-1, R-GAME-8; built-in games under /v2/builtin-games). */
function gamePath(ref: GameRef): string {
  return 'dictionaryId' in ref ? `/api/v2/dictionaries/${ref.dictionaryId}` : `/api/v2/builtin-games/${encodeURIComponent(ref.gameId)}`;
}

/** R-JUDGE-1: a free play's deal, asked for when the game starts. */
export function requestDeal(ref: GameRef, pairs: number): Promise<DealAnswer> {
  return apiRequest('POST', `${gamePath(ref)}/deals`, { pairs });
}

/** R-JUDGE-9: the deal of a game the server does not store (an upload, an AI test play): its pairs go with the request. */
export function requestUploadedDeal(data: GameData, pairs: number): Promise<DealAnswer> {
  return apiRequest('POST', '/api/v2/uploaded-games/deals', { data, pairs });
}

/** R-JUDGE-9: such a game's record, judged against the same pairs; the server's figures come back, and nothing is stored. */
export async function judgeUploadedPlay(record: UploadedRecord): Promise<JudgedResult> {
  return (await apiRequest<{ result: JudgedResult }>('POST', '/api/v2/uploaded-games/plays', record)).result;
}

/** R-JUDGE-2: the finished game's record, judged by the server; sending it again answers the same play (R-JUDGE-6). */
export async function recordJudgedPlay(ref: GameRef, record: JudgedRecord): Promise<PlayRecord> {
  return (await apiRequest<{ session: PlayRecord }>('POST', `${gamePath(ref)}/plays`, record)).session;
}

export function fetchLeaderboard(ref: GameRef, limit: number): Promise<LeaderboardAnswer> {
  return apiRequest('GET', `${gamePath(ref)}/leaderboard?limit=${limit}`);
}

export async function fetchHistory(ref: GameRef, limit: number): Promise<PlayRecord[]> {
  return (await apiRequest<{ history: PlayRecord[] }>('GET', `${gamePath(ref)}/history?limit=${limit}`)).history;
}

export async function fetchAnalytics(ref: GameRef): Promise<GameAnalytics> {
  return (await apiRequest<{ analytics: GameAnalytics }>('GET', `${gamePath(ref)}/analytics`)).analytics;
}

/** A saved game the viewer may see (their own, or anyone's public game). */
export async function fetchGame(id: number): Promise<SavedGame> {
  return (await apiRequest<{ dictionary: SavedGame }>('GET', `/api/v2/dictionaries/${id}`)).dictionary;
}

export type { LibraryQuery, LibrarySort } from '../routes';

export type { LibraryPage };

/** R-GAME-8 public search, paged (20 a page) and sorted. */
export function searchLibrary(query: LibraryQuery, limit: number): Promise<LibraryPage> {
  const params = new URLSearchParams({ q: query.q, category: query.category, sort: query.sort, page: String(query.page), limit: String(limit) });
  return apiRequest('GET', `/api/v2/dictionaries/public/search?${params.toString()}`);
}

/** Save a copy: a private game of the user's own. */
export async function copyGame(id: number): Promise<SavedGame> {
  return (await apiRequest<{ dictionary: SavedGame }>('POST', `/api/v2/dictionaries/${id}/copy`)).dictionary;
}

/** PUT /api/v2/dictionaries/{id}: the owner's changes (pairs as the table upload reads, in `content`). */
export async function updateGame(id: number, changes: EditorBody): Promise<SavedGame> {
  return (await apiRequest<{ dictionary: SavedGame }>('PUT', `/api/v2/dictionaries/${id}`, changes)).dictionary;
}

export type { MyProgress };

export function fetchMyProgress(): Promise<MyProgress> {
  return apiRequest('GET', '/api/progress/me');
}

/** An admin takes a public game out of the library; its owner is notified with the reason. */
export function unpublishGame(id: number, reason: string): Promise<{ message: string }> {
  return apiRequest('POST', `/api/admin/dictionaries/${id}/unpublish`, { reason });
}
