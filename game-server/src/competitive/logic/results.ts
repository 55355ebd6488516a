import { accuracyPercent } from '@matchdrop/shared';
import type { CumulativeResult, RoundResult } from '@matchdrop/shared';
import type { PlayerTotals, Round, RoundPlayer } from './types.js';

/**
 * Round and cumulative standings, computed from the round's server-side records only.
 * Round order: finished players by score (desc) then time (asc); then players whose time ran out, by score;
 * players who quit or left last, in join order. Cumulative order: total score (desc); equal totals share a
 * placement (1, 1, 3).
 */

export function playerResult(player: RoundPlayer): Omit<RoundResult, 'placement'> {
  return {
    user_id: player.userId,
    username: player.username,
    completion_time: player.completionTime,
    accuracy: accuracyPercent(player.stats.correct, player.attempts),
    score: player.score,
    finished: player.status === 'finished',
    timed_out: player.status === 'timed_out',
    correct: player.stats.correct,
    attempts: player.attempts,
  };
}

const rank = (r: Omit<RoundResult, 'placement'>): number => (r.finished ? 0 : r.timed_out ? 1 : 2);

function compareRound(a: Omit<RoundResult, 'placement'>, b: Omit<RoundResult, 'placement'>): number {
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (rank(a) === 2) return 0; // stable sort keeps join order
  return (b.score ?? 0) - (a.score ?? 0) || (a.completion_time ?? 0) - (b.completion_time ?? 0);
}

export function roundResults(round: Round): RoundResult[] {
  return round.players
    .map(playerResult)
    .sort(compareRound)
    .map((result, index) => ({ ...result, placement: index + 1 }));
}

/** The totals with one more round added (unfinished players score 0 but their attempts still count). */
export function addRoundToTotals(totals: readonly PlayerTotals[], results: readonly RoundResult[]): PlayerTotals[] {
  const next = totals.map((t) => ({ ...t }));
  for (const r of results) {
    let entry = next.find((t) => t.userId === r.user_id);
    if (!entry) {
      entry = { userId: r.user_id, username: r.username, roundsPlayed: 0, totalScore: 0, totalCorrect: 0, totalAttempts: 0 };
      next.push(entry);
    }
    entry.username = r.username;
    entry.roundsPlayed += 1;
    entry.totalScore += r.score ?? 0;
    entry.totalCorrect += r.correct;
    entry.totalAttempts += r.attempts;
  }
  return next;
}

export function cumulativeResults(totals: readonly PlayerTotals[]): CumulativeResult[] {
  return [...totals]
    .sort((a, b) => b.totalScore - a.totalScore)
    .map((t) => ({
      user_id: t.userId,
      username: t.username,
      cumulative_placement: 1 + totals.filter((o) => o.totalScore > t.totalScore).length,
      rounds_played: t.roundsPlayed,
      total_score: t.totalScore,
      total_correct: t.totalCorrect,
      total_attempts: t.totalAttempts,
    }));
}
