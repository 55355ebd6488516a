import { accuracyPercent } from '../scoring.js';
import type { Millis, Pair } from '../types.js';
import { distanceFromGoal } from './progress.js';
import type { AssignmentGoal, AssignmentStatus, Confusion, GoalProgress, NeedsHelp, ReportPair } from './rest.js';

/** How long before the due date the report starts naming the students furthest from the goal. */
export const NEEDS_HELP_WINDOW_MS = 48 * 3_600_000;
/** The most students and pairs "needs help" names. */
export const NEEDS_HELP_SHOWN = 5;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Wrong attempts of one pair grouped by the counterpart chosen (what the database counts). */
export interface ChosenCount {
  pairIndex: number;
  chosen: string;
  count: number;
}

/** For each pair, the counterpart most often chosen instead, with how often (ties: the first in text order). */
export function confusions(wrong: readonly ChosenCount[]): Map<number, Confusion> {
  const best = new Map<number, Confusion>();
  for (const { pairIndex, chosen, count } of wrong) {
    if (count <= 0) continue;
    const current = best.get(pairIndex);
    if (!current || count > current.count || (count === current.count && chosen < current.item)) best.set(pairIndex, { item: chosen, count });
  }
  return best;
}

/** One pair's figures over every attempt at it (what the database counts). */
export interface PairFigures {
  pairIndex: number;
  attempts: number;
  correct: number;
  /** First attempts at the pair (one per play that reached it) and how many of them were right. */
  firstTries: number;
  firstTriesRight: number;
  medianMs: number | null;
}

/** The report's per-pair lines, in the assignment's pair order (a pair nobody tried has zeros). */
export function pairReport(pairs: readonly Pair[], figures: readonly PairFigures[], wrong: readonly ChosenCount[]): ReportPair[] {
  const byIndex = new Map(figures.map((f) => [f.pairIndex, f]));
  const confused = confusions(wrong);
  return pairs.map(([left, right], index) => {
    const f = byIndex.get(index);
    return {
      left,
      right,
      attempts: f?.attempts ?? 0,
      accuracy: oneDecimal(accuracyPercent(f?.correct ?? 0, f?.attempts ?? 0)),
      firstTryRate: oneDecimal(accuracyPercent(f?.firstTriesRight ?? 0, f?.firstTries ?? 0)),
      medianMs: f === undefined || f.medianMs === null ? null : Math.round(f.medianMs),
      confusedWith: confused.get(index) ?? null,
    };
  });
}

export interface HelpCandidate {
  id: number;
  username: string;
  removed: boolean;
  status: AssignmentStatus;
  progress: GoalProgress;
}

/**
 * Needs help, students: from NEEDS_HELP_WINDOW_MS before the due date on, the current members who have not reached
 * the goal, furthest from it first (then by name); none earlier, when being behind is not yet a worry.
 */
export function studentsNeedingHelp(goal: AssignmentGoal, students: readonly HelpCandidate[], dueAt: Millis, now: Millis): NeedsHelp['students'] {
  if (now < dueAt - NEEDS_HELP_WINDOW_MS) return [];
  return students
    .filter((s) => !s.removed && s.status !== 'goal_reached' && s.status !== 'late')
    .map((s) => ({ s, distance: distanceFromGoal(goal, s.progress) }))
    .sort((x, y) => y.distance - x.distance || x.s.username.localeCompare(y.s.username))
    .slice(0, NEEDS_HELP_SHOWN)
    .map(({ s }) => ({ id: s.id, username: s.username, mastered: s.progress.mastered, total: s.progress.total, plays: s.progress.plays, status: s.status }));
}

/**
 * Needs help, pairs: the pairs the most students keep missing, i.e. got wrong and have not mastered since. A pair
 * is named when at least a quarter of the students who tried the assignment (and at least one) keep missing it.
 */
export function pairsNeedingHelp(pairs: readonly Pair[], stillMissing: ReadonlyArray<{ pairIndex: number; students: number }>, studentsWhoTried: number): NeedsHelp['pairs'] {
  const threshold = Math.max(1, Math.ceil(studentsWhoTried / 4));
  return stillMissing
    .filter((p) => p.students >= threshold && pairs[p.pairIndex] !== undefined)
    .sort((x, y) => y.students - x.students || x.pairIndex - y.pairIndex)
    .slice(0, NEEDS_HELP_SHOWN)
    .map(({ pairIndex, students }) => {
      const [left, right] = pairs[pairIndex] as Pair;
      return { left, right, students };
    });
}
