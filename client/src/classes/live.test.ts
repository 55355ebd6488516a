import { describe, expect, it } from 'vitest';
import { isAttemptOn, isNotification } from './live';

describe('R-CLASS-7: the live events the class screens follow', () => {
  it('reads an attempt on this assignment, not on another, nor another event', () => {
    expect(isAttemptOn({ type: 'assignment', data: { type: 'assignment', assignmentId: 8 } }, 8)).toBe(true);
    expect(isAttemptOn({ type: 'assignment', data: { type: 'assignment', assignmentId: 9 } }, 8)).toBe(false);
    expect(isAttemptOn({ type: 'assignment', data: 'text' }, 8)).toBe(false);
    expect(isAttemptOn({ type: 'unread', data: { type: 'unread' } }, 8)).toBe(false);
    expect(isNotification({ type: 'unread', data: { type: 'unread' } })).toBe(true);
  });
});
