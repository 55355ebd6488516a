const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Consecutive UTC days with a review, ending today — or yesterday, so a streak is not lost before
 * today's review. `days` are YYYY-MM-DD, any order.
 */
export function dayStreak(days: readonly string[], now: Date): number {
  const set = new Set(days);
  let cursor = now.getTime();
  if (!set.has(dayOf(cursor))) cursor -= DAY_MS;
  let streak = 0;
  while (set.has(dayOf(cursor))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}

/** The end of the UTC day of `now`: what "due today" counts up to. */
export function endOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS - 1);
}
