import type { Delayed } from '@colyseus/core';
import type { TimerName } from './logic/index.js';

interface TimeoutClock {
  setTimeout(handler: () => void, ms: number): Delayed;
}

/**
 * The room logic's named timers on the room's Colyseus clock (cleared with the room). A schedule replaces the
 * pending timer of that name; when due, the timer is fed back with the deadline the logic set, so a timer the
 * logic has since re-armed or cancelled is recognised there and ignored. `scale` shortens every delay in tests.
 */
export class RoomTimers {
  private readonly pending = new Map<TimerName, Delayed>();
  private readonly clock: TimeoutClock;
  private readonly scale: number;
  private readonly fire: (timer: TimerName, at: number) => void;

  constructor(clock: TimeoutClock, scale: number, fire: (timer: TimerName, at: number) => void) {
    this.clock = clock;
    this.scale = scale;
    this.fire = fire;
  }

  schedule(timer: TimerName, at: number, now: number): void {
    this.cancel(timer);
    const delay = Math.max(0, (at - now) * this.scale);
    this.pending.set(
      timer,
      this.clock.setTimeout(() => {
        this.pending.delete(timer);
        this.fire(timer, at);
      }, delay),
    );
  }

  cancel(timer: TimerName): void {
    this.pending.get(timer)?.clear();
    this.pending.delete(timer);
  }

  clear(): void {
    for (const timer of this.pending.values()) timer.clear();
    this.pending.clear();
  }
}
