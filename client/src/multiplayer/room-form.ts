import { t } from '@lingui/core/macro';
import { defaultRoundSeconds, DEFAULT_ROOM_PAIR_COUNT, PAIR_SLIDER_MIN, ROOM_CODE_LENGTH, ROOM_PAIRS_MAX, maxSelectablePairs } from '@matchdrop/shared';
import type { GameData } from '@matchdrop/shared';

/** The Create and Join forms' rules (R-ROOM-2, R-ROOM-3). */

/** As typed: uppercased (R-ROOM-2), spaces and symbols dropped, at most 6 characters. */
export function normalizeRoomCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ROOM_CODE_LENGTH);
}

/** Join is disabled unless the code has 6 characters. */
export function canJoin(code: string): boolean {
  return code.length === ROOM_CODE_LENGTH;
}

/**
 * The host's round time choices: the default (10 s per pair, at least 60 s), or 1 to 10 minutes. The labels are
 * getters: worded when the form reads them, in the language of that moment, not once when this module loads.
 */
export const ROUND_TIME_CHOICES: readonly { readonly value: number | null; readonly label: string }[] = [
  {
    value: null,
    get label() {
      return t`Auto`;
    },
  },
  ...[1, 2, 3, 5, 10].map((minutes) => ({
    value: minutes * 60,
    get label() {
      return t`${minutes} min`;
    },
  })),
];

/** What 'Auto' comes to for this pair count. */
export function autoRoundTimeLabel(pairCount: number): string {
  const seconds = defaultRoundSeconds(pairCount);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? t`${minutes} min` : t`${minutes} min ${rest} s`;
}

export interface RoomPairBounds {
  min: number;
  max: number;
  initial: number;
}

/** The room's pair slider: 3 up to min(pairs of the game, 20), starting at 6 (or the maximum when smaller). */
export function roomPairBounds(data: GameData): RoomPairBounds {
  const max = Math.min(maxSelectablePairs(data), ROOM_PAIRS_MAX);
  return { min: Math.min(PAIR_SLIDER_MIN, max), max, initial: Math.min(DEFAULT_ROOM_PAIR_COUNT, max) };
}

/** A count kept whole and inside the bounds (e.g. the previous round's count for a new topic). */
export function clampToBounds(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}
