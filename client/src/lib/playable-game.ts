import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameData } from '@matchdrop/shared';
import type { CheckMatchGame } from './check-match';
import type { GameStartRequest } from './game-start';
import { clampPairCount } from './pair-slider';
import { pairSliderBounds } from './pair-slider-data';

// What the game screen makes of a start request, apart from the request itself (game-start.ts, on the first page).

const NO_GAME_DATA_ERROR = msg`Error: No game data available`;

/** A game ready to mount: judged locally from `data`, or (no local map) remotely against `remote`. */
export type PlayableGame =
  | { ok: true; data: GameData; pairCount: number; recordKey: string; remote: null }
  | { ok: true; data: GameData; pairCount: number; recordKey: string; remote: { game: CheckMatchGame; dealtItems: readonly string[] } }
  | { ok: false; error: string };

function hasPairs(data: unknown): data is GameData {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length > 0;
}

/**
 * Checks a start request before the game mounts: a request without usable data (an empty map, a source
 * that failed to deliver one) gets the spec's 'Error: No game data available' instead of an empty field.
 */
export function resolvePlayableGame(request: GameStartRequest): PlayableGame {
  if (!hasPairs(request.data)) return remotelyJudged(request) ?? { ok: false, error: i18n._(NO_GAME_DATA_ERROR) };
  const bounds = pairSliderBounds(request.data);
  if (bounds.max < 1) return { ok: false, error: i18n._(NO_GAME_DATA_ERROR) };
  const pairCount = request.pairCount === undefined ? bounds.initial : clampPairCount(request.pairCount, bounds);
  return { ok: true, data: request.data, pairCount, recordKey: recordKeyOf(request, pairCount), remote: null };
}

/** A game without a local map: playable only with a server deal and a game id the server can judge against. */
function remotelyJudged(request: GameStartRequest): PlayableGame | null {
  const game: CheckMatchGame | null =
    request.dictionaryId !== undefined ? { dictionaryId: request.dictionaryId } : request.gameId !== undefined ? { gameId: request.gameId } : null;
  const dealt = Array.isArray(request.deal) ? Math.floor(request.deal.length / 2) : 0;
  if (game === null || dealt < 1) return null;
  const pairCount = Math.min(dealt, Math.max(1, Math.round(request.pairCount ?? dealt)));
  return { ok: true, data: {}, pairCount, recordKey: recordKeyOf(request, pairCount), remote: { game, dealtItems: request.deal! } };
}

/**
 * Which best time a finished game competes with: the same game at the same pair count (a 20-pair round
 * is not comparable with a 3-pair one). Built-in and saved games have ids; uploads and AI games go by name.
 */
export function recordKeyOf(request: GameStartRequest, pairCount: number): string {
  const id = request.gameId ?? (request.dictionaryId === undefined ? request.name : String(request.dictionaryId));
  return `${request.source}:${id}:${pairCount}`;
}
