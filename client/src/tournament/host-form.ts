import type { GameData } from '@matchdrop/shared';
import { roomPairBounds, type RoomPairBounds } from '../competitive/room-form';

/** The choices of "Host a tournament": rounds 1–10 (default 3), heat size 2–4 (default 4), round time 1–10 min. */
export const ROUNDS_MIN = 1;
export const ROUNDS_MAX = 10;
export const ROUNDS_DEFAULT = 3;
export const HEAT_SIZES = [2, 3, 4] as const;
export const HEAT_SIZE_DEFAULT = 4;
export const ROUND_MINUTES_MIN = 1;
export const ROUND_MINUTES_MAX = 10;
export const ROUND_MINUTES_DEFAULT = 2;

/** Pairs per round: the same bounds as a room (3 up to min(pairs of the game, 20)). */
export function tournamentPairBounds(data: GameData): RoomPairBounds {
  return roomPairBounds(data);
}

/** The round time choices, in whole minutes, as the select offers them. */
export const ROUND_MINUTE_CHOICES: readonly number[] = Array.from({ length: ROUND_MINUTES_MAX - ROUND_MINUTES_MIN + 1 }, (_, i) => ROUND_MINUTES_MIN + i);

/** "3 rounds, heats of 4, 2 min each" — the summary under the form's submit button. */
export function hostSummary(rounds: number, heatSize: number, minutes: number): string {
  return `${rounds} ${rounds === 1 ? 'round' : 'rounds'}, heats of ${heatSize}, ${minutes} min each`;
}
