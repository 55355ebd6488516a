import type { MyAssignment } from '@matchdrop/shared';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogs } from '../lib/testing';
import { assignmentAction, byDueSoon, durationText, goalProgressView, goalText, openAssignments, percentText, playDoneText, statusTone } from './assignment-view';

const mine = (id: number, dueAt: string, status: MyAssignment['status'], openPlayId: number | null = null, acceptLate = false): MyAssignment => ({
  id,
  classId: 1,
  className: '7B',
  gameName: 'Animals',
  dueAt,
  goal: { kind: 'mastery', times: 2 },
  acceptLate,
  progress: { mastered: 1, total: 5, plays: 1 },
  status,
  openPlayId,
});

describe('how assignments read', () => {
  it('words the goal and the progress towards it', () => {
    expect(goalText({ kind: 'plays', count: 1 })).toBe('Play 1 time');
    expect(goalText({ kind: 'plays', count: 3 })).toBe('Play 3 times');
    expect(goalText({ kind: 'mastery', times: 2 })).toBe('Master every pair (right at the first try in 2 plays)');
    expect(goalProgressView({ kind: 'mastery', times: 2 }, { mastered: 3, total: 8, plays: 1 })).toEqual({ done: 3, of: 8, text: 'Pairs mastered 3 of 8' });
    expect(goalProgressView({ kind: 'plays', count: 2 }, { mastered: 0, total: 8, plays: 5 })).toEqual({ done: 2, of: 2, text: 'Plays 2 of 2' });
  });

  it('R-CLASS-4: words what a finished play made: the pairs right at the first try and the plays they still need', () => {
    const mastery2 = { kind: 'mastery', times: 2 } as const;
    const first = { mastered: 0, total: 5, plays: 1 };
    expect(playDoneText(mastery2, first, { firstTryRight: 4, playsToMaster: 1 })).toBe('4 of 5 pairs right at the first try — play once more to master them');
    expect(playDoneText({ kind: 'mastery', times: 3 }, first, { firstTryRight: 4, playsToMaster: 2 })).toBe(
      '4 of 5 pairs right at the first try — play 2 more times to master them',
    );
    expect(playDoneText(mastery2, { mastered: 3, total: 5, plays: 2 }, { firstTryRight: 3, playsToMaster: 0 })).toBe(
      '3 of 5 pairs right at the first try, 3 of 5 mastered — play again to master the rest',
    );
    expect(playDoneText(mastery2, first, { firstTryRight: 0, playsToMaster: 0 })).toBe('No pair right at the first try this time: play again to master them');
    // The goal reached, a plays goal, or a play finished before this visit: the progress itself.
    expect(playDoneText(mastery2, { mastered: 5, total: 5, plays: 2 }, { firstTryRight: 5, playsToMaster: 0 })).toBe('Pairs mastered 5 of 5');
    expect(playDoneText({ kind: 'plays', count: 3 }, first, { firstTryRight: 4, playsToMaster: 0 })).toBe('Plays 1 of 3');
    expect(playDoneText(mastery2, first, null)).toBe('Pairs mastered 0 of 5');
  });

  it('R-CLASS-6: offers Continue for an open play, Play, Practise again once reached, nothing once missing', () => {
    expect(assignmentAction({ status: 'in_progress', openPlayId: 4, acceptLate: false })).toBe('Continue');
    expect(assignmentAction({ status: 'not_started', openPlayId: null, acceptLate: false })).toBe('Play');
    expect(assignmentAction({ status: 'goal_reached', openPlayId: null, acceptLate: false })).toBe('Practise again');
    expect(assignmentAction({ status: 'late', openPlayId: null, acceptLate: true })).toBe('Practise again');
    expect(assignmentAction({ status: 'missing', openPlayId: 4, acceptLate: false })).toBeNull();
    // Past the due date with late work accepted, the student can still reach the goal.
    expect(assignmentAction({ status: 'missing', openPlayId: null, acceptLate: true })).toBe('Play');
  });

  it('R-CLASS-6: lists what is due soonest first, what is settled last; counts only what is open', () => {
    const list = [
      mine(1, '2026-03-09T17:00:00Z', 'goal_reached'),
      mine(2, '2026-03-05T17:00:00Z', 'in_progress'),
      mine(3, '2026-03-03T17:00:00Z', 'not_started'),
      mine(4, '2026-03-01T17:00:00Z', 'missing'),
      mine(5, '2026-02-28T17:00:00Z', 'missing', null, true),
      mine(6, '2026-02-27T17:00:00Z', 'late', null, true),
    ];
    expect(byDueSoon(list).map((a) => a.id)).toEqual([5, 3, 2, 6, 4, 1]);
    expect(openAssignments(list).map((a) => a.id)).toEqual([2, 3, 5]);
  });

  it('tones statuses and writes durations and percentages', () => {
    expect(statusTone('goal_reached')).toBe('success');
    expect(statusTone('missing')).toBe('danger');
    expect(statusTone('in_progress')).toBe('muted');
    expect(durationText(1_340)).toBe('1.3 s');
    expect(durationText(42_000)).toBe('42 s');
    expect(durationText(65_000)).toBe('1 min 05 s');
    expect(durationText(3_780_000)).toBe('1 h 03 min');
    expect(percentText(75)).toBe('75%');
    expect(percentText(66.7)).toBe('66.7%');
  });

  describe('in Russian', () => {
    afterEach(() => i18n.activate('en'));

    it('words goals with the plural form of the count, and numbers as Russian writes them', () => {
      activateCatalogs('ru');
      expect([1, 3, 5].map((count) => goalText({ kind: 'plays', count }))).toEqual(['Сыграть 1 раз', 'Сыграть 3 раза', 'Сыграть 5 раз']);
      expect(goalText({ kind: 'mastery', times: 2 })).toBe('Освоить все пары (с первой попытки в 2 играх)');
      expect(durationText(65_000)).toBe('1 мин 05 с');
      expect(durationText(1_340)).toBe('1,3 с');
      expect(percentText(66.7)).toBe('66,7\u00a0%');
    });
  });
});
