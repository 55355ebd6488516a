import { accuracyPercent, formatAccuracy, formatSeconds } from '@matchdrop/shared';
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

export function roundRows(results: readonly RoundResult[]): RoundRow[] {
  return [...results]
    .sort((a, b) => a.placement - b.placement)
    .map((r) => ({
      userId: r.user_id,
      placement: r.placement,
      username: r.username,
      // A player still playing when the time ran out is timed at the limit.
      time: r.completion_time === null ? NOT_FINISHED : `${formatSeconds(r.completion_time)}s${r.timed_out ? " (time's up)" : ''}`,
      accuracy: `${formatAccuracy(r.accuracy)}%`,
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
      accuracy: `${formatAccuracy(accuracyPercent(r.total_correct, r.total_attempts))}%`,
    }));
}

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
