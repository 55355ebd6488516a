import { describe, expect, it } from 'vitest';
import { dayStreak, endOfUtcDay } from './streak.js';

describe('the review day streak', () => {
  const now = new Date('2025-03-10T08:00:00Z');
  it('counts consecutive days ending today or yesterday', () => {
    expect(dayStreak(['2025-03-10', '2025-03-09', '2025-03-08', '2025-03-06'], now)).toBe(3);
    expect(dayStreak(['2025-03-09', '2025-03-08'], now)).toBe(2);
    expect(dayStreak(['2025-03-08'], now)).toBe(0);
    expect(dayStreak([], now)).toBe(0);
  });
  it('ends today at the last millisecond of the UTC day', () => {
    expect(endOfUtcDay(now).toISOString()).toBe('2025-03-10T23:59:59.999Z');
  });
});
