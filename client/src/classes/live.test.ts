import { describe, expect, it, vi } from 'vitest';
import { coalesced, isAttemptOn, isNotification, isRosterOf } from './live';

describe('R-CLASS-7: the live events the class screens follow', () => {
  it('reads an attempt on this assignment, not on another, nor another event', () => {
    expect(isAttemptOn({ type: 'assignment', data: { type: 'assignment', assignmentId: 8 } }, 8)).toBe(true);
    expect(isAttemptOn({ type: 'assignment', data: { type: 'assignment', assignmentId: 9 } }, 8)).toBe(false);
    expect(isAttemptOn({ type: 'assignment', data: 'text' }, 8)).toBe(false);
    expect(isAttemptOn({ type: 'unread', data: { type: 'unread' } }, 8)).toBe(false);
    expect(isNotification({ type: 'unread', data: { type: 'unread' } })).toBe(true);
  });

  it('R-CLASS-9: reads a change of this class’s roster, not of another class, nor an attempt', () => {
    expect(isRosterOf({ type: 'class', data: { type: 'class', classId: 4 } }, 4)).toBe(true);
    expect(isRosterOf({ type: 'class', data: { type: 'class', classId: 5 } }, 4)).toBe(false);
    expect(isRosterOf({ type: 'assignment', data: { type: 'assignment', assignmentId: 4 } }, 4)).toBe(false);
  });
});

describe('R-CLASS-7: the open report reads itself at most once a window', () => {
  it('runs the first call at once and folds the calls within the window into one at its end', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const live = coalesced(run, 1000);
      live.call();
      expect(run).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 40; i++) live.call();
      expect(run).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(2);
      live.call();
      expect(run).toHaveBeenCalledTimes(3);
      live.call();
      live.cancel();
      vi.advanceTimersByTime(5000);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
