import type { AssignmentGoal, AssignmentStatus, GoalProgress, MyAssignment } from '@matchdrop/shared';

/** How assignments read on the student's lists and the teacher's report. Pure. */

export const STATUS_LABEL: Record<AssignmentStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  goal_reached: 'Goal reached',
  late: 'Late',
  missing: 'Missing',
};

/** The pill's tone: done, needing attention, or neutral. */
export function statusTone(status: AssignmentStatus): 'success' | 'danger' | 'muted' {
  if (status === 'goal_reached') return 'success';
  if (status === 'late' || status === 'missing') return 'danger';
  return 'muted';
}

/** The goal in words: "Master every pair (2 plays right at the first try)" or "Play 3 times". */
export function goalText(goal: AssignmentGoal): string {
  if (goal.kind === 'plays') return `Play ${goal.count} ${goal.count === 1 ? 'time' : 'times'}`;
  return goal.times === 1 ? 'Master every pair (right at the first try once)' : `Master every pair (right at the first try in ${goal.times} plays)`;
}

/** Progress towards the goal, as numbers for a bar and a sentence. */
export function goalProgressView(goal: AssignmentGoal, progress: GoalProgress): { done: number; of: number; text: string } {
  if (goal.kind === 'plays') {
    const done = Math.min(progress.plays, goal.count);
    return { done, of: goal.count, text: `Plays ${done} of ${goal.count}` };
  }
  return { done: progress.mastered, of: progress.total, text: `Pairs mastered ${progress.mastered} of ${progress.total}` };
}

/** Nothing more to do: the goal reached (in time or late), or missing with late work not accepted. */
function isSettled(a: Pick<MyAssignment, 'status' | 'acceptLate'>): boolean {
  return a.status === 'goal_reached' || a.status === 'late' || (a.status === 'missing' && !a.acceptLate);
}

/**
 * R-CLASS-6: the student's action on an assignment: Continue an open play, Play one, or Practise again once the
 * goal is reached; none once it is missing and late work is not accepted (the server refuses a play then).
 */
export function assignmentAction(a: Pick<MyAssignment, 'status' | 'openPlayId' | 'acceptLate'>): 'Continue' | 'Play' | 'Practise again' | null {
  if (a.status === 'missing' && !a.acceptLate) return null;
  if (a.openPlayId !== null) return 'Continue';
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
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export const percentText = (value: number): string => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
