import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { isGoalReached, type AssignmentGoal, type AssignmentStatus, type FinishedPlay, type GoalProgress, type MyAssignment } from '@matchdrop/shared';
import { decimalText, percentText as percentOf } from '../lib/format';

/** How assignments read on the student's lists and the teacher's report. Pure. */

export const STATUS_LABEL: Record<AssignmentStatus, MessageDescriptor> = {
  not_started: msg`Not started`,
  in_progress: msg`In progress`,
  goal_reached: msg`Goal reached`,
  late: msg`Late`,
  missing: msg`Missing`,
};

/** The pill's tone: done, needing attention, or neutral. */
export function statusTone(status: AssignmentStatus): 'success' | 'danger' | 'muted' {
  if (status === 'goal_reached') return 'success';
  if (status === 'late' || status === 'missing') return 'danger';
  return 'muted';
}

/** The goal in words: "Master every pair (2 plays right at the first try)" or "Play 3 times". */
export function goalText(goal: AssignmentGoal): string {
  if (goal.kind === 'plays') return plural(goal.count, { one: 'Play # time', other: 'Play # times' });
  return plural(goal.times, { one: 'Master every pair (right at the first try once)', other: 'Master every pair (right at the first try in # plays)' });
}

/** Progress towards the goal, as numbers for a bar and a sentence. */
export function goalProgressView(goal: AssignmentGoal, progress: GoalProgress): { done: number; of: number; text: string } {
  if (goal.kind === 'plays') {
    const done = Math.min(progress.plays, goal.count);
    const of = goal.count;
    return { done, of, text: t`Plays ${done} of ${of}` };
  }
  const { mastered, total } = progress;
  return { done: mastered, of: total, text: t`Pairs mastered ${mastered} of ${total}` };
}

/**
 * What a finished play made of a mastery goal, from the server's judged play: the pairs right at the first try and the
 * plays they still need ("4 of 5 pairs right at the first try — play once more to master them"), rather than only a
 * discouraging "Pairs mastered 0 of 5" after a good first play. The goal reached, or a plays goal: the progress itself.
 */
export function playDoneText(goal: AssignmentGoal, progress: GoalProgress, play: FinishedPlay | null): string {
  if (goal.kind === 'plays' || play === null || isGoalReached(goal, progress)) return goalProgressView(goal, progress).text;
  const { total, mastered } = progress;
  const { firstTryRight: right, playsToMaster: more } = play;
  if (right === 0) return t`No pair right at the first try this time: play again to master them`;
  if (more === 0) return t`${right} of ${total} pairs right at the first try, ${mastered} of ${total} mastered — play again to master the rest`;
  return plural(more, {
    one: `${right} of ${total} pairs right at the first try — play once more to master them`,
    other: `${right} of ${total} pairs right at the first try — play # more times to master them`,
  });
}

/** Nothing more to do: the goal reached (in time or late), or missing with late work not accepted. */
function isSettled(a: Pick<MyAssignment, 'status' | 'acceptLate'>): boolean {
  return a.status === 'goal_reached' || a.status === 'late' || (a.status === 'missing' && !a.acceptLate);
}

/**
 * R-CLASS-6: the student's action on an assignment: Continue an open play, Play one, or Practise again once the
 * goal is reached; none once it is missing and late work is not accepted (the server refuses a play then).
 */
export type AssignmentAction = 'Continue' | 'Play' | 'Practise again';

/** The action's button label in the interface's language. */
export const ACTION_LABEL: Record<AssignmentAction, MessageDescriptor> = {
  Continue: msg`Continue`,
  Play: msg`Play`,
  'Practise again': msg`Practise again`,
};

export function assignmentAction(a: Pick<MyAssignment, 'status' | 'openPlayId' | 'acceptLate'>): AssignmentAction | null {
  if (a.status === 'missing' && !a.acceptLate) return null;
  // Keys of ACTION_LABEL above, worded where shown.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (a.openPlayId !== null) return 'Continue';
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return a.status === 'goal_reached' || a.status === 'late' ? 'Practise again' : 'Play';
}

/** The assignments still to do (the header's count). */
export function openAssignments(list: readonly MyAssignment[]): MyAssignment[] {
  return list.filter((a) => !isSettled(a));
}

/**
 * R-CLASS-6: what is still to do first, due soonest first; then what is settled (the server's order is by due
 * date alone).
 */
export function byDueSoon(list: readonly MyAssignment[]): MyAssignment[] {
  const settled = (a: MyAssignment): number => (isSettled(a) ? 1 : 0);
  return [...list].sort((a, b) => settled(a) - settled(b) || Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.id - b.id);
}

/** Milliseconds as "1 min 05 s", "42 s", "1.3 s" (the report's times). */
export function durationText(ms: number): string {
  if (ms < 10_000) {
    const tenths = decimalText(ms / 1000, 1);
    return t`${tenths} s`;
  }
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t`${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const restSeconds = String(seconds % 60).padStart(2, '0');
  if (minutes < 60) return t`${minutes} min ${restSeconds} s`;
  const hours = Math.floor(minutes / 60);
  const restMinutes = String(minutes % 60).padStart(2, '0');
  return t`${hours} h ${restMinutes} min`;
}

/** "75%", "66.7%" ("66,7 %" in Russian). */
export const percentText = (value: number): string => percentOf(value, { min: 0, max: 1 });
