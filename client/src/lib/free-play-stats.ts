import { t } from '@lingui/core/macro';
import { percentText } from './format';

/** What the free-play stats grid shows (R-UI-2): the game scene feeds these numbers. */
export interface FreePlayStatsView {
  score: number;
  streak: number;
  /** Pairs matched in this visit, across games. */
  sessionPairs: number;
  /** 0-100. */
  accuracyPercent: number;
}

export interface StatCell {
  key: keyof FreePlayStatsView;
  label: string;
  value: string;
}

export const EMPTY_FREE_PLAY_STATS: FreePlayStatsView = { score: 0, streak: 0, sessionPairs: 0, accuracyPercent: 0 };

export function freePlayStatCells(stats: FreePlayStatsView): StatCell[] {
  return [
    { key: 'score', label: t`Score`, value: String(stats.score) },
    { key: 'streak', label: t`Streak`, value: String(stats.streak) },
    { key: 'sessionPairs', label: t`Session pairs`, value: String(stats.sessionPairs) },
    { key: 'accuracyPercent', label: t`Accuracy`, value: percentText(stats.accuracyPercent) },
  ];
}
