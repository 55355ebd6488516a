import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameData } from '@matchdrop/shared';
import type { CheckMatchGame } from './check-match';
import { clampPairCount, pairSliderBounds } from './pair-slider';

type GameSource = 'builtin' | 'upload' | 'saved' | 'ai' | 'review';
/** Where the Return button leads (R-UI-4): the free-play panels, the AI chat, or the user's profile. */
export type ReturnTarget = 'games' | 'ai' | 'profile';

/**
 * What a Start Game button hands to the app (client contract): built-in panel and upload panel here,
 * Play Game in the dashboard (source 'saved', returnTo 'profile'), Test Play in the AI chat ('ai', 'ai').
 */
export interface GameStartRequest {
  source: GameSource;
  returnTo: ReturnTarget;
  name: string;
  data: GameData;
  /** Defaults to the pair slider's initial value for the game. */
  pairCount?: number;
  /** Built-in game id. */
  gameId?: string;
  /** Saved game id. */
  dictionaryId?: number;
  /**
   * For a source that gives no map (empty `data`): the items the server dealt, in pair order. The game is
   * then judged by the server (POST /api/check-match, by gameId or dictionaryId); never when `data` has pairs.
   */
  deal?: readonly string[];
  /** A review session (source 'review'): the queued pairs dealt, each judged at the end to update its schedule. */
  review?: ReadonlyArray<{ id: number; pair: readonly [string, string] }>;
}

const NO_GAME_DATA_ERROR = msg`Error: No game data available`;

/** A game not the viewer's to see, or gone (the server answers 404 alike): one message, so a private game's existence is not given away. */
export const GAME_NOT_VISIBLE = msg`This game is private or does not exist. You may not see it.`;

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
