import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './use-now';

describe('the clock behind useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the time when ticking starts, so a clock idle since mount does not show a stale time', () => {
    const clock = new Clock();
    vi.setSystemTime(5_000);
    const changed = vi.fn();
    const stop = clock.follow(changed, 1_000, Infinity);
    expect(clock.read()).toBe(5_000);
    expect(changed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(clock.read()).toBe(7_000);
    stop();
    vi.advanceTimersByTime(2_000);
    expect(clock.read()).toBe(7_000);
  });

  it('stops ticking once the deadline is reached (a countdown at 0 renders no more)', () => {
    const clock = new Clock();
    const changed = vi.fn();
    clock.follow(changed, 1_000, 3_000);
    vi.advanceTimersByTime(10_000);
    expect(clock.read()).toBe(3_000);
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('does not tick at all for a deadline already past', () => {
    const clock = new Clock();
    const changed = vi.fn();
    clock.follow(changed, 1_000, 500);
    vi.advanceTimersByTime(5_000);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
