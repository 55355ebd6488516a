import { describe, expect, it } from 'vitest';
import { withTimeout } from './timeout.js';

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    pending,
    setTimer: (run: () => void) => (pending.set(next, run), next++),
    clearTimer: (handle: unknown) => void pending.delete(handle as number),
    fireAll: () => [...pending.values()].forEach((run) => run()),
  };
}

describe('withTimeout', () => {
  it('passes the value through and clears its timer', async () => {
    const timers = fakeTimers();
    await expect(withTimeout(Promise.resolve(7), 120_000, timers)).resolves.toBe(7);
    expect(timers.pending.size).toBe(0);
  });

  it('rejects when the time runs out first', async () => {
    const timers = fakeTimers();
    const never = new Promise<number>(() => {});
    const result = withTimeout(never, 120_000, timers, 'chunk timed out');
    timers.fireAll();
    await expect(result).rejects.toThrow('chunk timed out');
  });

  it('passes a failure through and clears its timer', async () => {
    const timers = fakeTimers();
    await expect(withTimeout(Promise.reject(new Error('offline')), 10, timers)).rejects.toThrow('offline');
    expect(timers.pending.size).toBe(0);
  });
});
