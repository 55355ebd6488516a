import { ph, t } from '@lingui/core/macro';
import { secondsText } from './format';

/** The Competition stats grid (R-UI-2): score, high score, streak, time, best time, remaining. */

export interface CompetitionStatsView {
  score: number;
  highScore: number | null;
  streak: number;
  elapsedMs: number | null;
  bestTimeMs: number | null;
  /** Pairs left to match this round (null outside a round). */
  remaining: number | null;
}

export interface CompetitionStatCell {
  key: keyof CompetitionStatsView;
  label: string;
  value: string;
}

const NONE = '—';
const seconds = (ms: number | null): string => (ms === null ? NONE : t`${ph({ seconds: secondsText(ms) })}s`);

export function competitionStatCells(view: CompetitionStatsView): CompetitionStatCell[] {
  return [
    { key: 'score', label: t`Score`, value: String(view.score) },
    { key: 'highScore', label: t`High score`, value: view.highScore === null ? NONE : String(view.highScore) },
    { key: 'streak', label: t`Streak`, value: String(view.streak) },
    { key: 'elapsedMs', label: t`Time`, value: seconds(view.elapsedMs) },
    { key: 'bestTimeMs', label: t`Best time`, value: seconds(view.bestTimeMs) },
    { key: 'remaining', label: t`Remaining`, value: view.remaining === null ? NONE : String(view.remaining) },
  ];
}

/** The best competitive round score (R-SCORE-2's formula, R-SCORE-4), kept apart from free play's high score. */
export const COMPETITIVE_HIGH_SCORE_KEY = 'matchdrop.competitive.highScore';

/** Where a competitive best time is kept: per game and pair count, like free play's records. */
export function competitiveRecordKey(gameName: string, pairCount: number): string {
  return `competitive:${gameName}:${pairCount}`;
}
