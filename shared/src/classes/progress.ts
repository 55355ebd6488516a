import type { Millis } from '../types.js';
import type { AssignmentGoal, AssignmentStatus, GoalProgress } from './rest.js';

/**
 * Progress towards an assignment's goal.
 *
 * MASTERY counts only first tries: a pair is mastered once it was matched right at its FIRST attempt in a play, in
 * `goal.times` different plays (a pair put right after a miss, or matched right twice in one play, does not count
 * twice). PLAYS counts completed plays (every pair matched); an interrupted play counts for mastery, not for plays.
 */

/** One judged attempt, as the rule needs it. */
export interface AttemptFact {
  playId: number;
  pairIndex: number;
  correct: boolean;
}

/** For each pair, the plays in which its first attempt was right. */
export function firstTryPlays(attempts: readonly AttemptFact[]): Map<number, Set<number>> {
  const seen = new Set<string>();
  const plays = new Map<number, Set<number>>();
  for (const { playId, pairIndex, correct } of attempts) {
    const key = `${playId}:${pairIndex}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!correct) continue;
    const set = plays.get(pairIndex) ?? new Set<number>();
    set.add(playId);
    plays.set(pairIndex, set);
  }
  return plays;
}

/** The times a mastery goal asks for (a plays goal: 1, so "mastered" still reads as "matched right at a first try"). */
export const masteryTimes = (goal: AssignmentGoal): number => (goal.kind === 'mastery' ? goal.times : 1);

/** Progress from a whole history: attempts in the order they were made, and the number of completed plays. */
export function goalProgress(goal: AssignmentGoal, total: number, attempts: readonly AttemptFact[], completedPlays: number): GoalProgress {
  const times = masteryTimes(goal);
  const mastered = [...firstTryPlays(attempts).values()].filter((plays) => plays.size >= times).length;
  return { mastered, total, plays: completedPlays };
}

export function isGoalReached(goal: AssignmentGoal, progress: GoalProgress): boolean {
  return goal.kind === 'mastery' ? progress.mastered >= progress.total : progress.plays >= goal.count;
}

/**
 * The same rule, one attempt at a time (what the server keeps: a counter per pair and per student). `pairPlays` is
 * how many plays already had a right first try at this pair; the answer is the new progress and the pair's new count.
 */
export function progressAfterAttempt(
  goal: AssignmentGoal,
  progress: GoalProgress,
  attempt: { correct: boolean; firstTry: boolean; finishedPlay: boolean; pairPlays: number },
): { progress: GoalProgress; pairPlays: number } {
  const counts = attempt.correct && attempt.firstTry;
  const pairPlays = attempt.pairPlays + (counts ? 1 : 0);
  const mastered = progress.mastered + (counts && pairPlays === masteryTimes(goal) ? 1 : 0);
  return { progress: { ...progress, mastered, plays: progress.plays + (attempt.finishedPlay ? 1 : 0) }, pairPlays };
}

/**
 * After a finished play: the further plays, each right at the first try, that the pairs right at the first try in it
 * (`rightFirst`) still need to be mastered, the most any of them needs; 0 when they all are, and for a plays goal.
 * `pairPlays`: per pair, the plays with a right first try so far, this one included.
 */
export function playsToMaster(goal: AssignmentGoal, pairPlays: ReadonlyMap<number, number>, rightFirst: readonly number[]): number {
  if (goal.kind !== 'mastery') return 0;
  return Math.max(0, ...rightFirst.map((pair) => goal.times - (pairPlays.get(pair) ?? 0)));
}

/** How far a student is from the goal: 0 reached, 1 nothing done. */
export function distanceFromGoal(goal: AssignmentGoal, progress: GoalProgress): number {
  if (goal.kind === 'plays') return Math.max(0, 1 - progress.plays / goal.count);
  return progress.total === 0 ? 0 : Math.max(0, 1 - progress.mastered / progress.total);
}

export interface StatusFacts {
  /** When the goal was first reached (only work that counts: before the due date unless late work is accepted). */
  goalReachedAt: Millis | null;
  /** Any attempt made on the assignment. */
  started: boolean;
  dueAt: Millis;
  acceptLate: boolean;
  now: Millis;
}

/**
 * A student's status around the due date: goal reached (by the due date), late (reached after it, late work
 * accepted), in progress or not started (before the due date), missing (after it, goal not reached in time).
 */
export function assignmentStatus({ goalReachedAt, started, dueAt, acceptLate, now }: StatusFacts): AssignmentStatus {
  if (goalReachedAt !== null && goalReachedAt <= dueAt) return 'goal_reached';
  if (goalReachedAt !== null && acceptLate) return 'late';
  if (now <= dueAt) return started ? 'in_progress' : 'not_started';
  return 'missing';
}

/** Whether work done at `at` still counts towards the goal. */
export const countsTowardsGoal = (at: Millis, dueAt: Millis, acceptLate: boolean): boolean => acceptLate || at <= dueAt;
