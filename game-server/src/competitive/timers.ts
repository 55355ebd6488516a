import type { TimerName } from './logic/index.js';

/**
 * The room logic's named timers, on Node's timers (the room clears them in onDispose). Not on the room's Colyseus
 * clock: that clock only advances when the room's patch interval ticks it, and the room sends its patches as the
 * state changes instead of polling every 50 ms (room.ts), so those ticks are too rare to time a 1-s countdown.
 * A schedule replaces the pending timer of that name; when due, the timer is fed back with the deadline the logic
 * set, so a timer the logic has since re-armed or cancelled is recognised there and ignored. `scale` shortens every
 * delay in tests. A failure in `fire` goes to `onError` (the room's onUncaughtException), as the Colyseus clock's would.
 */
export class RoomTimers {
  private readonly pending = new Map<TimerName, NodeJS.Timeout>();
  private readonly scale: number;
  private readonly fire: (timer: TimerName, at: number) => void;
  private readonly onError: (err: unknown) => void;

  constructor(scale: number, fire: (timer: TimerName, at: number) => void, onError: (err: unknown) => void) {
    this.scale = scale;
    this.fire = fire;
    this.onError = onError;
  }

  schedule(timer: TimerName, at: number, now: number): void {
    this.cancel(timer);
    const delay = Math.max(0, (at - now) * this.scale);
    this.pending.set(
      timer,
      setTimeout(() => {
        this.pending.delete(timer);
        try {
          this.fire(timer, at);
        } catch (err) {
          this.onError(err);
        }
      }, delay),
    );
  }

  cancel(timer: TimerName): void {
    clearTimeout(this.pending.get(timer));
    this.pending.delete(timer);
  }

  clear(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
