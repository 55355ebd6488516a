import { POINTS_CORRECT, POINTS_WRONG } from './constants.js';

/**
 * Scores of both modes (R-SCORE-1, R-SCORE-2).
 *
 * Competitive score = accuracy × 50 − seconds × 10 − (10 − speed)² × seconds / 5, with ACCURACY IN PERCENT
 * (0–100), the unit the round results store and display. Why percent: with a fraction (0–1) accuracy would
 * be worth at most 50 points while a 20-second round already costs 200, so almost every score would be
 * negative and accuracy would barely matter. In percent, a perfect 20 s round at speed 5 scores
 * 5000 − 200 − 100 = 4700: accuracy dominates, and time and a slow game speed cost points.
 * The score never goes below 0 (as in free play) and is rounded to a whole point; players who both
 * score 0 are told apart by the caller (e.g. by completion time), not by negative scores.
 */

export interface FreePlayStats {
  score: number;
  streak: number;
  bestStreak: number;
  correct: number;
  wrong: number;
}

export function initialFreePlayStats(): FreePlayStats {
  return { score: 0, streak: 0, bestStreak: 0, correct: 0, wrong: 0 };
}

/** A correct match: +2 and the streak grows. A wrong one: −1 (never below 0) and the streak resets. */
export function applyMatch(stats: FreePlayStats, correct: boolean): FreePlayStats {
  if (correct) {
    const streak = stats.streak + 1;
    return {
      ...stats,
      score: stats.score + POINTS_CORRECT,
      streak,
      bestStreak: Math.max(stats.bestStreak, streak),
      correct: stats.correct + 1,
    };
  }
  return { ...stats, score: Math.max(0, stats.score - POINTS_WRONG), streak: 0, wrong: stats.wrong + 1 };
}

/** Correct matches as a percentage of attempts; 0 before the first attempt. */
export function accuracyPercent(correct: number, attempts: number): number {
  if (attempts <= 0) return 0;
  return (correct / attempts) * 100;
}

export function competitiveScore(input: { accuracyPercent: number; seconds: number; speed: number }): number {
  const { accuracyPercent: accuracy, seconds, speed } = input;
  const raw = accuracy * 50 - seconds * 10 - ((10 - speed) ** 2 * seconds) / 5;
  return Math.max(0, Math.round(raw));
}

/** Round time for display: seconds with 2 decimals ("12.34"). */
export function formatSeconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

/** Accuracy for display: 1 decimal ("87.5"). */
export function formatAccuracy(percent: number): string {
  return percent.toFixed(1);
}
