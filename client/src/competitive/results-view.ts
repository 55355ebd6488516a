import { selectOrdinal, t } from '@lingui/core/macro';
import { accuracyPercent } from '@matchdrop/shared';
import { accuracyText, secondsText } from './format';
import type { CumulativeResult, RoundResult } from '@matchdrop/shared';

/** The results screen's rows (R-SCORE-3: seconds with 2 decimals, accuracy with 1 decimal). */

export interface RoundRow {
  userId: string;
  placement: number;
  username: string;
  time: string;
  accuracy: string;
  score: string;
}

export interface CumulativeRow {
  userId: string;
  placement: number;
  username: string;
  rounds: number;
  totalScore: number;
  accuracy: string;
}

const NOT_FINISHED = '—';

const percent = (value: string): string => t`${value}%`;

/** A player still playing when the time ran out is timed at the limit, and the row says so. */
const roundTime = (seconds: string, timedOut: boolean): string => (timedOut ? t`${seconds}s (time's up)` : t`${seconds}s`);

export function roundRows(results: readonly RoundResult[]): RoundRow[] {
  return [...results]
    .sort((a, b) => a.placement - b.placement)
    .map((r) => ({
      userId: r.user_id,
      placement: r.placement,
      username: r.username,
      time: r.completion_time === null ? NOT_FINISHED : roundTime(secondsText(r.completion_time), r.timed_out),
      accuracy: percent(accuracyText(r.accuracy)),
      score: r.score === null ? NOT_FINISHED : String(r.score),
    }));
}

export function cumulativeRows(results: readonly CumulativeResult[]): CumulativeRow[] {
  return [...results]
    .sort((a, b) => a.cumulative_placement - b.cumulative_placement)
    .map((r) => ({
      userId: r.user_id,
      placement: r.cumulative_placement,
      username: r.username,
      rounds: r.rounds_played,
      totalScore: r.total_score,
      accuracy: percent(accuracyText(accuracyPercent(r.total_correct, r.total_attempts))),
    }));
}

/** "1st", "2nd", "3rd", "4th" (the active language's ordinal rules pick the form). */
export function ordinal(n: number): string {
  return selectOrdinal(n, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}
