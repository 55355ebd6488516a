import { describe, expect, it } from 'vitest';
import { assignmentStatus, countsTowardsGoal, firstTryPlays, goalProgress, isGoalReached, playsToMaster, progressAfterAttempt, type AttemptFact } from './progress.js';
import type { AssignmentGoal, GoalProgress } from './rest.js';

const mastery2: AssignmentGoal = { kind: 'mastery', times: 2 };
const a = (playId: number, pairIndex: number, correct: boolean): AttemptFact => ({ playId, pairIndex, correct });

describe('R-CLASS-4: goal progress: mastery counts only first tries, in different plays', () => {
  it('counts a pair matched right at its first attempt in two different plays', () => {
    expect(goalProgress(mastery2, 3, [a(1, 0, true), a(2, 0, true)], 2)).toEqual({ mastered: 1, total: 3, plays: 2 });
  });

  it('does not count a pair put right after a miss in the same play', () => {
    const attempts = [a(1, 0, false), a(1, 0, true), a(2, 0, true)];
    expect(goalProgress(mastery2, 3, attempts, 2).mastered).toBe(0);
    expect([...firstTryPlays(attempts).get(0)!]).toEqual([2]);
  });

  it('counts one play once even if the same pair were attempted right again in it', () => {
    expect(goalProgress(mastery2, 3, [a(1, 0, true), a(1, 0, true)], 1).mastered).toBe(0);
  });

  it('keeps the first tries of an interrupted play (it counts for mastery, not for plays)', () => {
    const attempts = [a(1, 0, true), a(1, 1, true), a(2, 0, true), a(2, 1, true)];
    expect(goalProgress(mastery2, 2, attempts, 1)).toEqual({ mastered: 2, total: 2, plays: 1 });
  });

  it('reaches a mastery goal with every pair mastered, a plays goal with enough completed plays', () => {
    expect(isGoalReached(mastery2, { mastered: 3, total: 3, plays: 0 })).toBe(true);
    expect(isGoalReached(mastery2, { mastered: 2, total: 3, plays: 9 })).toBe(false);
    expect(isGoalReached({ kind: 'plays', count: 2 }, { mastered: 0, total: 3, plays: 2 })).toBe(true);
    expect(isGoalReached({ kind: 'plays', count: 2 }, { mastered: 3, total: 3, plays: 1 })).toBe(false);
  });

  it('one attempt at a time gives the same progress as the whole history', () => {
    const history: Array<AttemptFact & { finishedPlay: boolean }> = [
      { ...a(1, 0, false), finishedPlay: false },
      { ...a(1, 0, true), finishedPlay: false },
      { ...a(1, 1, true), finishedPlay: true },
      { ...a(2, 1, true), finishedPlay: false },
      { ...a(2, 0, true), finishedPlay: true },
      { ...a(3, 0, true), finishedPlay: false },
    ];
    let progress: GoalProgress = { mastered: 0, total: 2, plays: 0 };
    const pairPlays = new Map<number, number>();
    const tried = new Set<string>();
    for (const h of history) {
      const firstTry = !tried.has(`${h.playId}:${h.pairIndex}`);
      tried.add(`${h.playId}:${h.pairIndex}`);
      const next = progressAfterAttempt(mastery2, progress, { correct: h.correct, firstTry, finishedPlay: h.finishedPlay, pairPlays: pairPlays.get(h.pairIndex) ?? 0 });
      progress = next.progress;
      pairPlays.set(h.pairIndex, next.pairPlays);
    }
    expect(progress).toEqual(goalProgress(mastery2, 2, history, 2));
    expect(progress).toEqual({ mastered: 2, total: 2, plays: 2 });
  });
});

describe('R-CLASS-5: statuses around the due date (the clock injected)', () => {
  const dueAt = Date.parse('2026-03-10T17:00:00Z');
  const hour = 3_600_000;
  const facts = { goalReachedAt: null, started: false, dueAt, acceptLate: false };

  it('before the due date: not started, then in progress, then goal reached', () => {
    expect(assignmentStatus({ ...facts, now: dueAt - hour })).toBe('not_started');
    expect(assignmentStatus({ ...facts, started: true, now: dueAt - hour })).toBe('in_progress');
    expect(assignmentStatus({ ...facts, started: true, goalReachedAt: dueAt - 2 * hour, now: dueAt - hour })).toBe('goal_reached');
  });

  it('at the due date itself the work is still on time', () => {
    expect(assignmentStatus({ ...facts, started: true, now: dueAt })).toBe('in_progress');
    expect(assignmentStatus({ ...facts, started: true, goalReachedAt: dueAt, now: dueAt + hour })).toBe('goal_reached');
  });

  it('after the due date: missing, started or not; a goal reached in time stays reached', () => {
    expect(assignmentStatus({ ...facts, now: dueAt + 1 })).toBe('missing');
    expect(assignmentStatus({ ...facts, started: true, now: dueAt + 1 })).toBe('missing');
    expect(assignmentStatus({ ...facts, started: true, goalReachedAt: dueAt - hour, now: dueAt + 24 * hour })).toBe('goal_reached');
  });

  it('a goal reached after the due date is late when late work is accepted, and missing otherwise', () => {
    expect(assignmentStatus({ ...facts, acceptLate: true, started: true, goalReachedAt: dueAt + hour, now: dueAt + 2 * hour })).toBe('late');
    expect(assignmentStatus({ ...facts, acceptLate: false, started: true, goalReachedAt: dueAt + hour, now: dueAt + 2 * hour })).toBe('missing');
    expect(assignmentStatus({ ...facts, acceptLate: true, started: true, now: dueAt + hour })).toBe('missing');
  });

  it('work after the due date counts only when late work is accepted', () => {
    expect(countsTowardsGoal(dueAt, dueAt, false)).toBe(true);
    expect(countsTowardsGoal(dueAt + 1, dueAt, false)).toBe(false);
    expect(countsTowardsGoal(dueAt + 1, dueAt, true)).toBe(true);
  });
});

describe('R-CLASS-4: what a finished play still leaves to master', () => {
  it('counts the plays the pairs right at the first try still need, the most any needs', () => {
    const mastery2 = { kind: 'mastery', times: 2 } as const;
    // A first play, 4 of 5 right at the first try: each of those needs one more.
    expect(
      playsToMaster(
        mastery2,
        new Map([
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
        [0, 1, 2, 3],
      ),
    ).toBe(1);
    // One of them was right in an earlier play too: mastered; the others still need one.
    expect(
      playsToMaster(
        mastery2,
        new Map([
          [0, 2],
          [1, 1],
        ]),
        [0, 1],
      ),
    ).toBe(1);
    expect(playsToMaster(mastery2, new Map([[0, 2]]), [0])).toBe(0);
    expect(playsToMaster({ kind: 'mastery', times: 3 }, new Map([[0, 1]]), [0])).toBe(2);
    expect(playsToMaster(mastery2, new Map(), [])).toBe(0);
    expect(playsToMaster({ kind: 'plays', count: 3 }, new Map([[0, 1]]), [0])).toBe(0);
  });
});
