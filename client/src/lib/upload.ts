import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { GAME_NAME_MAX, parseGameFile, truncateText, type GameData } from '@matchdrop/shared';
import { wordShared } from '../i18n/shared-words';
import { pairSliderBounds } from './pair-slider-data';

/** Far above any real game (a few hundred pairs of 200 characters); refused before reading, so a wrong pick cannot hang the page. */
export const GAME_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_TOO_LARGE_ERROR = msg`Game file is too large (at most 2 MB)`;
export const FILE_UNREADABLE_ERROR = msg`The file could not be read`;

export interface UploadedGame {
  fileName: string;
  /** The file name without its extension: the game's name in play, and the suggested name when saving. */
  name: string;
  data: GameData;
  /** Pairs in the file, after duplicates are removed. */
  totalPairs: number;
  /** The shared normalizer's report, e.g. '3 pairs will also work in the other direction'. */
  message: string;
  /** How many pairs one round of it can hold: the pair slider's upper bound. */
  maxPairs: number;
  /** The pair slider's value. */
  pairCount: number;
}

export type UploadResult = { ok: true; game: UploadedGame } | { ok: false; error: string };

export function gameNameFromFile(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]+$/, '')
    .trim();
  return truncateText(base === '' ? t`Uploaded game` : base, GAME_NAME_MAX);
}

/** Reads and checks an uploaded game file with the shared rules (R-GAME-3): every failure is one message for the player. */
export async function readGameFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<UploadResult> {
  if (file.size > GAME_FILE_MAX_BYTES) return { ok: false, error: i18n._(FILE_TOO_LARGE_ERROR) };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: i18n._(FILE_UNREADABLE_ERROR) };
  }
  const result = parseGameFile(text, file.name);
  if (!result.ok) return { ok: false, error: wordShared(result.error) };
  const slider = pairSliderBounds(result.data);
  return {
    ok: true,
    game: {
      fileName: file.name,
      name: gameNameFromFile(file.name),
      data: result.data,
      totalPairs: result.pairCount,
      message: wordShared(result.message),
      maxPairs: slider.max,
      pairCount: slider.initial,
    },
  };
}
